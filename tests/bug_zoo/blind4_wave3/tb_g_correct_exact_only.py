"""checker: table_alphabeta
mistake: correct (stores and reuses only exact values found strictly inside the window)
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
        value, bound = entry["value"], entry["bound"]
        if bound == "exact":
            return value
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, value); alpha = max(alpha, best)
        else:
            best = min(best, value); beta = min(beta, best)
        if alpha >= beta:
            break
    if a0 < best < b0:
        table[key] = {"value": best, "bound": "exact", "depth": depth}
    return best
