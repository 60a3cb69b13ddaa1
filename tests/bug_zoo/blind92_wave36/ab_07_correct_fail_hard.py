"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta that raises alpha / lowers beta with each child and returns alpha (MAX) or beta (MIN), breaking when beta <= alpha.
source: ported from the Nemotron-CC-Math page "Alpha Beta Pruning Implementation upon MinMax in Tic Tac Toe" (alphabeta(game, depth, alpha, beta, nTurn))
"""
import math


def alphabeta(game, state, alpha, beta, n_turn):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if n_turn == game.players[0]:
        for move in game.actions(state):
            alpha = max(alpha, alphabeta(game, game.result(state, move), alpha, beta, game.players[1]))
            if beta <= alpha:
                break
        return alpha
    for move in game.actions(state):
        beta = min(beta, alphabeta(game, game.result(state, move), alpha, beta, game.players[0]))
        if beta <= alpha:
            break
    return beta


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alphabeta(game, state, alpha, beta, game.to_move(state))
