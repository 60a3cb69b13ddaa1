"""checker: depth_limited
mistake: tests depth == 0 before is_terminal: evaluates finished games at the horizon
"""

def my_depth_limited(game, state, depth, evaluate):
    if depth == 0:
        return evaluate(state)
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
