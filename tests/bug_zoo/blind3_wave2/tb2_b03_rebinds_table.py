"""check_table_alphabeta — TRUTH: buggy: starts with `table = {}` ("make sure it is empty"), rebinding the name, so it fills its own fresh dict each call and never writes to the table it was given (and reads nothing from earlier searches)."""
CHECK, KW = "check_table_alphabeta", {}
import math
def student(game, state, depth, evaluate, alpha, beta, table):
    table = {}
    return _inner(game, state, depth, evaluate, alpha, beta, table)
def _inner(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    e = table.get(key)
    if e is not None and e[0] >= depth:
        d, v, b = e
        if b == "exact" or (b == "lower" and v >= beta) or (b == "upper" and v <= alpha):
            return v
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = _inner(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v); alpha = max(alpha, best)
        else:
            best = min(best, v); beta = min(beta, best)
        if alpha >= beta:
            break
    table[key] = (depth, best, "upper" if best <= a0 else "lower" if best >= b0 else "exact")
    return best
