"""checker: check_table_alphabeta
truth: buggy — the table keeps (value, kind) per position with no depth, so an entry from a shallower search answers a deeper one (a wrong value); besides, MAX nodes never raise alpha, which only costs positions.
source: written for the fix (w77b), another shape of wave 33's tt_08 (the value slip told first)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        value, kind = table[key]
        if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
            return value
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate,
                                                     alpha, beta, table))
            if best >= beta:
                break
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate,
                                                     alpha, beta, table))
            beta = min(beta, best)
            if best <= alpha:
                break
    table[key] = (best, "upper" if best <= alpha0 else "lower" if best >= beta0 else "exact")
    return best
