"""check_expectimax — TRUTH: buggy: leaves scored for game.to_move(state) (the side to move at the leaf) instead of MAX."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    if game.is_chance(state):
        return sum(p * student(game, game.result(state, a)) for a, p in game.outcomes(state))
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
