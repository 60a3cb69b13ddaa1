"""check_alphabeta — TRUTH: buggy: saves the window it was called with and passes that entry window to every child; its own alpha/beta narrow (and it cuts on them) but the children never see the siblings' narrowing."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    a0, b0 = alpha, beta
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, student(game, game.result(state, a), a0, b0))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, student(game, game.result(state, a), a0, b0))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v
