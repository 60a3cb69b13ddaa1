"""checker: check_expectimax
truth: buggy — keeps the CS188 depth limit (self.depth = 4 plies, counting chance layers too) and returns 0 as the "evaluation" at the cutoff, so deep positions get a wrong value.
source: CS188 multiagent ExpectimaxAgent pattern (github youssefmou-git/Part_I_CMP333_Project2 expectimax_agent.py: depth_limit/current_depth cutoff), ported
"""


class ExpectimaxAgent:
    def __init__(self, depth=4):
        self.depth = depth

    def evaluationFunction(self, state):
        return 0

    def expectimax(self, game, state, current_depth):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        if current_depth >= self.depth:
            return self.evaluationFunction(state)
        if game.is_chance(state):
            total = 0.0
            for action, prob in game.outcomes(state):
                total += prob * self.expectimax(game, game.result(state, action), current_depth + 1)
            return total
        values = [self.expectimax(game, game.result(state, a), current_depth + 1) for a in game.actions(state)]
        if game.to_move(state) == game.players[0]:
            return max(values)
        return min(values)


def my_expectimax(game, state):
    return ExpectimaxAgent().expectimax(game, state, 0)
