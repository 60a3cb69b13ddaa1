"""checker: check_alphabeta
truth: buggy — the search starts with the window (-2, 2) and best values -2 / +2 instead of -infinity / +infinity, which only works while every utility lies in [-1, 1]; on trees with larger leaves it cuts off too early and returns wrong values.
source: ported from the Stack Abuse "Minimax and Alpha-Beta Pruning in Python" game (max_alpha_beta(self, alpha, beta): maxv = -2 ... self.max_alpha_beta(-2, 2)), found in many public forks
"""


class AlphaBeta:
    def __init__(self, game):
        self.game = game
        self.MAX = game.players[0]

    def max_alpha_beta(self, state, alpha, beta):
        maxv = -2
        px = None
        if self.game.is_terminal(state):
            return (self.game.utility(state, self.MAX), None)
        for move in self.game.actions(state):
            (m, _) = self.min_alpha_beta(self.game.result(state, move), alpha, beta)
            if m > maxv:
                maxv = m
                px = move
            if maxv >= beta:
                return (maxv, px)
            if maxv > alpha:
                alpha = maxv
        return (maxv, px)

    def min_alpha_beta(self, state, alpha, beta):
        minv = 2
        qx = None
        if self.game.is_terminal(state):
            return (self.game.utility(state, self.MAX), None)
        for move in self.game.actions(state):
            (m, _) = self.max_alpha_beta(self.game.result(state, move), alpha, beta)
            if m < minv:
                minv = m
                qx = move
            if minv <= alpha:
                return (minv, qx)
            if minv < beta:
                beta = minv
        return (minv, qx)


def my_alphabeta(game, state):
    ai = AlphaBeta(game)
    if game.to_move(state) == game.players[0]:
        return ai.max_alpha_beta(state, -2, 2)[0]
    return ai.min_alpha_beta(state, -2, 2)[0]
