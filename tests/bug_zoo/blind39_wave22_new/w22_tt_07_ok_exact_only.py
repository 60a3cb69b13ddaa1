"""checker: check_table_alphabeta
truth: correct — a cautious table that stores and reads back only exact values (a value strictly inside the window it was searched with), with their depth; bounds are simply not remembered.
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
    known = table.get(key)
    if known is not None and known[1] >= depth:
        return known[0]
    low, high = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    if low < best < high:  # exact: safe to reuse whatever the next window
        table[key] = (best, depth)
    return best
