"""checker: check_minimax
truth: buggy — the root loop tests `if min_value(game, child) > best:` but only records the move: best never leaves -inf (MIN's root: +inf), so every child passes the test and the last move is returned; the value, taken apart, is right.
"""
import math


def max_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return max(min_value(game, game.result(state, a)) for a in game.actions(state))


def min_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return min(max_value(game, game.result(state, a)) for a in game.actions(state))


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_move = None
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            if min_value(game, game.result(state, a)) > best:
                best_move = a
        return max_value(game, state), best_move
    best = math.inf
    for a in game.actions(state):
        if max_value(game, game.result(state, a)) < best:
            best_move = a
    return min_value(game, state), best_move
