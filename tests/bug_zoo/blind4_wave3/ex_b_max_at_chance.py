"""checker: expectimax
mistake: takes the best outcome (max) at chance nodes
"""

def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return max(my_expectimax(game, game.result(state, a)) for a, _ in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
