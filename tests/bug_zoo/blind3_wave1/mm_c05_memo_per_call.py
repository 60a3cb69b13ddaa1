"""check_minimax — TRUTH: correct (memo dict created per top-level call, keyed by game.key)."""
CHECK, KW = "check_minimax", {}
def student(game, state, memo=None):
    if memo is None:
        memo = {}
    k = game.key(state)
    if k in memo:
        return memo[k]
    if game.is_terminal(state):
        v = game.utility(state, game.players[0])
    else:
        vals = [student(game, game.result(state, a), memo) for a in game.actions(state)]
        v = max(vals) if game.to_move(state) == game.players[0] else min(vals)
    memo[k] = v
    return v
