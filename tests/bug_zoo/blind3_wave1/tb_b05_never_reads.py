"""check_table_alphabeta — TRUTH: buggy: stores entries but never reads them back."""
CHECK, KW = "check_table_alphabeta", {}
import math
def _search(game, state, depth, evaluate, alpha, beta, table, MODE):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and MODE != "noread" and (entry["depth"] >= depth or MODE == "anydepth"):
        value, bound = entry["value"], entry["bound"]
        if MODE == "ignorebound":
            return value
        if bound == "exact" or (bound == "lower" and value >= beta) or (bound == "upper" and value <= alpha):
            return value
    window = (alpha, beta)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = _search(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, MODE)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    lo, hi = (alpha, beta) if MODE == "updatedwindow" else window
    bound = "upper" if best <= lo else "lower" if best >= hi else "exact"
    if MODE == "allexact":
        bound = "exact"
    if MODE == "swapped":
        bound = {"upper": "lower", "lower": "upper", "exact": "exact"}[bound]
    if MODE != "nostore":
        table[key] = {"value": best, "bound": bound, "depth": depth}
    return best

def student(game, state, depth, evaluate, alpha, beta, table):
    return _search(game, state, depth, evaluate, alpha, beta, table, "noread")
