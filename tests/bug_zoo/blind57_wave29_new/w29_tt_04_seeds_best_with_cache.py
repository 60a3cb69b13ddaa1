"""checker: check_table_alphabeta
truth: buggy — a cached value from a deeper search is not returned nor used as a bound: it seeds the node's running best (val = entry.val instead of -inf / +inf) and the node is searched again, so the max/min also takes in a stale value that was only good for another depth and window; values are stored with no bound type.
source: ported from a public alphabeta_dfs "work in progress ... committed at 2 AM" found by code search (cache[(node, maximum)], entry dropped when entry.depth <= depth, val = entry.val if entry else -inf); its missing store ("I guess cache val as either alpha or beta, no?") completed as cache[...] = (val, depth)
"""
from collections import namedtuple

inf = float("inf")
SearchCacheEntry = namedtuple("SearchCacheEntry", ("val", "depth"))


def alphabeta_dfs(game, node, depth, evaluate, alpha=-inf, beta=inf, maximum=True, cache=None):
    key = (game.key(node), maximum)
    if cache and key in cache:
        entry = cache[key]
        if entry.depth <= depth:
            entry = None  # This could be omitted for more zealous pruning
    else:
        entry = None

    if game.is_terminal(node):
        return game.utility(node, "X")
    if depth == 0:
        return evaluate(node)
    if maximum:
        val = entry.val if entry else -inf
        choose = max
    else:
        val = entry.val if entry else inf
        choose = min
    for action in game.actions(node):
        if beta <= alpha:
            break
        child = game.result(node, action)
        val = choose(val, alphabeta_dfs(game, child, depth - 1, evaluate, alpha=alpha, beta=beta,
                                        maximum=(not maximum), cache=cache))
        if maximum:
            alpha = choose(alpha, val)
        else:
            beta = choose(beta, val)

    # I guess cache val as either alpha or beta, no?
    if cache is not None:
        cache[key] = SearchCacheEntry(val, depth)
    return val


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    return alphabeta_dfs(game, state, depth, evaluate, alpha, beta, game.to_move(state) == "X", table)
