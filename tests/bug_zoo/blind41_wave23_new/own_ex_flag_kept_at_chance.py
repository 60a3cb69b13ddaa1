"""checker: check_expectimax
truth: buggy — decides max or min from a flag handed down the recursion, MAX at the root, flipped after every player's move and handed on unchanged below a chance node, never game.to_move: wrong where the same player moves again after a roll, or the root is MIN's.
source: own (the i40d fix: another shape of w23_ex_02, a flag instead of the depth's parity, one function)
"""


def my_expectimax(game, state, is_max=True):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for outcome, p in game.outcomes(state):
            total += p * my_expectimax(game, game.result(state, outcome), is_max)
        return total
    values = [my_expectimax(game, game.result(state, a), not is_max) for a in game.actions(state)]
    return max(values) if is_max else min(values)
