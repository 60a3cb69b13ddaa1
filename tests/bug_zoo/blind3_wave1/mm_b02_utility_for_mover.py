"""check_minimax — TRUTH: buggy: leaves scored with game.utility(state, game.to_move(state)) (point of view of the side to move at the leaf) instead of MAX."""
CHECK, KW = "check_minimax", {}
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
