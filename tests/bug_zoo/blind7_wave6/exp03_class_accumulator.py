"""checker: check_expectimax
truth: buggy — class with a running total self.total that is never reset per chance node, so a chance node's value includes earlier chance nodes' sums (wrong wherever a search meets more than one chance node).
"""
class Expectimax:
    def __init__(self, game):
        self.game = game
        self.total = 0.0

    def value(self, state):
        game = self.game
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        if game.is_chance(state):
            for outcome, p in game.outcomes(state):
                self.total += p * self.value(game.result(state, outcome))
            return self.total
        children = [self.value(game.result(state, a)) for a in game.actions(state)]
        if game.to_move(state) == game.players[0]:
            return max(children)
        return min(children)


def my_expectimax(game, state):
    return Expectimax(game).value(state)
