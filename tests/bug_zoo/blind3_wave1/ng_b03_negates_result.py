"""check_negamax — TRUTH: buggy: negates the result instead of the children: returns -max(child values)."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return -max(student(game, game.result(state, a)) for a in game.actions(state))
