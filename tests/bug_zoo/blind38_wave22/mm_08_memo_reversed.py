"""checker: check_minimax
truth: correct — max_value/min_value returning (value, move), memoised per call on game.key(state), trying the moves in reverse order (so another best move than the library's may be returned on ties).
source: own (CS50-style max_value/min_value pair with a transposition dict)
"""

import math


def my_minimax(game, state):
    MAX = game.players[0]
    memo = {}

    def max_value(s):
        k = game.key(s)
        if k in memo:
            return memo[k]
        if game.is_terminal(s):
            out = (game.utility(s, MAX), None)
        else:
            v, move = -math.inf, None
            for a in reversed(list(game.actions(s))):
                v2, _ = min_value(game.result(s, a))
                if v2 > v:
                    v, move = v2, a
            out = (v, move)
        memo[k] = out
        return out

    def min_value(s):
        k = game.key(s)
        if k in memo:
            return memo[k]
        if game.is_terminal(s):
            out = (game.utility(s, MAX), None)
        else:
            v, move = math.inf, None
            for a in reversed(list(game.actions(s))):
                v2, _ = max_value(game.result(s, a))
                if v2 < v:
                    v, move = v2, a
            out = (v, move)
        memo[k] = out
        return out

    return max_value(state) if game.to_move(state) == MAX else min_value(state)
