"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta that keeps no separate v: MAX nodes raise alpha and return alpha, MIN nodes lower beta and return beta, cutting when beta <= alpha.
source: ported from Rayyan98/AI_Project alphabeta.py (minimax(state, depth, alpha, beta, maximizingPlayer, max_depth)), without the depth limit, heuristic and root-move return
"""
import math


def minimax(game, state, alpha, beta, maximizingPlayer):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])

    if maximizingPlayer:
        for i in game.actions(state):
            num = minimax(game, game.result(state, i), alpha, beta, False)
            if num > alpha:
                alpha = num
            if beta <= alpha:
                break
        return alpha

    else:
        for i in game.actions(state):
            num = minimax(game, game.result(state, i), alpha, beta, True)
            beta = min(beta, num)
            if beta <= alpha:
                break
        return beta


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return minimax(game, state, alpha, beta, game.to_move(state) == game.players[0])
