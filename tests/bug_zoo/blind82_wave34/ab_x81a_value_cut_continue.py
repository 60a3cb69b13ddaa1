"""checker: check_alphabeta
truth: buggy — MAX-VALUE and MIN-VALUE test v against the bound from above (v >= beta, v <= alpha) but answer the test
with `continue`, so the loop goes on with every child: right values, no leaf ever skipped (x81a's own shape of wave
34's ab_07, the AIMA value test).
source: own
"""
import math


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for a in game.actions(state):
        v = max(v, min_value(game, game.result(state, a), alpha, beta))
        alpha = max(alpha, v)
        if v >= beta:
            continue
    return v


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = math.inf
    for a in game.actions(state):
        v = min(v, max_value(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
        if v <= alpha:
            continue
    return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
