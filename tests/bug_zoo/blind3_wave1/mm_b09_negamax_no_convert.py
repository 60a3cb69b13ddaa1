"""check_minimax — TRUTH: buggy: negamax-style recursion that returns the value for the side to move and never converts back to MAX's view at the root."""
CHECK, KW = "check_minimax", {}
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return max(-student(game, game.result(state, a)) for a in game.actions(state))
