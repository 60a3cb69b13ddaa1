"""checker: check_expectimax
truth: correct — CS188-style max_value/min_value/exp_value helpers returning (value, move), with -inf/+inf starts.
source: own (CS188 multiAgents ExpectimaxAgent shape)
"""
import math


def max_value(game, state):
    best = (-math.inf, None)
    for a in game.actions(state):
        v = value(game, game.result(state, a))[0]
        if v > best[0]:
            best = (v, a)
    return best


def min_value(game, state):
    best = (math.inf, None)
    for a in game.actions(state):
        v = value(game, game.result(state, a))[0]
        if v < best[0]:
            best = (v, a)
    return best


def exp_value(game, state):
    return (sum(p * value(game, game.result(state, a))[0] for a, p in game.outcomes(state)), None)


def value(game, state):
    if game.is_terminal(state):
        return (game.utility(state, game.players[0]), None)
    if game.is_chance(state):
        return exp_value(game, state)
    if game.to_move(state) == game.players[0]:
        return max_value(game, state)
    return min_value(game, state)


def my_expectimax(game, state):
    return value(game, state)
