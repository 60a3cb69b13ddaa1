"""checker: check_table_alphabeta
truth: correct — Wikipedia-style table probe that narrows (alpha, beta) with a stored bound and judges the new entry against the narrowed window; with fail-soft values this is still sound (a fail-low result is an upper bound whatever the window).
source: own (Wikipedia negamax-with-TT pseudo-code in max/min form, `alphaOrig` taken after the lookup)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    tt = table.get(key)
    if tt is not None and tt[2] >= depth:
        value, kind, _ = tt
        if kind == "exact":
            return value
        if kind == "lower":
            alpha = max(alpha, value)
        elif kind == "upper":
            beta = min(beta, value)
        if alpha >= beta:
            return value
    alpha_orig, beta_orig = alpha, beta
    x_to_move = game.to_move(state) == "X"
    best = -math.inf if x_to_move else math.inf
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if x_to_move:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    if best <= alpha_orig:
        kind = "upper"
    elif best >= beta_orig:
        kind = "lower"
    else:
        kind = "exact"
    table[key] = (best, kind, depth)
    return best
