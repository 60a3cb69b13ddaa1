"""Checker: check_depth_limited_minimax
Mistake: correct (a small class holding game and evaluate, recursion in a method).
"""
CHECK = {"checker": "check_depth_limited_minimax", "kwargs": {}, "function": "my_depth_limited"}


class Searcher:
    def __init__(self, game, evaluate):
        self.game, self.evaluate = game, evaluate
        self.max_player = game.players[0]

    def value(self, state, depth):
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, self.max_player)
        if depth == 0:
            return self.evaluate(state)
        pick = max if g.to_move(state) == self.max_player else min
        return pick(self.value(g.result(state, a), depth - 1) for a in g.actions(state))


def my_depth_limited(game, state, depth, evaluate):
    return Searcher(game, evaluate).value(state, depth)
