"""check_table_alphabeta — TRUTH: buggy: the depth test is written entry_depth <= depth (reversed): it reuses shallower entries and refuses deeper ones."""
CHECK, KW = "check_table_alphabeta", {}
import math
def _search(game, state, depth, evaluate, alpha, beta, table, MODE):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if MODE == "depthreversed":
        deep_enough = entry is not None and entry["depth"] <= depth
    elif MODE == "depthequal":
        deep_enough = entry is not None and entry["depth"] == depth
    else:
        deep_enough = entry is not None and entry["depth"] >= depth
    if deep_enough:
        value, bound = entry["value"], entry["bound"]
        if bound == "exact":
            return value
        if bound == "lower" and value >= beta:
            return beta if MODE == "failhardread" else value
        if bound == "upper" and value <= alpha:
            return alpha if MODE == "failhardread" else value
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    cut = False
    for move in game.actions(state):
        value = _search(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, MODE)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            cut = True
            break
    if MODE == "strictflags":
        bound = "upper" if best < a0 else "lower" if best > b0 else "exact"
    else:
        bound = "upper" if best <= a0 else "lower" if best >= b0 else "exact"
    if MODE == "nostoreoncut" and cut:
        return best
    table[key] = {"value": best, "bound": bound, "depth": depth}
    return best

def student(game, state, depth, evaluate, alpha, beta, table):
    return _search(game, state, depth, evaluate, alpha, beta, table, "depthreversed")
