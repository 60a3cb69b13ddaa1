"""check_negamax — TRUTH: buggy: negates only the first child (best = -negamax(first child), then best = max(best, negamax(child)) for the others)."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    moves = game.actions(state)
    best = -student(game, game.result(state, moves[0]))
    for a in moves[1:]:
        best = max(best, student(game, game.result(state, a)))
    return best
