"""check_alphabeta — TRUTH: buggy: fail-hard attempt with a copy-paste slip: MIN nodes return alpha at the end instead of beta (MAX returns alpha correctly)."""
CHECK, KW = "check_alphabeta", {}
import math
def student(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            alpha = max(alpha, student(game, game.result(state, a), alpha, beta))
            if alpha >= beta:
                return beta
        return alpha
    for a in game.actions(state):
        beta = min(beta, student(game, game.result(state, a), alpha, beta))
        if beta <= alpha:
            return alpha
    return alpha
