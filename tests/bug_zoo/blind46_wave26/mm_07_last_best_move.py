"""checker: check_minimax
truth: correct — max_value/min_value helpers returning (value, move) pairs, ties broken toward the LAST best move (>=), which is still a move that keeps the value.
source: own (AIMA-style max_value/min_value pair)
"""
import math


def my_minimax(game, state):
    X = game.players[0]

    def max_value(s):
        if game.is_terminal(s):
            return game.utility(s, X), None
        v, move = -math.inf, None
        for a in game.actions(s):
            v2, _ = min_value(game.result(s, a))
            if v2 >= v:
                v, move = v2, a
        return v, move

    def min_value(s):
        if game.is_terminal(s):
            return game.utility(s, X), None
        v, move = math.inf, None
        for a in game.actions(s):
            v2, _ = max_value(game.result(s, a))
            if v2 <= v:
                v, move = v2, a
        return v, move

    return max_value(state) if game.to_move(state) == X else min_value(state)
