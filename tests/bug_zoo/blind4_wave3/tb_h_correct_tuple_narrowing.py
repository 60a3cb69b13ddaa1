"""checker: table_alphabeta
mistake: correct (tuple entries (depth, lo, hi); narrows the window from stored bounds, fail-hard at the top)
"""

import math
def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = (game.key(state), depth)
    lo, hi = table.get(key, (-math.inf, math.inf))
    if lo >= beta:
        return lo
    if hi <= alpha:
        return hi
    if lo == hi:
        return lo
    a, b = max(alpha, lo), min(beta, hi)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maximizing:
            best = max(best, v); a = max(a, best)
        else:
            best = min(best, v); b = min(b, best)
        if a >= b:
            break
    if best <= a0_of(alpha, lo):
        hi = best
    elif best >= b0_of(beta, hi):
        lo = best
    else:
        lo = hi = best
    table[key] = (lo, hi)
    return best
def a0_of(alpha, lo):
    return max(alpha, lo)
def b0_of(beta, hi):
    return min(beta, hi)
