"""
checker: check_minimax
truth: correct — negamax-style inside (sign = +1 for MAX, -1 for MIN) and converted back to MAX's view
"""
import math


def _search(game, state):
    MAX = game.players[0]
    sign = 1 if game.to_move(state) == MAX else -1
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    best, best_move = -math.inf, None
    for move in game.actions(state):
        value, _ = _search(game, game.result(state, move))
        if sign * value > best:
            best, best_move = sign * value, move
    return sign * best, best_move


def my_minimax(game, state):
    return _search(game, state)
