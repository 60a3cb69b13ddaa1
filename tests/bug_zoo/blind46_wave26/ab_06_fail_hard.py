"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta: MAX nodes raise alpha and return beta on a cut, else alpha; MIN nodes lower beta and return alpha on a cut, else beta (prunes the same leaves as AIMA's rule; the root with (-inf, inf) gets the exact value).
source: own (chessprogramming-style fail-hard written as max/min)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for move in game.actions(state):
            score = my_alphabeta(game, game.result(state, move), alpha, beta)
            if score >= beta:
                return beta
            if score > alpha:
                alpha = score
        return alpha
    for move in game.actions(state):
        score = my_alphabeta(game, game.result(state, move), alpha, beta)
        if score <= alpha:
            return alpha
        if score < beta:
            beta = score
    return beta
