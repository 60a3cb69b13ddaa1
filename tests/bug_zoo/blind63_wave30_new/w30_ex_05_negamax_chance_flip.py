"""checker: check_expectimax
truth: buggy — negamax-style expectimax that negates the value at every ply, chance plies included, so after a chance node the sign belongs to the wrong player (the chance node should pass the mover's view through unchanged).
source: own (negamax written as in CPW's Negamax page, extended to chance nodes by the student)
"""


def negamax(game, state, color):
    # value from the point of view of `color` (+1 = players[0])
    if game.is_terminal(state):
        return color * game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * -negamax(game, game.result(state, a), -color) for a, p in game.outcomes(state))
    return max(-negamax(game, game.result(state, a), -color) for a in game.actions(state))


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_chance(state):
        color = 1
    else:
        color = 1 if game.to_move(state) == game.players[0] else -1
    return color * negamax(game, state, color)
