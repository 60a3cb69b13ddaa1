"""check_depth_limited_minimax — TRUTH: buggy: horizon off by one: evaluates when depth <= 1 (searches one ply less)."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth <= 1:
        return evaluate(state)
    vals = [student(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
