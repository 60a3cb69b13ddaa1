"""checker: check_minimax
truth: buggy — status() says ONGOING = -1 for a game still being played, the same number as a win for MIN, so
value() searches on every finished game MIN has won: it has no moves, and max(..., default=-inf) is -inf there.
The entry point tests game.is_terminal itself, so a finished root is scored right.
source: written for blind42's mm_01 (i42a), another shape of a "still playing" status that is also a utility.
"""
import math

ONGOING = -1


def status(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return ONGOING


def value(game, state):
    found = status(game, state)
    if found != ONGOING:
        return found
    values = [value(game, game.result(state, move)) for move in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(values, default=-math.inf)
    return min(values, default=math.inf)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    scored = [(value(game, game.result(state, move)), move) for move in game.actions(state)]
    pick = max if maximizing else min
    return pick(scored, key=lambda pair: pair[0])
