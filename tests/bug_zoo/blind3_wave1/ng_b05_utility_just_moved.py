"""check_negamax — TRUTH: buggy: leaf scored for the player who just moved (the other one than to_move), i.e. the opposite sign at leaves."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        mover = game.to_move(state)
        other = game.players[1] if mover == game.players[0] else game.players[0]
        return game.utility(state, other)
    return max(-student(game, game.result(state, a)) for a in game.actions(state))
