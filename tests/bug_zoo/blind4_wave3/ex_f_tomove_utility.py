"""checker: expectimax
mistake: scores finished games for the side to move instead of MAX
"""

def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
