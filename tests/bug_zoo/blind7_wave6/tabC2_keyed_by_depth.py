"""checker: check_table_alphabeta
truth: correct — entries keyed by (game.key(state), depth): reused only at exactly the same depth (less reuse, never wrong), bounds kept right.
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = (game.key(state), depth)
    if key in table:
        value, kind = table[key]
        if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
            return value
    lo, hi = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    table[key] = (best, "upper" if best <= lo else "lower" if best >= hi else "exact")
    return best
