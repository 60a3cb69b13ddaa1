"""checker: check_expectimax
truth: correct — recursive max_value / min_value / exp_value helpers (AIMA / CS188 shape) that return (value, move), the move one of the best at the root.
source: own
"""


def my_expectimax(game, state):
    """(expected value of `state` for MAX, best move or None)."""
    MAX = game.players[0]

    def value(s):
        if game.is_terminal(s):
            return game.utility(s, MAX), None
        if game.is_chance(s):
            return exp_value(s)
        if game.to_move(s) == MAX:
            return max_value(s)
        return min_value(s)

    def max_value(s):
        best, best_move = float("-inf"), None
        for a in game.actions(s):
            v, _ = value(game.result(s, a))
            if v > best:
                best, best_move = v, a
        return best, best_move

    def min_value(s):
        best, best_move = float("inf"), None
        for a in game.actions(s):
            v, _ = value(game.result(s, a))
            if v < best:
                best, best_move = v, a
        return best, best_move

    def exp_value(s):
        expected = 0.0
        for a, p in game.outcomes(s):
            v, _ = value(game.result(s, a))
            expected += p * v
        return expected, None

    return value(state)
