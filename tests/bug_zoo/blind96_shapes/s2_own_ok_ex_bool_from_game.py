"""checker: check_expectimax
truth: correct — a `maximizing` flag is handed down, but every node asks the game first: game.is_chance for the weighted outcomes, and the flag is recomputed from game.to_move at each player's node.
"""


def emax(game, state, maximizing):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * emax(game, game.result(state, o), maximizing) for o, p in game.outcomes(state))
    maximizing = game.to_move(state) == game.players[0]
    values = [emax(game, game.result(state, a), not maximizing) for a in game.actions(state)]
    return max(values) if maximizing else min(values)


def my_expectimax(game, state):
    return emax(game, state, True)
