"""check_expectimax — TRUTH: buggy: treats MIN as random as well: MIN nodes return the plain average of their children; chance nodes are right."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * student(game, game.result(state, a)) for a, p in game.outcomes(state))
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else sum(vals) / len(vals)
