"""Checker: check_table_alphabeta
Mistake: narrows the window from a bound entry the wrong way round: a lower bound lowers beta and an upper bound raises alpha (should raise alpha / lower beta).
"""
import math

CHECK = {"checker": "check_table_alphabeta", "kwargs": {}, "function": "my_alphabeta_with_table"}


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    window = (alpha, beta)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["bound"] == "exact":
            return entry["value"]
        if entry["bound"] == "lower":
            beta = min(beta, entry["value"])
        else:
            alpha = max(alpha, entry["value"])
        if alpha >= beta:
            return entry["value"]
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
    bound = "upper" if best <= window[0] else "lower" if best >= window[1] else "exact"
    table[key] = {"value": best, "bound": bound, "depth": depth}
    return best
