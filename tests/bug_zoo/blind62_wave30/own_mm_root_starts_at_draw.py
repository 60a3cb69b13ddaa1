"""checker: check_minimax
truth: buggy — the helpers max_value/min_value are right, but the root's own loop starts its best at 0 (`best = 0`, "a draw is the least we accept") and keeps a move only when strictly better, so where every move is worse than 0 for the player to move the root returns 0 (and no move), and a position whose best is a draw returns no move either.
source: own (another shape of wave 30's mm_05: CS50 helpers below a root loop started at a draw, strict comparisons)
"""
import math


def max_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for action in game.actions(state):
        v = max(v, min_value(game, game.result(state, action)))
    return v


def min_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = math.inf
    for action in game.actions(state):
        v = min(v, max_value(game, game.result(state, action)))
    return v


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best, best_action = 0, None
    if game.to_move(state) == game.players[0]:
        for action in game.actions(state):
            value = min_value(game, game.result(state, action))
            if value > best:
                best, best_action = value, action
    else:
        for action in game.actions(state):
            value = max_value(game, game.result(state, action))
            if value < best:
                best, best_action = value, action
    return best, best_action
