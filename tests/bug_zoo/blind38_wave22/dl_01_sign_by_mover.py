"""checker: check_depth_limited_minimax
truth: buggy — at every leaf (depth limit or finished game) the score is multiplied by [-1, 1][maximizingPlayer], i.e. negated wherever MIN is to move, as if evaluate/utility gave the side to move's value; they are MAX's values, so half the leaves have the wrong sign.
source: Rayyan98/AI_Project alphabeta.py (minimax(state, depth, alpha, beta, maximizingPlayer, max_depth): `a = hueristic.heuristic(state) * [-1, 1][maximizingPlayer] * 1000 - (max_depth - depth)`, fail-hard alpha/beta); ported to the Game API, the *1000 and depth bonus dropped
"""

import math


def minimax(game, state, depth, alpha, beta, maximizingPlayer, evaluate):
    if depth == 0 or game.is_terminal(state):
        if game.is_terminal(state):
            h = game.utility(state, game.players[0])
        else:
            h = evaluate(state)
        return h * [-1, 1][maximizingPlayer]

    if maximizingPlayer:
        for i in game.actions(state):
            num = minimax(game, game.result(state, i), depth - 1, alpha, beta, False, evaluate)
            if num > alpha:
                alpha = num
            if beta <= alpha:
                break
        return alpha

    else:
        for i in game.actions(state):
            num = minimax(game, game.result(state, i), depth - 1, alpha, beta, True, evaluate)
            beta = min(beta, num)
            if beta <= alpha:
                break
        return beta


def my_depth_limited(game, state, depth, evaluate):
    return minimax(game, state, depth, -math.inf, math.inf,
                   game.to_move(state) == game.players[0], evaluate)
