"""check_negamax — TRUTH: correct (colour negamax with the colour taken from the side to move at the root)."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    def nm(s, color):
        if game.is_terminal(s):
            return color * game.utility(s, game.players[0])
        return max(-nm(game.result(s, a), -color) for a in game.actions(s))
    return nm(state, 1 if game.to_move(state) == game.players[0] else -1)
