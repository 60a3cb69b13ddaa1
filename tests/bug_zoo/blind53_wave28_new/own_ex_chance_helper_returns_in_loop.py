"""checker: check_expectimax
truth: buggy — a helper for chance nodes keeps the outcomes in a list first and returns its running sum from inside the loop over them (`return expected` indented one level too far), so a chance node is worth its first outcome's p * value alone.
"""


def chance_value(game, state):
    outcomes = list(game.outcomes(state))
    expected = 0.0
    for outcome, probability in outcomes:
        expected += probability * value(game, game.result(state, outcome))
        return expected


def value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return chance_value(game, state)
    values = [value(game, game.result(state, move)) for move in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return value(game, state)
