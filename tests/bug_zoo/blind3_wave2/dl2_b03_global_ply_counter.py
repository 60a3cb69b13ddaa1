"""check_depth_limited_minimax — TRUTH: buggy: keeps the current ply in a module-level counter that is raised on entry and lowered only on the normal return, not on the two early returns (finished game, horizon), so the counter drifts upward within a call and across calls: horizons come earlier and earlier."""
CHECK, KW = "check_depth_limited_minimax", {}
ply = 0
def student(game, state, depth, evaluate):
    global ply
    start = ply
    ply += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if ply - 1 >= depth:
        return evaluate(state)
    vals = [student(game, game.result(state, a), depth, evaluate) for a in game.actions(state)]
    ply -= 1
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
