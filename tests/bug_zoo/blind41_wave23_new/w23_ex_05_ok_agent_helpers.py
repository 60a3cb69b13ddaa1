"""checker: check_expectimax
truth: correct — CS188-style helpers (max_val/min_val/expect_val dispatched by game.to_move), weighted sum at chance nodes.
source: ported from alesapin/Pacman agents/expectimaxagent.h (expectimax/maxVal/expectVal structure), with the chance weights
"""
import math


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return expect_val(game, state)
    if game.to_move(state) == game.players[0]:
        return max_val(game, state)
    return min_val(game, state)


def max_val(game, state):
    best = -math.inf
    for a in game.actions(state):
        best = max(best, my_expectimax(game, game.result(state, a)))
    return best


def min_val(game, state):
    best = math.inf
    for a in game.actions(state):
        best = min(best, my_expectimax(game, game.result(state, a)))
    return best


def expect_val(game, state):
    return sum(p * my_expectimax(game, game.result(state, a)) for a, p in game.outcomes(state))
