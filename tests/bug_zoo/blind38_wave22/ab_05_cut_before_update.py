"""checker: check_alphabeta
truth: buggy — each node tests the child's value against the bound and breaks BEFORE folding it into v (`if child >= beta: break` then `v = max(v, child)`), so a node that cuts returns its previous best, not the value that caused the cut (a MAX node can return -inf, a MIN node +inf).
source: own
"""

import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            child = my_alphabeta(game, game.result(state, move), alpha, beta)
            if child >= beta:
                break
            v = max(v, child)
            alpha = max(alpha, v)
        return v
    v = math.inf
    for move in game.actions(state):
        child = my_alphabeta(game, game.result(state, move), alpha, beta)
        if child <= alpha:
            break
        v = min(v, child)
        beta = min(beta, v)
    return v
