"""checker: check_depth_limited_minimax
truth: buggy — the depth limit is stored in a module-level MAX_DEPTH on the first call and never reset (the recursion counts ply up to it), so every later top-level call searches to the first call's depth whatever `depth` it is given.
source: own
"""

MAX_DEPTH = None


def search(game, state, ply, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if ply == MAX_DEPTH:
        return evaluate(state)
    values = [search(game, game.result(state, a), ply + 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_depth_limited(game, state, depth, evaluate):
    global MAX_DEPTH
    if MAX_DEPTH is None:
        MAX_DEPTH = depth
    return search(game, state, 0, evaluate)
