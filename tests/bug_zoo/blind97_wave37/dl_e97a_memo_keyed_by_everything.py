"""checker: check_depth_limited_minimax
truth: correct — a module-level memo, but keyed by the game, the evaluation, the position and the depth together: a later call with another evaluation or game never reads it.
source: e97a's correct variant for wave 37's dl_04
"""

MEMO = {}


def my_depth_limited(game, state, depth, evaluate):
    key = (game, evaluate, game.key(state), depth)
    if key in MEMO:
        return MEMO[key]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    elif depth == 0:
        value = evaluate(state)
    else:
        values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
        value = max(values) if game.to_move(state) == game.players[0] else min(values)
    MEMO[key] = value
    return value
