"""check_expectimax — TRUTH: correct (returns (value, move); loops with explicit accumulators; chance nodes return move None)."""
CHECK, KW = "check_expectimax", {}
import math
def student(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            v, _ = student(game, game.result(state, a))
            total += p * v
        return total, None
    maximizing = game.to_move(state) == MAX
    best, move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        v, _ = student(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            best, move = v, a
    return best, move
