"""check_negamax — TRUTH: buggy: mixes minimax into negamax: takes max(-child) where MAX moves but min(-child) where MIN moves."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    vals = [-student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
