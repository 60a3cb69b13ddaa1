"""checker: check_depth_limited_minimax
truth: buggy — each node's value is cached (`if child.algorithm_value is None`) without the depth it was computed for, and the cache outlives the call, so a later search of the same game with another depth (or the same node reached at another remaining depth) reuses a stale value.
source: Tehnic/mip27pd1 minimaks.py (minimaks_algorithm(node, limit, depth=0) storing node.algorithm_value), node attributes ported to a dict per game keyed by game.key(state); depth counted up to the limit as in the source; finished games scored by game.utility (the source uses node.heuristic)
"""

_algorithm_value = {}


def my_depth_limited(game, state, depth, evaluate):
    values = _algorithm_value.setdefault(id(game), {})
    minimaks_algorithm(game, state, depth, values, evaluate, 0)
    return values[game.key(state)]


def minimaks_algorithm(game, node, limit, values, evaluate, depth=0):
    key = game.key(node)
    if depth > limit:
        return []
    elif game.is_terminal(node):
        values[key] = game.utility(node, game.players[0])
        return
    elif depth == limit:
        values[key] = evaluate(node)
        return
    values[key] = None
    for move in game.actions(node):
        child = game.result(node, move)
        if values.get(game.key(child)) is None:
            minimaks_algorithm(game, child, limit, values, evaluate, depth + 1)
        child_value = values[game.key(child)]
        if game.to_move(node) == game.players[0]:
            if values[key] is None or values[key] < child_value:
                values[key] = child_value
        else:
            if values[key] is None or values[key] > child_value:
                values[key] = child_value
