"""checker: check_alphabeta
truth: buggy — one function with right cut tests (v >= beta at MAX, v <= alpha at MIN) and v started at -inf / +inf, but the window's defaults are alpha=-1, beta=1, the range of tic-tac-toe's utilities: a root called without a window stops as soon as a child reaches 1 (MAX) or -1 (MIN), so trees with larger values are cut too early.
source: our own second shape of wave 25's ab_01 (j44a)
"""
import math


def alphabeta(game, state, alpha=-1, beta=1):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, alphabeta(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, alphabeta(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def my_alphabeta(game, state):
    return alphabeta(game, state)
