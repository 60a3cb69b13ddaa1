"""checker: check_table_alphabeta
truth: buggy — each entry's bounds are tightened with every new bound (lower = max(lower, value), upper = min(upper, value)) whatever depth they came from, and the entry keeps the greatest depth, so a shallower search's bound tightens a deeper entry as if it were that deep.
source: own (another shape of wave 30's tt_03: a bound trusted deeper than it was searched)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    lower, upper, stored_depth = table.get(key, (-math.inf, math.inf, 0))
    if stored_depth >= depth:
        if lower >= beta:
            return lower
        if upper <= alpha:
            return upper
        if lower == upper:
            return lower
        alpha, beta = max(alpha, lower), min(beta, upper)
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == "X":
        value = -math.inf
        for move in game.actions(state):
            value = max(value, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    else:
        value = math.inf
        for move in game.actions(state):
            value = min(value, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, value)
            if alpha >= beta:
                break
    if value <= alpha0:  # failed low: an upper bound
        lower_new, upper_new = -math.inf, value
    elif value >= beta0:  # failed high: a lower bound
        lower_new, upper_new = value, math.inf
    else:
        lower_new, upper_new = value, value
    table[key] = (max(lower, lower_new), min(upper, upper_new), max(stored_depth, depth))
    return value
