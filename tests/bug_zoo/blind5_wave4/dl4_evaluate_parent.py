"""checker: check_depth_limited_minimax
mistake: helper passes the parent state to evaluate instead of the child at the horizon (evaluate(state) where it means evaluate(child))."""
def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    def score(child):
        if game.is_terminal(child):
            return game.utility(child, game.players[0])
        if depth - 1 == 0:
            return evaluate(state)
        return my_depth_limited(game, child, depth - 1, evaluate)
    values = [score(game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
