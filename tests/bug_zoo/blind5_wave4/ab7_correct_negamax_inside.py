"""checker: check_alphabeta
mistake: correct (negamax alpha-beta in a helper, converted to MAX's view at the top)."""
import math
def _nega(game, state, alpha, beta, me):
    if game.is_terminal(state):
        return game.utility(state, me)
    other = [p for p in game.players if p != me][0]
    v = -math.inf
    for move in game.actions(state):
        v = max(v, -_nega(game, game.result(state, move), -beta, -alpha, other))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v

def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    me = game.to_move(state)
    v = _nega(game, state, -beta if me != game.players[0] else alpha, -alpha if me != game.players[0] else beta, me)
    return v if me == game.players[0] else -v
