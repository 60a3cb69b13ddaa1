"""Checker: check_expectimax
Mistake: two ideas mixed: weights each outcome by its probability AND divides by the number of outcomes (sum(p*v)/n).
"""
CHECK = {"checker": "check_expectimax", "kwargs": {}, "function": "my_expectimax"}


def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        total = 0
        for move, p in outcomes:
            total += p * my_expectimax(game, game.result(state, move))
        return total / len(outcomes)
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
