"""checker: check_expectimax
truth: buggy — `player = game.to_move(state)` takes the side to move at the root as the maximiser and scores leaves for it, so when MIN (or chance) is to move at the root the value is not MAX's.
source: ported from aimacode/aima-python games.py, expect_minmax (`player = game.to_move(state)`, `game.utility(res_state, player)`, `if res_state.to_move == player`)
"""
import math


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    player = game.to_move(state)

    def max_value(state):
        v = -math.inf
        for a in game.actions(state):
            v = max(v, value(game.result(state, a)))
        return v

    def min_value(state):
        v = math.inf
        for a in game.actions(state):
            v = min(v, value(game.result(state, a)))
        return v

    def chance_node(state):
        sum_chances = 0
        for chance, probability in game.outcomes(state):
            sum_chances += value(game.result(state, chance)) * probability
        return sum_chances

    def value(state):
        if game.is_terminal(state):
            return game.utility(state, player)
        if game.is_chance(state):
            return chance_node(state)
        if game.to_move(state) == player:
            return max_value(state)
        return min_value(state)

    return value(state)
