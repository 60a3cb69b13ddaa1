"""checker: check_alphabeta
mistake: the MIN half calls the child with (beta, alpha) swapped (negamax habit) while the MAX half passes (alpha, beta)."""
import math
def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            v = max(v, my_alphabeta(game, game.result(state, move), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for move in game.actions(state):
        v = min(v, my_alphabeta(game, game.result(state, move), beta, alpha))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v
