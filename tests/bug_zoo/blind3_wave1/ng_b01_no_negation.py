"""check_negamax — TRUTH: buggy: forgets to negate the children's values (max of child values)."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return max(student(game, game.result(state, a)) for a in game.actions(state))
