"""check_alphabeta — TRUTH: correct (returns beta at a MAX cutoff and alpha at a MIN cutoff, v otherwise: mixed fail-hard/fail-soft, aima rule)."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, student(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return beta
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, student(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return alpha
        beta = min(beta, v)
    return v
