"""check_expectimax — TRUTH: buggy: reads the probability once (p of the first outcome) and weights every outcome by it."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outs = game.outcomes(state)
        p = outs[0][1]
        return sum(p * student(game, game.result(state, a)) for a, _ in outs)
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
