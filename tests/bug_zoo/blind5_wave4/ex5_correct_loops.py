"""checker: check_expectimax
mistake: correct (explicit loops, helper for the chance average)."""
import math
def _expected(game, state):
    total = 0.0
    for outcome, prob in game.outcomes(state):
        total += prob * my_expectimax(game, game.result(state, outcome))
    return total
def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return _expected(game, state)
    maxing = game.to_move(state) == game.players[0]
    best = -math.inf if maxing else math.inf
    for a in game.actions(state):
        v = my_expectimax(game, game.result(state, a))
        best = max(best, v) if maxing else min(best, v)
    return best
