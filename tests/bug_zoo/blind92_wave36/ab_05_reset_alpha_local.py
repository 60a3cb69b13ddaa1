"""checker: check_alphabeta
truth: buggy — each MAX node re-initialises its bound with best = alpha = -inf (chained assignment) and each MIN node with best = beta = +inf, throwing away the window it was given: only parent-child (shallow) cutoffs survive, deep cutoffs are lost.
source: own (chained `best = alpha = float('-inf')` in the style of the Pyss minimax(board, depth, alpha, beta) of burneikis/Pyss)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        max_eval = alpha = -math.inf
        for move in game.actions(state):
            ev = my_alphabeta(game, game.result(state, move), alpha, beta)
            max_eval = max(max_eval, ev)
            alpha = max(alpha, ev)
            if beta <= alpha:
                break
        return max_eval
    min_eval = beta = math.inf
    for move in game.actions(state):
        ev = my_alphabeta(game, game.result(state, move), alpha, beta)
        min_eval = min(min_eval, ev)
        beta = min(beta, ev)
        if beta <= alpha:
            break
    return min_eval
