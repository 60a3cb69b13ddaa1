"""checker: check_minimax
truth: buggy — `value, a = search(game, game.result(state, a))` unpacks the child's (value, move) pair into the loop's own variable `a`, so the move kept with the best value is the one chosen below the child (None above a finished game); the values are right.
source: our own second shape of wave 25's mm_09 (j44a)
"""
import math


def search(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best_value, best_move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        value, a = search(game, game.result(state, a))
        if (maximizing and value > best_value) or (not maximizing and value < best_value):
            best_value, best_move = value, a
    return best_value, best_move


def my_minimax(game, state):
    return search(game, state)
