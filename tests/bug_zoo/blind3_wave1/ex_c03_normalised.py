"""check_expectimax — TRUTH: correct (weighted sum divided by the sum of probabilities, which is 1; reversed move order)."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outs = game.outcomes(state)
        return sum(p * student(game, game.result(state, a)) for a, p in outs) / sum(p for _, p in outs)
    vals = [student(game, game.result(state, a)) for a in reversed(game.actions(state))]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
