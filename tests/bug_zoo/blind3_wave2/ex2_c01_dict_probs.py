"""check_expectimax — TRUTH: correct (probabilities looked up in a dict built from outcomes; MAX/MIN/chance tested via to_move then is_chance)."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        probs = dict(game.outcomes(state))
        return sum(probs[a] * student(game, game.result(state, a)) for a in probs)
    vals = {a: student(game, game.result(state, a)) for a in game.actions(state)}
    return max(vals.values()) if game.to_move(state) == game.players[0] else min(vals.values())
