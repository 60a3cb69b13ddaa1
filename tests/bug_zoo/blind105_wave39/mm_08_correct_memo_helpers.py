"""checker: check_minimax
truth: correct — max_value/min_value helpers (AIMA Fig 5.3 style) returning (v, move), memoised on game.key(state).
source: own (AIMA-python games.py minimax_decision structure)
"""
import math

def max_value(game, state, cache):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v, best = -math.inf, None
    for a in game.actions(state):
        v2, _ = value(game, game.result(state, a), cache)
        if v2 > v:
            v, best = v2, a
    return v, best


def min_value(game, state, cache):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v, best = math.inf, None
    for a in game.actions(state):
        v2, _ = value(game, game.result(state, a), cache)
        if v2 < v:
            v, best = v2, a
    return v, best


def value(game, state, cache):
    k = game.key(state)
    if k not in cache:
        if game.to_move(state) == game.players[0]:
            cache[k] = max_value(game, state, cache)
        else:
            cache[k] = min_value(game, state, cache)
    return cache[k]


def my_minimax(game, state):
    return value(game, state, {})  # a fresh table per search
