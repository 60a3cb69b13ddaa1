"""checker: check_expectimax
truth: correct — AIMA-style max_value/min_value/chance_node helpers returning (value, move) at the root.
source: ported from aima-python games.py expect_minimax (max_value, min_value, chance_node), adapted to game.outcomes
"""
import math


def my_expectimax(game, state):
    player = game.players[0]

    def max_value(state):
        v = -math.inf
        best = None
        for a in game.actions(state):
            w = chance_or_value(game.result(state, a))
            if w > v:
                v, best = w, a
        return v, best

    def min_value(state):
        v = math.inf
        best = None
        for a in game.actions(state):
            w = chance_or_value(game.result(state, a))
            if w < v:
                v, best = w, a
        return v, best

    def chance_node(state):
        return sum(p * chance_or_value(game.result(state, o)) for o, p in game.outcomes(state))

    def chance_or_value(state):
        if game.is_terminal(state):
            return game.utility(state, player)
        if game.is_chance(state):
            return chance_node(state)
        if game.to_move(state) == player:
            return max_value(state)[0]
        return min_value(state)[0]

    if game.is_terminal(state) or game.is_chance(state):
        return chance_or_value(state)
    return max_value(state) if game.to_move(state) == player else min_value(state)
