"""checker: check_alphabeta
truth: buggy — the terminal test is `terminal_value(state) != 0`, using 0 both for "not over" and for a draw, so a finished position worth 0 is searched as if unfinished and, having no moves, returns -inf/+inf.
source: ported from a public AlphaBetaSearch class (numpy TicTacToeGame, `if self.game.is_terminal(state, 1) != 0: return ...`), code corpus, repository not named
"""
import math


class AlphaBetaSearch:
    def __init__(self, game):
        self.game = game

    def terminal_value(self, state):
        # the utility for MAX if the game is over, else 0
        if self.game.is_terminal(state):
            return self.game.utility(state, self.game.players[0])
        return 0

    def max_value(self, state, alpha, beta):
        if self.terminal_value(state) != 0:
            return self.terminal_value(state)
        v = -math.inf
        for a in self.game.actions(state):
            v = max(v, self.value(self.game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(self, state, alpha, beta):
        if self.terminal_value(state) != 0:
            return self.terminal_value(state)
        v = math.inf
        for a in self.game.actions(state):
            v = min(v, self.value(self.game.result(state, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    def value(self, state, alpha, beta):
        if self.game.to_move(state) == self.game.players[0]:
            return self.max_value(state, alpha, beta)
        return self.min_value(state, alpha, beta)

def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return AlphaBetaSearch(game).value(state, alpha, beta)
