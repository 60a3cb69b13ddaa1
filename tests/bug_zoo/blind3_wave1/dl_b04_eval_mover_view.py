"""check_depth_limited_minimax — TRUTH: buggy: turns the evaluation to the side to move's view at the horizon (negates it when MIN is to move)."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        e = evaluate(state)
        return e if game.to_move(state) == game.players[0] else -e
    vals = [student(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
