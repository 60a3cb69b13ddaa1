"""checker: check_table_alphabeta
truth: buggy — stores `value` (the last child searched) instead of `best` in the table entry, while the bound kind is computed from best, so a position read back later answers with its last child's value.
source: own
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
    table[key] = {"value": value, "bound": bound, "depth": depth}
    return best
