"""checker: check_alphabeta
mistake: correct (MAX half folds children into alpha with a walrus and returns alpha, fail-hard; MIN half fail-soft; mixing is still sound)."""
import math
def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for move in game.actions(state):
            val = my_alphabeta(game, game.result(state, move), alpha, beta)
            if (alpha := max(alpha, val)) >= beta:
                return alpha
        return alpha
    v = math.inf
    for move in game.actions(state):
        v = min(v, my_alphabeta(game, game.result(state, move), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v
