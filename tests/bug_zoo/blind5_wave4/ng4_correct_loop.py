"""checker: check_negamax
mistake: correct (loop, finished children scored in the parent from the parent's view)."""
import math
def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    me = game.to_move(state)
    best = -math.inf
    for move in game.actions(state):
        child = game.result(state, move)
        v = game.utility(child, me) if game.is_terminal(child) else -my_negamax(game, child)
        if v > best:
            best = v
    return best
