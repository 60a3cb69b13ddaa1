"""checker: check_depth_limited_minimax
truth: correct — a module-level cache of evaluations keyed by the position alone, but cleared at the start of every call from outside, so it never outlives one search.
source: e97a's correct variant for wave 37's dl_04
"""

CACHE = {}


def search(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        if game.key(state) not in CACHE:
            CACHE[game.key(state)] = evaluate(state)
        return CACHE[game.key(state)]
    values = [search(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_depth_limited(game, state, depth, evaluate):
    CACHE.clear()
    return search(game, state, depth, evaluate)
