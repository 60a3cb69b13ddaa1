"""checker: check_table_alphabeta
truth: buggy — keeps the first child's value (`first`) and stores it in the entry where the node's best belongs; the bound kind is still computed from best.
source: own (the i42b fix: a value other than the best stored, not the last child's: only what the entry shows is named)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        value, bound = entry["value"], entry["bound"]
        if bound == "exact" or (bound == "lower" and value >= beta) or (bound == "upper" and value <= alpha):
            return value
    window = (alpha, beta)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    first = None
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if first is None:
            first = value
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    bound = "upper" if best <= window[0] else "lower" if best >= window[1] else "exact"
    table[key] = {"value": first, "bound": bound, "depth": depth}
    return best
