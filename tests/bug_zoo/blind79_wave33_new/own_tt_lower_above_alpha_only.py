"""checker: check_table_alphabeta
truth: buggy — entries say their kind right, but the read answers with a "lower" entry whenever its value is >= alpha (it must reach beta); the upper bounds are read right (<= alpha).
source: written for the fix (w77b), another shape of wave 33's tt_02 (one end only)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["kind"] == "exact":
            return entry["value"]
        if entry["kind"] == "lower" and entry["value"] >= alpha:
            return entry["value"]
        if entry["kind"] == "upper" and entry["value"] <= alpha:
            return entry["value"]
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    kind = "upper" if best <= a0 else "lower" if best >= b0 else "exact"
    table[key] = {"value": best, "depth": depth, "kind": kind}
    return best
