"""check_negamax — TRUTH: buggy: correct negamax internally but the top-level function converts the answer to MAX's view (returns MAX's value)."""
CHECK, KW = "check_negamax", {}
import math
def _n(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return max(-_n(game, game.result(state, a)) for a in game.actions(state))
def student(game, state):
    v = _n(game, state)
    return v if game.to_move(state) == game.players[0] else -v
