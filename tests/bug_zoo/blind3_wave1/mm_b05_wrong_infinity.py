"""check_minimax — TRUTH: buggy: best initialised to the wrong infinity (MAX starts at +inf, MIN at -inf), so inner nodes return +/-inf."""
CHECK, KW = "check_minimax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = math.inf if maximizing else -math.inf
    for a in game.actions(state):
        v = student(game, game.result(state, a))
        best = max(best, v) if maximizing else min(best, v)
    return best
