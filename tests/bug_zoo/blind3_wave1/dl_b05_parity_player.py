"""check_depth_limited_minimax — TRUTH: buggy: decides MAX/MIN from the parity of the remaining depth (even = MAX) instead of game.to_move."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    vals = [student(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(vals) if depth % 2 == 0 else min(vals)
