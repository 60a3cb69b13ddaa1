"""checker: check_minimax (with_move=True)
truth: correct — negamax inside (value for the side to move), turned to MAX's view at the end.
"""
import math


def _negamax(game, state):
    mover = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, mover), None
    best, best_move = -math.inf, None
    for move in game.actions(state):
        child = game.result(state, move)
        if game.is_terminal(child):
            v = game.utility(child, mover)
        else:
            v = _negamax(game, child)[0]
            if game.to_move(child) != mover:
                v = -v
        if v > best:
            best, best_move = v, move
    return best, best_move


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    value, move = _negamax(game, state)
    if game.to_move(state) != game.players[0]:
        value = -value
    return value, move
