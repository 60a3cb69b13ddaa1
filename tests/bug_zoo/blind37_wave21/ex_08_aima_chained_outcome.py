"""checker: check_expectimax
truth: buggy — inside the loop over a chance node's outcomes `res_state = game.outcome(res_state, chance)` overwrites the chance node's state, so the second outcome is applied to the position after the first one, the third after the second, and so on, instead of each to the chance node itself.
source: aimacode/aima-python games.py, expect_minmax.chance_node (`for chance in game.chances(res_state): res_state = game.outcome(res_state, chance)`), ported to the notebook's explicit chance nodes (game.outcomes / game.result), the probabilities summed without aima's extra division
"""
import numpy as np


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    player = game.players[0]

    def max_value(state):
        v = -np.inf
        for a in game.actions(state):
            v = max(v, value(game.result(state, a)))
        return v

    def min_value(state):
        v = np.inf
        for a in game.actions(state):
            v = min(v, value(game.result(state, a)))
        return v

    def chance_node(res_state):
        sum_chances = 0
        for chance, probability in game.outcomes(res_state):
            res_state = game.result(res_state, chance)
            util = value(res_state)
            sum_chances += util * probability
        return sum_chances

    def value(state):
        if game.is_terminal(state):
            return game.utility(state, player)
        if game.is_chance(state):
            return chance_node(state)
        if game.to_move(state) == player:
            return max_value(state)
        return min_value(state)

    return float(value(state))
