"""checker: check_expectimax
truth: buggy — negamax-style expectimax flips the sign on every ply, including the step into and out of a chance node, so below a chance node the values have the wrong sign.
source: own (negamax with chance nodes, a common adaptation)
"""


def my_expectimax(game, state):
    sign = 1 if game.to_move(state) == game.players[0] or game.is_chance(state) else -1
    return sign * negaexpect(game, state, sign)


def negaexpect(game, state, color):
    """Value for the side `color` (+1 MAX, -1 MIN)."""
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])
    if game.is_chance(state):
        return -sum(p * negaexpect(game, game.result(state, a), -color) for a, p in game.outcomes(state))
    return max(-negaexpect(game, game.result(state, a), -color) for a in game.actions(state))
