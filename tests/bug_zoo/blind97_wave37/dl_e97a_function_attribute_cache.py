"""checker: check_depth_limited_minimax
truth: buggy — the evaluations are cached on the function itself (`my_depth_limited.seen`, a function attribute) keyed by the position alone, so a later call with another `evaluate` (or another game with the same positions) reads the first call's estimates.
source: e97a's own shape of wave 37's dl_04 (a memo outliving the call, kept as a function attribute)
"""


def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        if game.key(state) not in my_depth_limited.seen:
            my_depth_limited.seen[game.key(state)] = evaluate(state)
        return my_depth_limited.seen[game.key(state)]
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


my_depth_limited.seen = {}
