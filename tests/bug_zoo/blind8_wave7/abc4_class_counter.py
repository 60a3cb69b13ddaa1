"""
checker: check_alphabeta
truth: correct — class with a node counter and helper methods max_value/min_value (AIMA shape), returns (value, move)
"""
import math


class AlphaBeta:
    def __init__(self, game):
        self.game = game
        self.nodes = 0

    def max_value(self, state, alpha, beta):
        self.nodes += 1
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, g.players[0]), None
        v, move = -math.inf, None
        for a in g.actions(state):
            v2, _ = self.min_value(g.result(state, a), alpha, beta) if g.to_move(g.result(state, a)) != g.players[0] else self.max_value(g.result(state, a), alpha, beta)
            if v2 > v:
                v, move = v2, a
                alpha = max(alpha, v)
            if v >= beta:
                return v, move
        return v, move

    def min_value(self, state, alpha, beta):
        self.nodes += 1
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, g.players[0]), None
        v, move = math.inf, None
        for a in g.actions(state):
            v2, _ = self.max_value(g.result(state, a), alpha, beta) if g.to_move(g.result(state, a)) == g.players[0] else self.min_value(g.result(state, a), alpha, beta)
            if v2 < v:
                v, move = v2, a
                beta = min(beta, v)
            if v <= alpha:
                return v, move
        return v, move


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    search = AlphaBeta(game)
    if game.to_move(state) == game.players[0]:
        return search.max_value(state, alpha, beta)
    return search.min_value(state, alpha, beta)
