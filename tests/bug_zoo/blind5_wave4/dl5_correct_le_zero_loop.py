"""checker: check_depth_limited_minimax
mistake: correct (depth <= 0 test, explicit loop with running best)."""
import math
def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth <= 0:
        return evaluate(state)
    maximize = game.to_move(state) == game.players[0]
    best = -math.inf if maximize else math.inf
    for a in game.actions(state):
        v = my_depth_limited(game, game.result(state, a), depth - 1, evaluate)
        best = max(best, v) if maximize else min(best, v)
    return best
