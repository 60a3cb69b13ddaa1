"""
checker: check_minimax
truth: buggy — at the root the children are searched with the helper of the player to move (max_value after MAX's move, min_value after MIN's), so the first ply is maximised (minimised) twice; inner nodes are right
source: CS50 AI tictactoe question on Stack Overflow, explained at https://openillumi.com/?p=81271 ("max_value was being applied twice in the initial step") — ported with the CS50 max_value/min_value helpers.
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
        best, best_action = -math.inf, None
        for action in game.actions(state):
            v = max_value(game, game.result(state, action))
            if v > best:
                best, best_action = v, action
        return best, best_action
    best, best_action = math.inf, None
    for action in game.actions(state):
        v = min_value(game, game.result(state, action))
        if v < best:
            best, best_action = v, action
    return best, best_action
