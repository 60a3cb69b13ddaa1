"""checker: check_minimax
truth: buggy — `best_move = move if minimax(...) > best_score else best_move` records the move but never raises best_score from its start, so every child beats it and the last move is returned (at a MIN root, `<` against +inf: the same).
"""
import math


def minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    scores = [minimax(game, game.result(state, m)) for m in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(scores)
    return min(scores)


def my_minimax(game, state):
    value = minimax(game, state)
    if game.is_terminal(state):
        return value, None
    best_move = None
    if game.to_move(state) == game.players[0]:
        best_score = -math.inf
        for move in game.actions(state):
            best_move = move if minimax(game, game.result(state, move)) > best_score else best_move
    else:
        best_score = math.inf
        for move in game.actions(state):
            best_move = move if minimax(game, game.result(state, move)) < best_score else best_move
    return value, best_move
