"""checker: check_expectimax
truth: correct — returns (value, move) with separate max_value/min_value/chance_value helpers, move None at chance and terminal nodes
source: own (AIMA expect_minimax style)
"""
import math


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0]), with a best move."""
    MAX = game.players[0]

    def node(s):
        if game.is_terminal(s):
            return game.utility(s, MAX), None
        if game.is_chance(s):
            return chance_value(s), None
        return max_value(s) if game.to_move(s) == MAX else min_value(s)

    def max_value(s):
        best, move = -math.inf, None
        for a in game.actions(s):
            v, _ = node(game.result(s, a))
            if v > best:
                best, move = v, a
        return best, move

    def min_value(s):
        best, move = math.inf, None
        for a in game.actions(s):
            v, _ = node(game.result(s, a))
            if v < best:
                best, move = v, a
        return best, move

    def chance_value(s):
        return sum(p * node(game.result(s, r))[0] for r, p in game.outcomes(s))

    return node(state)
