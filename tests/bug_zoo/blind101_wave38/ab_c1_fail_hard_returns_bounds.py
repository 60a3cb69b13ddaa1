"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta that returns alpha at MAX nodes and beta at MIN nodes (the same structure as the Q&A page's alphabeta, but scoring leaves for MAX), cutting on beta <= alpha.
source: own (after the fail-hard form in "Alpha Beta Pruning Implementation upon MinMax in Tic Tac Toe")
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for move in game.actions(state):
            alpha = max(alpha, my_alphabeta(game, game.result(state, move), alpha, beta))
            if beta <= alpha:
                break
        return alpha
    for move in game.actions(state):
        beta = min(beta, my_alphabeta(game, game.result(state, move), alpha, beta))
        if beta <= alpha:
            break
    return beta
