"""check_expectimax — TRUTH: buggy: weighted sum by probabilities, then divided by the number of outcomes again."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outs = game.outcomes(state)
        return sum(p * student(game, game.result(state, a)) for a, p in outs) / len(outs)
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
