"""Expectimax whose chance node carries a copy of itself from one outcome to the next (``res_state =
state`` before the loop, ``res_state = game.result(res_state, chance)`` in it), aima-python's
expect_minmax slip: each outcome is applied to the position the previous one led to. Wave 21's
ex_08 reassigned the node's own name and was fixed; the twenty-second wave's ex_02 carried a copy and
was told "crashes" and "prunes at chance nodes" when measured blind. Its student verbatim (renamed)
and another shape."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises.chained_children import CHAINS_OUTCOMES

CHECK = ex.check_expectimax
NAMES = {CHAINS_OUTCOMES}


# ---------------------------------------------------------------- twenty-second wave (blind39), verbatim

import math


def ex02_aima_res_state(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    player = game.players[0]

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
        res_state = state
        sum_chances = 0
        for chance, probability in game.outcomes(state):
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

    return value(state)


# ---------------------------------------------------------------- another shape

def carried_child_average(game, state):
    def v(node):
        if game.is_terminal(node):
            return game.utility(node, game.players[0])
        if game.is_chance(node):
            child, total = node, 0.0
            for outcome, p in game.outcomes(node):
                child = game.result(child, outcome)
                total += p * v(child)
            return total
        values = [v(game.result(node, a)) for a in game.actions(node)]
        return max(values) if game.to_move(node) == game.players[0] else min(values)
    return v(state)


BUGGY = [(fn, NAMES) for fn in (ex02_aima_res_state, carried_child_average)]
CORRECT: list = []
