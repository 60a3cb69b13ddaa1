"""checker: depth_limited
mistake: stops one ply early: 'if depth <= 1: return evaluate(state)'
"""

def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth <= 1:
        return evaluate(state)
    children = (game.result(state, a) for a in game.actions(state))
    values = [my_depth_limited(game, c, depth - 1, evaluate) for c in children]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
