"""checker: check_alphabeta
truth: buggy — max_value/min_value test their cutoff against the bounds they were given (v >= beta, v <= alpha) but never assign alpha or beta, and the root hands them the window (-1, 1), as if every value were -1, 0 or 1; the tests read bounds the values found never moved.
source: own (the shape of wave 29's ab_08, its tests on equality, the root's window ±1)
"""
import math


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = -math.inf
    for move in game.actions(state):
        best = max(best, min_value(game, game.result(state, move), alpha, beta))
        if best >= beta:
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
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, -1, 1)
    return min_value(game, state, -1, 1)
