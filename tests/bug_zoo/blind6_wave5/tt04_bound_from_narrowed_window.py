"""Checker: check_table_alphabeta
Mistake: classifies the stored value against the window as narrowed during the loop (alpha/beta after updates), not the window it was called with.
"""
import math

CHECK = {"checker": "check_table_alphabeta", "kwargs": {}, "function": "my_alphabeta_with_table"}


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
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
    bound = "upper" if best <= alpha else "lower" if best >= beta else "exact"
    table[key] = {"value": best, "bound": bound, "depth": depth}
    return best
