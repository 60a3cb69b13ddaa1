"""checker: check_expectimax
truth: buggy — kept CS188's depth limit (self.depth = 2 full rounds) with scoreEvaluationFunction, so below 2 MAX turns it returns the utility of an unfinished position (0) instead of searching to the end.
source: ported from the CS188 multiagent ExpectimaxAgent (multiAgents.py: depth counter increased after the last agent, `if depth == self.depth: return self.evaluationFunction(state)`)
"""


class ExpectimaxAgent:
    def __init__(self, depth=2):
        self.depth = depth

    def evaluationFunction(self, game, state):
        # scoreEvaluationFunction: the current score of the state (0 until the game is over)
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return 0

    def expectimax(self, game, state, depth):
        if game.is_terminal(state) or depth == self.depth:
            return self.evaluationFunction(game, state)
        if game.is_chance(state):
            return sum(p * self.expectimax(game, game.result(state, a), depth) for a, p in game.outcomes(state))
        if game.to_move(state) == game.players[0]:
            # a new round starts with each MAX move
            return max(self.expectimax(game, game.result(state, a), depth + 1) for a in game.actions(state))
        return min(self.expectimax(game, game.result(state, a), depth) for a in game.actions(state))


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return ExpectimaxAgent().expectimax(game, state, 0)
