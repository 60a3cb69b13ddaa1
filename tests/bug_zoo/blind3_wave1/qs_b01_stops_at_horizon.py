"""check_quiescence — TRUTH: buggy: returns evaluate(state) at the horizon (no quiescence at all), utility if finished."""
CHECK, KW = "check_quiescence", {}
def student(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    return evaluate(state)
