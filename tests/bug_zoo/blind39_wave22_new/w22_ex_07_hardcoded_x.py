"""checker: check_expectimax
truth: buggy — MAX is hard-coded as "X" (`game.to_move(state) == "X"`, `game.utility(state, "X")`), which is right on tic-tac-toe but not on the chance trees, whose players are "MAX" and "MIN" (there every player node minimises and utility raises).
source: own (the notebook 11/12 habit of writing "X" for MAX, carried over to 09)
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if game.is_chance(state):
        total = 0
        for move, p in game.outcomes(state):
            total += p * my_expectimax(game, game.result(state, move))
        return total
    if game.to_move(state) == "X":
        return max(my_expectimax(game, game.result(state, m)) for m in game.actions(state))
    return min(my_expectimax(game, game.result(state, m)) for m in game.actions(state))
