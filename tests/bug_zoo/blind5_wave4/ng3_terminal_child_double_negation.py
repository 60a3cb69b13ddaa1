"""checker: check_negamax
mistake: scores finished children in the parent as -game.utility(child, to_move(parent)): negates a value already from the parent's view (bites only at finished children)."""
import math
def my_negamax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    me = game.to_move(state)
    best = -math.inf
    for move in game.actions(state):
        child = game.result(state, move)
        if game.is_terminal(child):
            v = -game.utility(child, me)
        else:
            v = -my_negamax(game, child)
        best = max(best, v)
    return best
