"""Checker: check_depth_limited_minimax
Mistake: two slips: tests depth == 0 before is_terminal (evaluates finished games at the horizon) AND negates evaluate(state) where MIN is to move.
"""
CHECK = {"checker": "check_depth_limited_minimax", "kwargs": {}, "function": "my_depth_limited"}


def my_depth_limited(game, state, depth, evaluate):
    maximizing = game.to_move(state) == game.players[0]
    if depth == 0:
        return evaluate(state) if maximizing else -evaluate(state)
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if maximizing else min(values)
