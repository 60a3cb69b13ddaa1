"""checker: check_minimax
truth: buggy — the value comes from the right helper, but the move is chosen by scoring each child with the mover's own helper (max_value after X's move, min_value after O's move) instead of the opponent's, so the move can be one that does not keep the value.
source: own, in the style of CS50 AI project0 tictactoe.py (max_value/min_value helpers; `minimax` picks `max(actions, key=lambda a: max_value(result(board, a)))`), a common CS50 submission slip
"""
import math


def max_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for action in game.actions(state):
        v = max(v, min_value(game, game.result(state, action)))
    return v


def min_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = math.inf
    for action in game.actions(state):
        v = min(v, max_value(game, game.result(state, action)))
    return v


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.to_move(state) == game.players[0]:
        value = max_value(game, state)
        move = max(game.actions(state), key=lambda a: max_value(game, game.result(state, a)))
    else:
        value = min_value(game, state)
        move = min(game.actions(state), key=lambda a: min_value(game, game.result(state, a)))
    return value, move
