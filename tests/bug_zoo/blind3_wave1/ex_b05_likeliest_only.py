"""check_expectimax — TRUTH: buggy: at chance nodes follows only the most likely outcome (value of the argmax-probability child)."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        a, p = max(game.outcomes(state), key=lambda ap: ap[1])
        return student(game, game.result(state, a))
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
