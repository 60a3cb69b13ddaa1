"""check_expectimax — TRUTH: buggy: at chance nodes adds up the outcomes' values (no probability, no division)."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    if game.is_chance(state):
        return sum(vals)
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
