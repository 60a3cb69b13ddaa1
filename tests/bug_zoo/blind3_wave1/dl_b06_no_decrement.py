"""check_depth_limited_minimax — TRUTH: buggy: passes depth (not depth - 1) to the children, so it never reaches the horizon and searches to the end."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    vals = [student(game, game.result(state, a), depth, evaluate) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
