"""checker: check_minimax
truth: buggy — the root loop tests each child's value against `best`, but `best = value` stands after the if, unconditionally, so each child is compared with the one before it, not with the best so far: the move kept is the last one that beats its predecessor.
"""
import math


def minimax_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [minimax_value(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_minimax(game, state):
    if game.is_terminal(state):
        return minimax_value(game, state), None
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    best_move = None
    for move in game.actions(state):
        value = minimax_value(game, game.result(state, move))
        if (value > best) if maximizing else (value < best):
            best_move = move
        best = value
    return minimax_value(game, state), best_move
