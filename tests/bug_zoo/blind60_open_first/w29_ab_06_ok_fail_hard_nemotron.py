"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta: each node raises alpha (MAX) or lowers beta (MIN) with the child's value, breaks when beta <= alpha, and returns alpha / beta.
source: ported from the alphabeta(game, depth, alpha, beta, nTurn) listing on huggingface.co/datasets/nvidia/Nemotron-CC-Math-v1 ("Alpha Beta Pruning Implementation upon MinMax in Tic Tac Toe"), depth dropped, leaves scored for X
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
    else:
        for move in game.actions(state):
            beta = min(beta, my_alphabeta(game, game.result(state, move), alpha, beta))
            if beta <= alpha:
                break
        return beta
