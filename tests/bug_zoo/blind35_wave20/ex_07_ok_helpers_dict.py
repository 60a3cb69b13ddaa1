"""checker: check_expectimax
truth: correct — max_value/min_value/exp_value helpers, probabilities read into a dict first, per-call memo keyed by game.key.
source: own
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    memo = {}
    me = game.players[0]

    def value(s):
        k = game.key(s)
        if k not in memo:
            if game.is_terminal(s):
                memo[k] = game.utility(s, me)
            elif game.is_chance(s):
                memo[k] = exp_value(s)
            elif game.to_move(s) == me:
                memo[k] = max_value(s)
            else:
                memo[k] = min_value(s)
        return memo[k]

    def max_value(s):
        return max(value(game.result(s, a)) for a in game.actions(s))

    def min_value(s):
        return min(value(game.result(s, a)) for a in game.actions(s))

    def exp_value(s):
        odds = dict(game.outcomes(s))
        return sum(odds[a] * value(game.result(s, a)) for a in odds)

    return value(state)
