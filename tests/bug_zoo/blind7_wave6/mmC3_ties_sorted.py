"""checker: check_minimax (with_move=True)
truth: correct — tries the moves sorted by their text, keeps the LAST of equal best moves (>=, <=), inner helpers.
"""
import math


def my_minimax(game, state):
    me = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, me), None
    maximizing = game.to_move(state) == me
    best = -math.inf if maximizing else math.inf
    choice = None
    for move in sorted(game.actions(state), key=str):
        v, _ = my_minimax(game, game.result(state, move))
        if (maximizing and v >= best) or (not maximizing and v <= best):
            best, choice = v, move
    return best, choice
