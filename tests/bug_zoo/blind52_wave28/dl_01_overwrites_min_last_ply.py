"""checker: check_depth_limited_minimax
truth: buggy — in MIN nodes one ply above the horizon (prof == 1) it writes `v = evaluate(child)` instead of `v = min(v, ...)`, so such a node is worth its last child's estimate (unless an earlier one fell to alpha), and a finished child there gets evaluate, not its utility.
source: ported from dpdorado/Damas-Espa-olas---IA Code/AlphaBeta.py (max_value/min_value with `if prof==1: v=self.game.utility(self.game.result(state,a),player)`), evaluate in place of their utility call, a depth check added at the top of both
"""
import math


class AlphaBeta:

    def __init__(self, game, evaluate):
        self.game = game
        self.evaluate = evaluate

    def max_value(self, state, alpha, beta, player, prof):
        if self.game.is_terminal(state):
            return self.game.utility(state, player)
        if prof == 0:
            return self.evaluate(state)
        v = -float("inf")
        for a in self.game.actions(state):
            v = max(v, self.min_value(self.game.result(state, a), alpha, beta, player, prof - 1))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(self, state, alpha, beta, player, prof):
        if self.game.is_terminal(state):
            return self.game.utility(state, player)
        if prof == 0:
            return self.evaluate(state)
        v = float("inf")
        for a in self.game.actions(state):
            if prof == 1:
                v = self.evaluate(self.game.result(state, a))
            else:
                v = min(v, self.max_value(self.game.result(state, a), alpha, beta, player, prof - 1))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v


def my_depth_limited(game, state, depth, evaluate):
    search = AlphaBeta(game, evaluate)
    if game.to_move(state) == game.players[0]:
        return search.max_value(state, -math.inf, math.inf, game.players[0], depth)
    return search.min_value(state, -math.inf, math.inf, game.players[0], depth)
