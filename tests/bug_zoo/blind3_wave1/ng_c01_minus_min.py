"""check_negamax — TRUTH: correct (-min of children's values, equivalent to max of negations)."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return -min(student(game, game.result(state, a)) for a in game.actions(state))
