"""checker: expectimax
mistake: MIN nodes take the plain average too (treats the opponent as random), chance nodes right
"""

def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(values)
    return sum(values) / len(values)
