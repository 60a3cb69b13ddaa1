"""checker: check_alphabeta
truth: buggy — a negamax alpha-beta that sets alpha to each child's score as it comes (`alpha = value`), keeping its best apart and handing the child -max(alpha, best): a child worse than the bound it was given widens the window, and later children prune less (own shape of wave 39's ab_08).
source: own
"""
import math


def negamax(game, state, alpha, beta, sign):
    if game.is_terminal(state):
        return sign * game.utility(state, game.players[0])
    best = -math.inf
    for move in game.actions(state):
        value = -negamax(game, game.result(state, move), -beta, -max(alpha, best), -sign)
        alpha = value
        if alpha > best:
            best = alpha
        if best >= beta:
            break
    return best


def my_alphabeta(game, state):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * negamax(game, state, -math.inf, math.inf, sign)
