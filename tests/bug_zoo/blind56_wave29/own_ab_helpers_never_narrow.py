"""checker: check_alphabeta
truth: buggy — the root raises alpha over its moves, but max_value/min_value never narrow the window they were given (no alpha = max(alpha, v), no beta = min(beta, v)): each stops on its own test against the bound handed down, so below the root's children MAX nodes never get a lowered beta and search children alpha-beta cuts.
source: own (the shape of wave 29's ab_08: cutoff tests that are there, reading bounds never narrowed)
"""
import math


def max_value(game, s, alpha, beta):
    if game.is_terminal(s):
        return game.utility(s, game.players[0])
    v = -math.inf
    for a in game.actions(s):
        v = max(v, min_value(game, game.result(s, a), alpha, beta))
        if v >= beta:
            return v
    return v


def min_value(game, s, alpha, beta):
    if game.is_terminal(s):
        return game.utility(s, game.players[0])
    v = math.inf
    for a in game.actions(s):
        v = min(v, max_value(game, game.result(s, a), alpha, beta))
        if v <= alpha:
            return v
    return v


def my_alphabeta(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            best = max(best, min_value(game, game.result(state, a), best, math.inf))
        return best
    best = math.inf
    for a in game.actions(state):
        best = min(best, max_value(game, game.result(state, a), -math.inf, best))
    return best
