"""check_expectimax — TRUTH: buggy: MAX/MIN nodes start from best = 0 (not +-inf), so an all-negative MAX node or all-positive MIN node returns 0; chance nodes right."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * student(game, game.result(state, a)) for a, p in game.outcomes(state))
    best = 0
    for a in game.actions(state):
        v = student(game, game.result(state, a))
        best = max(best, v) if game.to_move(state) == game.players[0] else min(best, v)
    return best
