"""checker: check_expectimax
truth: buggy — MAX is a module constant MAX_PLAYER = "X", used for the leaves' utility and for the max test: right on tic-tac-toe, wrong on the chance trees, whose players are MAX and MIN.
source: own (the h40b fix: another shape of w22_ex_07, the name held in a constant)
"""
MAX_PLAYER = "X"


def my_expectimax(game, state):
    """The expected value of `state` for MAX."""
    if game.is_terminal(state):
        return game.utility(state, MAX_PLAYER)
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, o)) for o, p in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    if game.to_move(state) == MAX_PLAYER:
        return max(values)
    return min(values)
