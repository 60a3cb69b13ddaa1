"""checker: check_iterative_deepening
truth: correct — a class that runs a new alpha-beta per depth limit 1..max and accumulates each depth's (value, move).
source: port of the IterativeDeepeningAI chess assignment (William Dinauer, 2022) found by code search: for i in range(1, depth_lim+1): p = AlphaBetaAI(i); move = p.choose_move(board); best_move.append(move)
"""
from ttt_lab.search import alphabeta


class AlphaBetaAI:
    def __init__(self, depth, evaluate):
        self.depth = depth
        self.evaluate = evaluate

    def choose_move(self, game, state):
        r = alphabeta(game, state, depth=self.depth, evaluate=self.evaluate)
        return r.value, r.move


class IterativeDeepeningAI:
    def __init__(self, depth):
        self.depth_lim = depth

    def choose_move(self, game, state, evaluate):
        best_move = list()
        for i in range(1, self.depth_lim + 1):
            p = AlphaBetaAI(i, evaluate)
            # choose a move for the specific depth, accumulate best moves
            best_move.append(p.choose_move(game, state))
        return best_move


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    return IterativeDeepeningAI(max_depth).choose_move(game, state, evaluate)
