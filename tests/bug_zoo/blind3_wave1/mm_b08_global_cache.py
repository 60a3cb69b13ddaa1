"""check_minimax — TRUTH: buggy: module-level memo keyed only by game.key(state), never cleared, so values leak between different games/trees with the same keys."""
CHECK, KW = "check_minimax", {}
cache = {}
def student(game, state):
    k = game.key(state)
    if k in cache:
        return cache[k]
    if game.is_terminal(state):
        v = game.utility(state, game.players[0])
    else:
        vals = [student(game, game.result(state, a)) for a in game.actions(state)]
        v = max(vals) if game.to_move(state) == game.players[0] else min(vals)
    cache[k] = v
    return v
