"""checker: depth_limited
mistake: passes depth unchanged to the children (never counts down)
"""

def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    best = None
    for a in game.actions(state):
        v = my_depth_limited(game, game.result(state, a), depth, evaluate)
        if best is None or (v > best if game.to_move(state) == game.players[0] else v < best):
            best = v
    return best
