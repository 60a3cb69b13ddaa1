"""checker: check_depth_limited_minimax
truth: buggy — the AIMA-style root loop calls min_value/max_value on each child with depth counter 0 and cuts when `depth >= d`, so the root's children count as ply 0: the estimate is taken one ply deeper than asked (and depth 0 still expands the root).
source: ported from rinfiyks/loa search.py alphabeta_search ("Largely copied from aima.cs.berkeley.edu/python/games.html": cutoff_test = lambda board, depth: depth >= d or ...; argmax over children of min_value(next_board, -inf, inf, 0)), pruning left out
"""


def my_depth_limited(game, state, depth, evaluate):
    d = depth
    cutoff_test = lambda s, depth: depth >= d or game.is_terminal(s)  # noqa: E731

    def score(s):
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        return evaluate(s)

    def max_value(s, depth):
        if cutoff_test(s, depth):
            return score(s)
        v = -float("inf")
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), depth + 1))
        return v

    def min_value(s, depth):
        if cutoff_test(s, depth):
            return score(s)
        v = float("inf")
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), depth + 1))
        return v

    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        return max(min_value(game.result(state, a), 0) for a in game.actions(state))
    return min(max_value(game.result(state, a), 0) for a in game.actions(state))
