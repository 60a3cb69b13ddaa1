"""check_table_alphabeta — TRUTH: correct (tuple entries (depth, lower, upper) that narrow the window, fail-hard style clipping to the window)."""
CHECK, KW = "check_table_alphabeta", {}
import math
def student(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = (game.key(state), depth)
    lower, upper = table.get(key, (-math.inf, math.inf))
    if lower >= beta:
        return lower
    if upper <= alpha:
        return upper
    if lower == upper:
        return lower
    a0, b0 = alpha, beta
    alpha, beta = max(alpha, lower), min(beta, upper)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    a, b = alpha, beta
    for move in game.actions(state):
        v = student(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maximizing:
            best = max(best, v); a = max(a, best)
        else:
            best = min(best, v); b = min(b, best)
        if a >= b:
            break
    if best <= alpha:
        table[key] = (lower, best)
    elif best >= beta:
        table[key] = (best, upper)
    else:
        table[key] = (best, best)
    return best
