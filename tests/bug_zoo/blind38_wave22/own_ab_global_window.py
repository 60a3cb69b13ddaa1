"""checker: check_alphabeta
truth: buggy — alpha and beta are module-level globals (`global alpha, beta`) narrowed by every node and never restored, so a bound set deep in one branch prunes its siblings higher up (h40a's own shape of blind38's ab_04).
"""

import math

alpha = -math.inf
beta = math.inf


def search(game, state):
    global alpha, beta
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            best = max(best, search(game, game.result(state, move)))
            if best >= beta:
                return best
            alpha = max(alpha, best)
        return best
    best = math.inf
    for move in game.actions(state):
        best = min(best, search(game, game.result(state, move)))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best


def my_alphabeta(game, state):
    global alpha, beta
    alpha, beta = -math.inf, math.inf
    return search(game, state)
