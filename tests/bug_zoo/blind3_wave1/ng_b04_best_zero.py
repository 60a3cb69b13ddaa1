"""check_negamax — TRUTH: buggy: best initialised to 0, so a position where every move loses is worth 0."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = 0
    for a in game.actions(state):
        best = max(best, -student(game, game.result(state, a)))
    return best
