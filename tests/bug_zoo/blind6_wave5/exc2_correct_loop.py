"""Checker: check_expectimax
Mistake: correct (explicit loops, probabilities taken from a dict of outcomes).
"""
import math

CHECK = {"checker": "check_expectimax", "kwargs": {}, "function": "my_expectimax"}


def my_expectimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)
    if game.is_chance(state):
        odds = dict(game.outcomes(state))
        expected = 0.0
        for move in game.actions(state):
            expected += odds[move] * my_expectimax(game, game.result(state, move))
        return expected
    if game.to_move(state) == MAX:
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_expectimax(game, game.result(state, move)))
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, my_expectimax(game, game.result(state, move)))
    return best
