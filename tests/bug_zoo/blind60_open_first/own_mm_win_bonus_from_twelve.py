"""checker: check_minimax
truth: buggy — a depth of its own, 12 at the root call and counted down at every node, is added to a win's utility and taken from a loss's (a draw stays 0), to prefer quick wins, so no finished game is worth its utility.
source: own (blind54's mm_07 with a start of 12 written at the root call, not tic-tac-toe's 9 or 10)
"""
import math


def search(game, state, depth):
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        if u > 0:
            return u + depth, None
        if u < 0:
            return u - depth, None
        return u, None
    maximizing = game.to_move(state) == game.players[0]
    best, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        value, _ = search(game, game.result(state, move), depth - 1)
        if (maximizing and value > best) or (not maximizing and value < best):
            best, best_move = value, move
    return best, best_move


def my_minimax(game, state):
    return search(game, state, 12)
