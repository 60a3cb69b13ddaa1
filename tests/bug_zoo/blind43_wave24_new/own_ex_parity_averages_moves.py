"""checker: check_expectimax
truth: buggy — reads each node's rule off its ply's parity (`ply % 2`): the max at even plies, and at odd ones the weighted sum at a chance node and the plain mean of the moves at a player's node (`sum(values) / len(game.actions(state))`), never asking the game who moves.
source: own (the i42b fix: another shape of w24_ex_01, one function, the moves' mean written in one expression)
"""


def my_expectimax(game, state, ply=0):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if ply % 2 == 0:
        return max(my_expectimax(game, game.result(state, a), ply + 1) for a in game.actions(state))
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, a), ply + 1) for a, p in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a), ply + 1) for a in game.actions(state)]
    return sum(values) / len(game.actions(state))
