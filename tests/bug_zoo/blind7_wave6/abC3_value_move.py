"""checker: check_alphabeta
truth: correct — returns (value, move) from every node, AIMA's rule, fail-soft, one loop with a chooser.
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        v, _ = my_alphabeta(game, game.result(state, move), alpha, beta)
        if maximizing and v > best or not maximizing and v < best:
            best, best_move = v, move
        if maximizing:
            if best >= beta:
                break
            alpha = max(alpha, best)
        else:
            if best <= alpha:
                break
            beta = min(beta, best)
    return best, best_move
