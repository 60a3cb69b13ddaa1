"""checker: check_expectimax
truth: buggy — counts the plies from the root up (`ply + 1` at every node, chance nodes too) and returns 0 once `ply == LIMIT` (3), so every unfinished position 3 plies below the root is scored as a draw.
source: own (the i42b fix: another shape of w24_ex_05, a keyword counter and an equality test)
"""

LIMIT = 3


def my_expectimax(game, state, ply=0):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if ply == LIMIT:
        return 0
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, a), ply=ply + 1) for a, p in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a), ply=ply + 1) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
