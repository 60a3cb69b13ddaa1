"""check_alphabeta — TRUTH: buggy: in MIN nodes updates alpha = max(alpha, v) as well as beta (updates both bounds in both node types), so MIN nodes raise alpha and cut too early."""
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
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, student(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
        alpha = max(alpha, v)
    return v
