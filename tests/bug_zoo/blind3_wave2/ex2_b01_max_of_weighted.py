"""check_expectimax — TRUTH: buggy: at chance nodes returns the largest p × value term instead of their sum."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return max(p * student(game, game.result(state, a)) for a, p in game.outcomes(state))
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
