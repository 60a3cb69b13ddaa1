"""check_negamax — TRUTH: buggy: scores finished games for MAX (players[0]) instead of the side to move."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return max(-student(game, game.result(state, a)) for a in game.actions(state))
