"""checker: check_minimax
truth: correct — MAX-VALUE/MIN-VALUE pair that tries the moves last to first (so among equally good moves it returns another one than the library), keeping the first best found.
source: own
"""
import math


def max_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v, best = -math.inf, None
    for a in reversed(list(game.actions(state))):
        v2, _ = min_value(game, game.result(state, a))
        if v2 > v:
            v, best = v2, a
    return v, best


def min_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v, best = math.inf, None
    for a in reversed(list(game.actions(state))):
        v2, _ = max_value(game, game.result(state, a))
        if v2 < v:
            v, best = v2, a
    return v, best


def my_minimax(game, state):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state)
    return min_value(game, state)
