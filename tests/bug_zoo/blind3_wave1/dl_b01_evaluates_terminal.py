"""check_depth_limited_minimax — TRUTH: buggy: tests depth == 0 before is_terminal, so finished games at the horizon get evaluate() instead of their utility."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    if depth == 0:
        return evaluate(state)
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = [student(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
