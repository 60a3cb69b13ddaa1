"""Checker: check_depth_limited_minimax
Mistake: API misuse: calls evaluate(game, state) (two arguments) where evaluate takes the state alone.
"""
CHECK = {"checker": "check_depth_limited_minimax", "kwargs": {}, "function": "my_depth_limited"}


def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(game, state)
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
