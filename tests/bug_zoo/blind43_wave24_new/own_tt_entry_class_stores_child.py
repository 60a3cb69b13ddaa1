"""checker: check_table_alphabeta
truth: buggy — the loop keeps `value = max(value, child)` from each child's `child`, and the table's entry, written after the loop, holds `child`: the last child searched not the node's value it returns.
source: own (the i42b fix: another shape of w24_tt_05, the child's value under another name, an entry class)
"""
import math
from collections import namedtuple

Entry = namedtuple("Entry", "value depth kind")


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and hit.depth >= depth:
        if hit.kind == "exact":
            return hit.value
        if hit.kind == "lower" and hit.value >= beta:
            return hit.value
        if hit.kind == "upper" and hit.value <= alpha:
            return hit.value
    lo, hi = alpha, beta
    x_moves = game.to_move(state) == "X"
    value = -math.inf if x_moves else math.inf
    for move in game.actions(state):
        child = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        value = max(value, child) if x_moves else min(value, child)
        if x_moves:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    kind = "upper" if value <= lo else "lower" if value >= hi else "exact"
    table[key] = Entry(child, depth, kind)
    return value
