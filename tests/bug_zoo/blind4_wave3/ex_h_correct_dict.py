"""checker: expectimax
mistake: correct (dict of probabilities, helper for the chance node)
"""

def chance_value(game, state):
    probs = dict(game.outcomes(state))
    return sum(probs[o] * my_expectimax(game, game.result(state, o)) for o in probs)
def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return chance_value(game, state)
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(my_expectimax(game, game.result(state, a)) for a in game.actions(state))
