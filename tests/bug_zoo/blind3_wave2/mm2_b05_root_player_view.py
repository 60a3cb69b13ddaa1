"""check_minimax — TRUTH: buggy: helper takes the root's side to move as 'me' and returns values from that player's view (utility(state, me), max where me moves): right when MAX is to move at the root, negated when MIN is."""
CHECK, KW = "check_minimax", {}
import math
def student(game, state):
    me = game.to_move(state)
    def value(s):
        if game.is_terminal(s):
            return game.utility(s, me)
        vals = [value(game.result(s, a)) for a in game.actions(s)]
        return max(vals) if game.to_move(s) == me else min(vals)
    return value(state)
