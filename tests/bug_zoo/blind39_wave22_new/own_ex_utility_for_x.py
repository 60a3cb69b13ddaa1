"""checker: check_expectimax
truth: buggy — the max test is right (game.players[0]), but every finished game is scored game.utility(state, "X"): right on tic-tac-toe, wrong on the chance trees, whose players are MAX and MIN.
source: own (the h40b fix: another shape of w22_ex_07, the name in the utility call alone)
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, o)) for o, p in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
