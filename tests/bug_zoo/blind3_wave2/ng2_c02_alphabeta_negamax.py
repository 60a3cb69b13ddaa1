"""check_negamax — TRUTH: correct (negamax with an alpha-beta window, fail-soft, full window at the root)."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -student(game, game.result(state, a), -beta, -alpha))
        if best >= beta:
            break
        alpha = max(alpha, best)
    return best
