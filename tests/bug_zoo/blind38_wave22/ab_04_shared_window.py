"""checker: check_alphabeta
truth: buggy — alpha and beta are attributes of the searcher object (self.alpha / self.beta) shared by the whole search instead of parameters, so a bound raised or lowered deep in one branch is never restored when the search returns to siblings higher up.
source: own (class-based searcher keeping the window on self)
"""

import math


class AlphaBetaSearcher:
    def __init__(self, game, alpha, beta):
        self.game = game
        self.alpha = alpha
        self.beta = beta

    def max_value(self, state):
        game = self.game
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        v = -math.inf
        for a in game.actions(state):
            v = max(v, self.min_value(game.result(state, a)))
            if v >= self.beta:
                return v
            self.alpha = max(self.alpha, v)
        return v

    def min_value(self, state):
        game = self.game
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        v = math.inf
        for a in game.actions(state):
            v = min(v, self.max_value(game.result(state, a)))
            if v <= self.alpha:
                return v
            self.beta = min(self.beta, v)
        return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    searcher = AlphaBetaSearcher(game, alpha, beta)
    if game.to_move(state) == game.players[0]:
        return searcher.max_value(state)
    return searcher.min_value(state)
