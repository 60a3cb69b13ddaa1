"""checker: check_depth_limited_minimax
truth: buggy — the depth is counted up from the root (ply + 1) and the cut-off test is `ply <= depth` (meant `ply >= depth`), true at the root whatever the limit, so every unfinished root is returned as evaluate(state) without any search (i40c's own shape of blind40's dl_03, a depth counted up).
"""


def my_depth_limited(game, state, depth, evaluate):
    def value(s, ply):
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        if ply <= depth:
            return evaluate(s)
        scores = [value(game.result(s, a), ply + 1) for a in game.actions(s)]
        return max(scores) if game.to_move(s) == game.players[0] else min(scores)

    return value(state, 0)
