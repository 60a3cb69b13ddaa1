"""checker: check_expectimax
truth: correct — recursive expectiminimax written as Wikipedia's pseudo-code (one function, three branches), the node kind chosen through a small dispatch on "CHANCE"/"MAX"/"MIN", returning (value, move).
source: own, after the Wikipedia "Expectiminimax" pseudo-code (https://en.wikipedia.org/wiki/Expectiminimax)
"""
import math


def kind(game, state):
    if game.is_chance(state):
        return "CHANCE"
    return "MAX" if game.to_move(state) == game.players[0] else "MIN"


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0]), and a best move."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    k = kind(game, state)
    if k == "CHANCE":
        alpha = 0.0
        for outcome, probability in game.outcomes(state):
            alpha += probability * my_expectimax(game, game.result(state, outcome))[0]
        return alpha, None
    best, best_move = (-math.inf if k == "MAX" else math.inf), None
    for move in game.actions(state):
        v = my_expectimax(game, game.result(state, move))[0]
        if (k == "MAX" and v > best) or (k == "MIN" and v < best):
            best, best_move = v, move
    return best, best_move
