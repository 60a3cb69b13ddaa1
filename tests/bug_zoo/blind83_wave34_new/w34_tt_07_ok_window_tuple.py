"""checker: check_table_alphabeta
truth: correct — stores (depth, value, alpha, beta) of each search, like midhun-sadanand's ab_table tuples, and reuses an entry when it was searched at least as deep with a window containing the current one (then its value is exact or a bound on the right side for the narrower window too); fail-soft.
source: ported from midhun-sadanand/cs474-final-project transpositiontable.py (ab_store keeps stored_alpha, stored_beta), reuse rule own
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    state_key = game.key(state)
    if state_key in table:
        stored_depth, value, stored_alpha, stored_beta = table[state_key]
        if stored_depth >= depth and stored_alpha <= alpha and stored_beta >= beta:
            return value
    a, b = alpha, beta
    maximizing = game.to_move(state) == "X"
    value = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        child = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maximizing:
            value = max(value, child)
            a = max(a, value)
        else:
            value = min(value, child)
            b = min(b, value)
        if a >= b:
            break
    table[state_key] = (depth, value, alpha, beta)
    return value
