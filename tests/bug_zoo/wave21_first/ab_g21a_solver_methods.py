"""checker: check_alphabeta
truth: buggy — a Solver class whose max_value method narrows alpha from beta (`alpha = max(beta, v)`, beta typed for alpha), so right after its first child alpha >= beta holds and every MAX node stops after its first move; the search lives in methods the graded function reaches through an object.
source: own (g21a), another shape of blind36 ab_01_min_uses_alpha
"""
import math


class Solver:
    def __init__(self, game):
        self.game = game
        self.top = game.players[0]

    def max_value(self, state, alpha, beta):
        if self.game.is_terminal(state):
            return self.game.utility(state, self.top)
        v = -math.inf
        for move in self.game.actions(state):
            v = max(v, self.min_value(self.game.result(state, move), alpha, beta))
            alpha = max(beta, v)
            if alpha >= beta:
                break
        return v

    def min_value(self, state, alpha, beta):
        if self.game.is_terminal(state):
            return self.game.utility(state, self.top)
        v = math.inf
        for move in self.game.actions(state):
            v = min(v, self.max_value(self.game.result(state, move), alpha, beta))
            beta = min(beta, v)
            if alpha >= beta:
                break
        return v

    def search(self, state, alpha, beta):
        if self.game.to_move(state) == self.top:
            return self.max_value(state, alpha, beta)
        return self.min_value(state, alpha, beta)


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return Solver(game).search(state, alpha, beta)
