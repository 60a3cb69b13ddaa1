"""check_minimax — TRUTH: buggy: MAX nodes take min and MIN nodes take max (swapped)."""
CHECK, KW = "check_minimax", {}
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return min(vals)
    return max(vals)
