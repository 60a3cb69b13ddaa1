"""checker: expectimax
mistake: takes the plain average at chance nodes, ignoring the probabilities
"""

def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        vals = [my_expectimax(game, game.result(state, a)) for a, p in game.outcomes(state)]
        return sum(vals) / len(vals)
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
