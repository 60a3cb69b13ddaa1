"""checker: check_expectimax
truth: buggy — negamax expectimax written with a loop: at a chance node each outcome's value is negated and the sign handed down flipped, as at a player's move, so below a roll the value is in the view of the player who moved before it.
source: own (another shape of wave 30's ex_05: negamax's minus and sign flipped at a chance node too)
"""


def expecti(game, state, sign):
    "The value of `state` from the side `sign` (+1: the first player)."
    if game.is_terminal(state):
        return sign * game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for outcome, probability in game.outcomes(state):
            total += probability * -expecti(game, game.result(state, outcome), -sign)
        return total
    best = float("-inf")
    for move in game.actions(state):
        best = max(best, -expecti(game, game.result(state, move), -sign))
    return best


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    sign = 1 if game.is_chance(state) or game.to_move(state) == game.players[0] else -1
    return sign * expecti(game, state, sign)
