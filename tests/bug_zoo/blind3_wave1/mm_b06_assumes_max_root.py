"""check_minimax — TRUTH: buggy: assumes MAX moves at the root (alternates a flag from True) instead of asking game.to_move; wrong when MIN (O) is to move at the root."""
CHECK, KW = "check_minimax", {}
def student(game, state, maximizing=True):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = [student(game, game.result(state, a), not maximizing) for a in game.actions(state)]
    return max(vals) if maximizing else min(vals)
