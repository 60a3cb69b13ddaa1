"""check_quiescence — TRUTH: buggy: searches every move past the horizon (not only forcing ones), i.e. an exact search."""
CHECK, KW = "check_quiescence", {}
def student(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    vals = [student(game, game.result(state, m), evaluate) for m in game.actions(state)]
    return max(vals) if game.to_move(state) == "X" else min(vals)
