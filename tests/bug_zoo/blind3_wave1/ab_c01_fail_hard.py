"""check_alphabeta — TRUTH: correct (fail-hard: values clipped to [alpha, beta], aima rule)."""
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
    return beta
