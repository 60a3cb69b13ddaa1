"""checker: check_expectimax
truth: correct — CS188-style max_value/min_value/exp_value helpers returning (value, move), memoised by game.key.
source: own (CS188 multiagent ExpectimaxAgent structure)
"""
import math


def my_expectimax(game, state):
    memo = {}

    def value(s):
        k = game.key(s)
        if k in memo:
            return memo[k]
        if game.is_terminal(s):
            r = (game.utility(s, game.players[0]), None)
        elif game.is_chance(s):
            r = exp_value(s)
        elif game.to_move(s) == game.players[0]:
            r = max_value(s)
        else:
            r = min_value(s)
        memo[k] = r
        return r

    def max_value(s):
        best = (-math.inf, None)
        for a in game.actions(s):
            v = value(game.result(s, a))[0]
            if v > best[0]:
                best = (v, a)
        return best

    def min_value(s):
        best = (math.inf, None)
        for a in game.actions(s):
            v = value(game.result(s, a))[0]
            if v < best[0]:
                best = (v, a)
        return best

    def exp_value(s):
        return (sum(p * value(game.result(s, a))[0] for a, p in game.outcomes(s)), None)

    return value(state)
