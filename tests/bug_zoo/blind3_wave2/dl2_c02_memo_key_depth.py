"""check_depth_limited_minimax — TRUTH: correct (memo per call keyed by (game.key(state), depth))."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate, memo=None):
    memo = {} if memo is None else memo
    k = (game.key(state), depth)
    if k in memo:
        return memo[k]
    if game.is_terminal(state):
        v = game.utility(state, game.players[0])
    elif depth == 0:
        v = evaluate(state)
    else:
        vals = [student(game, game.result(state, a), depth - 1, evaluate, memo) for a in game.actions(state)]
        v = max(vals) if game.to_move(state) == game.players[0] else min(vals)
    memo[k] = v
    return v
