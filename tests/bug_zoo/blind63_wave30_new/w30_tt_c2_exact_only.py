"""checker: check_table_alphabeta
truth: correct — a table that stores only exact values (results strictly inside the window they were searched with) and never replaces a deeper entry; a fail-high or fail-low is simply not stored.
source: ported from github.com/mhbackes/ia-bot client/transposition_table.py (lookUp: move_depth >= depth; store: keep an existing entry searched at least as deep), used for exact values only
"""
import math


class TranspositionTable(object):

    def __init__(self, table):
        self._table = table

    def lookUp(self, key, depth):
        if key in self._table:
            move, value, move_depth = self._table[key]
            if move_depth >= depth:
                return (move, value)
        return None

    def store(self, key, depth, move, value):
        if key in self._table:
            _, _, tt_depth = self._table[key]
            if tt_depth >= depth:
                return
        self._table[key] = (move, value, depth)


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    tt = TranspositionTable(table)
    key = game.key(state)
    found = tt.lookUp(key, depth)
    if found is not None:
        return found[1]
    maximizing = game.to_move(state) == "X"
    a, b = alpha, beta
    best_value = -math.inf if maximizing else math.inf
    best_move = None
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if (maximizing and v > best_value) or (not maximizing and v < best_value):
            best_value, best_move = v, move
        if maximizing:
            a = max(a, v)
        else:
            b = min(b, v)
        if a >= b:
            break
    if alpha < best_value < beta:  # only an exact value is worth keeping
        tt.store(key, depth, best_move, best_value)
    return best_value
