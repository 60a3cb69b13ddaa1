"""checker: check_table_alphabeta
truth: correct — entries keep the window they were searched with and are reused (at enough depth) only when that window CONTAINS the current one: an exact value stays exact, a fail-low/high stays a bound on the right side of the narrower window.
source: own
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    k = game.key(state)
    if k in table:
        d, v, lo, hi = table[k]
        if d >= depth and lo <= alpha and hi >= beta:
            return v
    a, b = alpha, beta
    mx = game.to_move(state) == "X"
    v = -math.inf if mx else math.inf
    for move in game.actions(state):
        w = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        v = max(v, w) if mx else min(v, w)
        if mx:
            a = max(a, v)
        else:
            b = min(b, v)
        if a >= b:
            break
    if k not in table or table[k][0] <= depth:
        table[k] = (depth, v, alpha, beta)
    return v
