"""checker: check_alphabeta
truth: buggy — in max_value the alpha update and the cutoff test stand after the loop over the moves (dedented), so MAX nodes search every child and hand none a raised alpha, and MIN nodes below never stop either; min_value is right.
source: own (wave 29's ab_05 mirrored: MAX's half dedented, the update written before the test)
"""
import math


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = -math.inf
    for move in game.actions(state):
        best = max(best, min_value(game, game.result(state, move), alpha, beta))
    alpha = max(alpha, best)
    if alpha >= beta:
        return best
    return best


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = math.inf
    for move in game.actions(state):
        best = min(best, max_value(game, game.result(state, move), alpha, beta))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
