"""checker: check_expectimax
truth: buggy — the player whose value it computes is a parameter defaulting to the side to move at the first call (player = game.to_move(state) when None), handed down unchanged: where MIN or chance moves at the root, the leaves are scored for that side and it maximises.
source: own (the h40b fix: another shape of w22_ex_03, recursive with the root's player passed down)
"""


def my_expectimax(game, state, player=None):
    """The expected value of `state` for MAX (game.players[0])."""
    if player is None:
        player = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, player)
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, o), player) for o, p in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a), player) for a in game.actions(state)]
    return max(values) if game.to_move(state) == player else min(values)
