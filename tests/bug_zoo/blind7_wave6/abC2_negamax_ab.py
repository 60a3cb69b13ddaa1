"""checker: check_alphabeta
truth: correct — negamax-style alpha-beta (value for the side to move, window negated and swapped), converted to MAX's view at the top.
"""
import math


def _nega(game, state, alpha, beta):
    mover = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, mover)
    best = -math.inf
    for move in game.actions(state):
        child = game.result(state, move)
        if game.is_terminal(child):
            score = game.utility(child, mover)
        else:
            score = -_nega(game, child, -beta, -alpha)
        best = max(best, score)
        if best >= beta:
            return best
        alpha = max(alpha, best)
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0] or game.is_terminal(state):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return _nega(game, state, alpha, beta)
    return -_nega(game, state, -beta, -alpha)
