"""check_negamax — TRUTH: correct (plain minimax for MAX, then turned to the mover's view)."""
CHECK, KW = "check_negamax", {}
import math
def _mm(game, s):
    if game.is_terminal(s):
        return game.utility(s, game.players[0])
    vals = [_mm(game, game.result(s, a)) for a in game.actions(s)]
    return max(vals) if game.to_move(s) == game.players[0] else min(vals)
def student(game, state):
    v = _mm(game, state)
    return v if game.to_move(state) == game.players[0] else -v
