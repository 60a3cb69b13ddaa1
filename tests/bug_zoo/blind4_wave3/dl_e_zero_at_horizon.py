"""checker: depth_limited
mistake: returns 0 at the horizon instead of calling evaluate
"""

def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return 0
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
