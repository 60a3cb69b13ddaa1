"""checker: check_expectimax
truth: correct — returns (value, move) (the checker's other allowed form); chance nodes use statistics.fmean with the probabilities as weights (a weighted mean, same as the sum of p x value since they sum to 1); a per-call memo.
source: own
"""

from statistics import fmean


def my_expectimax(game, state):
    """(expected value for MAX, a best move or None)."""
    memo = {}

    def value_of(node):
        key = game.key(node)
        if key not in memo:
            memo[key] = search(node)[0]
        return memo[key]

    def search(node):
        if game.is_terminal(node):
            return game.utility(node, game.players[0]), None
        if game.is_chance(node):
            outcomes = game.outcomes(node)
            values = [value_of(game.result(node, move)) for move, _ in outcomes]
            return fmean(values, weights=[p for _, p in outcomes]), None
        scored = [(value_of(game.result(node, move)), move) for move in game.actions(node)]
        if game.to_move(node) == game.players[0]:
            return max(scored, key=lambda pair: pair[0])
        return min(scored, key=lambda pair: pair[0])

    return search(state)
