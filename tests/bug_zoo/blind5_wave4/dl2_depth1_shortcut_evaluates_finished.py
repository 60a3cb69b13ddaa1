"""checker: check_depth_limited_minimax
mistake: shortcut at depth 1 scores every child with evaluate(child), even finished children (should be their utility); bites only where a child ends the game."""
def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    children = [game.result(state, a) for a in game.actions(state)]
    if depth == 1:
        values = [evaluate(c) for c in children]
    else:
        values = [my_depth_limited(game, c, depth - 1, evaluate) for c in children]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
