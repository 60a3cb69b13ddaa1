"""checker: check_expectimax
truth: correct — CS188-style getAction: returns (value, move) at the root, with max_value / min_value / exp_value helpers that return (value, move) pairs.
source: own (structure of CS188 multiAgents ExpectimaxAgent)
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0]), and a best move."""
    def value(s):
        if game.is_terminal(s):
            return game.utility(s, game.players[0]), None
        if game.is_chance(s):
            return exp_value(s)
        if game.to_move(s) == game.players[0]:
            return max_value(s)
        return min_value(s)

    def max_value(s):
        best = (float("-inf"), None)
        for a in game.actions(s):
            v, _ = value(game.result(s, a))
            if v > best[0]:
                best = (v, a)
        return best

    def min_value(s):
        best = (float("inf"), None)
        for a in game.actions(s):
            v, _ = value(game.result(s, a))
            if v < best[0]:
                best = (v, a)
        return best

    def exp_value(s):
        total = 0.0
        for a, p in game.outcomes(s):
            v, _ = value(game.result(s, a))
            total += p * v
        return total, None

    return value(state)
