"""checker: check_table_alphabeta
truth: buggy — the bounds and the depth live under keys of their own in the table ("lo", key), ("hi", key), ("depth", key); a search that fails high writes only the lower bound and the depth, so an upper bound from a shallower search is then read as deep as the newer depth.
source: own (another shape of wave 30's tt_03: bounds and depth kept apart)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if table.get(("depth", key), -1) >= depth:
        low = table.get(("lo", key), -math.inf)
        high = table.get(("hi", key), math.inf)
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low == high:
            return low
        alpha, beta = max(alpha, low), min(beta, high)
    start_alpha, start_beta = alpha, beta
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
    if best <= start_alpha:
        table[("hi", key)] = best
    elif best >= start_beta:
        table[("lo", key)] = best
    else:
        table[("lo", key)] = best
        table[("hi", key)] = best
    table[("depth", key)] = depth
    return best
