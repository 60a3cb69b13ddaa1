"""checker: check_table_alphabeta
truth: buggy — negamax with a table whose flags are right, read at the wrong ends: LOWER answers when value > alpha, UPPER when value < beta.
source: written for the fix (w77b), another shape of wave 33's tt_02 (negamax form, dict entries)
"""
import math

EXACT, LOWER, UPPER = "EXACT", "LOWER", "UPPER"


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * negamax(game, state, depth, evaluate, sign * alpha if sign == 1 else -beta,
                          beta if sign == 1 else -alpha, table)


def negamax(game, state, depth, evaluate, alpha, beta, table):
    sign = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return sign * game.utility(state, "X")
    if depth == 0:
        return sign * evaluate(state)
    key = game.key(state)
    if key in table:
        e = table[key]
        if e["depth"] >= depth:
            if e["flag"] == EXACT:
                return e["value"]
            if e["flag"] == LOWER and e["value"] > alpha:
                return e["value"]
            if e["flag"] == UPPER and e["value"] < beta:
                return e["value"]
    alpha0 = alpha
    best = -math.inf
    for move in game.actions(state):
        v = -negamax(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table)
        best = max(best, v)
        alpha = max(alpha, v)
        if alpha >= beta:
            break
    flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
    table[key] = {"value": best, "depth": depth, "flag": flag}
    return best
