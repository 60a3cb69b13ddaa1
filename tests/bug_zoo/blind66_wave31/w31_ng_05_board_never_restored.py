"""checker: check_negamax
truth: buggy — negamax(): `temp_game` is the position itself and each move is played onto it in turn (`temp_game = game.result(temp_game, move)`) without going back, so the second and later moves are searched from the position after the earlier moves (stones pile up; on trees the path runs past a leaf), not from the node's own position.
source: ported from m-shihata/cs50b-tic-tac-toe helpers.py, minimax(game, turn, count) (`temp_game = game`, moves written in and never undone), as negamax
"""
from math import inf


def negamax(game, state):

    temp_game = state

    # Base case to return if game is over
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))

    # Available moves
    moves = game.actions(state)
    value = -inf

    for move in moves:
        temp_game = game.result(temp_game, move)
        value = max(value, -negamax(game, temp_game))

    # Return index value
    return value


def my_negamax(game, state):
    return negamax(game, state)
