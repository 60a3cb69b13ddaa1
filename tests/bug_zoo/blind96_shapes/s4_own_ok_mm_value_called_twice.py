"""checker: check_minimax
truth: correct — the root loop tests `if min_value(game, child) > best:` and, inside the if, searches the child again to keep its value with the move.
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
                best = min_value(game, game.result(state, a))
                best_move = a
        return best, best_move
    best = math.inf
    for a in game.actions(state):
        if max_value(game, game.result(state, a)) < best:
            best = max_value(game, game.result(state, a))
            best_move = a
    return best, best_move
