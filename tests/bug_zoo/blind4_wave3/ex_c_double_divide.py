"""checker: expectimax
mistake: weights by p and then also divides by the number of outcomes
"""

def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outs = game.outcomes(state)
        return sum(p * my_expectimax(game, game.result(state, a)) for a, p in outs) / len(outs)
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
