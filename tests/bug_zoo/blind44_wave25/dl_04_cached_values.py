"""checker: check_depth_limited_minimax
truth: buggy — each position's value is cached (algorithm_value) the first time it is computed and reused whenever it is met again, whatever depth was left then or now and across later calls (other depths, other evaluations, other games with the same keys).
source: ported from Tehnic/mip27pd1 minimaks.py (if child.algorithm_value is None: minimaks_algorithm(child, limit, depth+1); node.algorithm_value kept on the node)
"""

algorithm_value = {}


def minimaks_algorithm(game, node, limit, evaluate, depth=0):
    key = game.key(node)
    if game.is_terminal(node):
        algorithm_value[key] = game.utility(node, game.players[0])
        return
    if depth == limit:
        algorithm_value[key] = evaluate(node)
        return
    best = None
    for move in game.actions(node):
        child = game.result(node, move)
        if algorithm_value.get(game.key(child)) is None:
            minimaks_algorithm(game, child, limit, evaluate, depth + 1)
        value = algorithm_value[game.key(child)]
        if game.to_move(node) == game.players[0]:
            if best is None or best < value:
                best = value
        else:
            if best is None or best > value:
                best = value
    algorithm_value[key] = best


def my_depth_limited(game, state, depth, evaluate):
    minimaks_algorithm(game, state, depth, evaluate)
    return algorithm_value[game.key(state)]
