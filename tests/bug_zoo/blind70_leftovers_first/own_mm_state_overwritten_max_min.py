"""checker: check_minimax
truth: buggy — max_value()/min_value(): the loop over game.actions(state) overwrites state with each child (`state = game.result(state, a)`), so every move after the first is played on top of the ones before, not from the node itself.
source: own (s68a), wave 31's ng_05 slip in AIMA's max_value/min_value minimax
"""
import math


def max_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for a in game.actions(state):
        state = game.result(state, a)
        v = max(v, min_value(game, state))
    return v


def min_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = math.inf
    for a in game.actions(state):
        state = game.result(state, a)
        v = min(v, max_value(game, state))
    return v


def my_minimax(game, state):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state)
    return min_value(game, state)
