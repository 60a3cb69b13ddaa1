"""check_expectimax — TRUTH: buggy: 'optimisation' at chance nodes: stops summing once the accumulated probability reaches 0.5 and rescales (prunes chance outcomes)."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total, mass = 0.0, 0.0
        for a, p in game.outcomes(state):
            total += p * student(game, game.result(state, a))
            mass += p
            if mass >= 0.5:
                break
        return total / mass
    vals = [student(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
