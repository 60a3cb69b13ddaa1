"""check_alphabeta — TRUTH: buggy: the cutoff test is done before the child is searched (checks v >= beta with the old v at the top of the loop), so each cutoff visits one child too many."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            if v >= beta:
                return v
            v = max(v, student(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        if v <= alpha:
            return v
        v = min(v, student(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
    return v
