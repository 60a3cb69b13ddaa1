"""checker: check_expectimax
truth: buggy — a helper already returns p × value for an outcome, and the chance node multiplies its result by p once more (total += p * weighted(...)), so every outcome counts p squared.
source: own (j44b: an outcome's probability applied twice, at the chance node itself)
"""


def weighted(game, state, outcome, p):
    return p * value(game, game.result(state, outcome))


def value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for outcome, p in game.outcomes(state):
            total += p * weighted(game, state, outcome, p)
        return total
    children = [value(game, game.result(state, move)) for move in game.actions(state)]
    return max(children) if game.to_move(state) == game.players[0] else min(children)


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return value(game, state)
