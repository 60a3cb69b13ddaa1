"""
checker: check_minimax
truth: buggy — a status helper returns 1 for "game still running", which collides with a MAX win (+1): positions MAX has already won are searched on as if unfinished (no moves -> -inf / +inf)
source: C++ forum thread "Tic Tac Toe Minimax Algorithm Problem" (Nemotron-CC page): gameState() returns INPROGRESS=1 and the search does `if (positionValue != 1) return positionValue;` — ported with the same sentinel.
"""
import math

IN_PROGRESS = 1


def game_state(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return IN_PROGRESS


def my_minimax(game, state):
    position_value = game_state(game, state)
    if position_value != IN_PROGRESS:
        return position_value, None
    maximizing = game.to_move(state) == game.players[0]
    best_value = -math.inf if maximizing else math.inf
    best_move = None
    for move in game.actions(state):
        value, _ = my_minimax(game, game.result(state, move))
        if (maximizing and value > best_value) or (not maximizing and value < best_value):
            best_value, best_move = value, move
    return best_value, best_move
