"""checker: check_minimax
truth: buggy — a visited set handed down the whole search: a child whose position is already in it is skipped
(continue), as a graph search would, so positions reached by a second order of moves drop out of the max/min.
source: written for blind42's ab_04 (i42a), another shape of a search-wide "seen" skip.
"""
import math


def search(game, state, visited):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        child = game.result(state, move)
        key = game.key(child)
        if key in visited:
            continue
        visited.add(key)
        value = search(game, child, visited)[0]
        if (value > best) if maximizing else (value < best):
            best, best_move = value, move
    return best, best_move


def my_minimax(game, state):
    return search(game, state, set())
