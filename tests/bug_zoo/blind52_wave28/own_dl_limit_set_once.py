"""checker: check_depth_limited_minimax
truth: buggy — the horizon lives in a module-level LIMIT started at 0 and set from `depth` only while it is still 0: once a call with depth > 0 has set it, every later call counts its plies up to that first limit, whatever depth it is given.
source: own
"""

LIMIT = 0


def value(game, state, ply, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if ply >= LIMIT:
        return evaluate(state)
    children = [value(game, game.result(state, move), ply + 1, evaluate) for move in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(children)
    return min(children)


def my_depth_limited(game, state, depth, evaluate):
    global LIMIT
    if not LIMIT:
        LIMIT = depth
    return value(game, state, 0, evaluate)
