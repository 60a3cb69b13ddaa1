"""check_negamax — TRUTH: buggy: colour-style negamax whose colour starts at +1 whatever the side to move (leaves scored colour × utility for MAX): right where MAX is to move at the root, negated where MIN is."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state, color=1):
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])
    return max(-student(game, game.result(state, a), -color) for a in game.actions(state))
