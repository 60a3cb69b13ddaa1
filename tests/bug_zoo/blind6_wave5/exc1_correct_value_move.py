"""Checker: check_expectimax
Mistake: correct (returns (value, move); helpers per node kind).
"""
CHECK = {"checker": "check_expectimax", "kwargs": {}, "function": "my_expectimax"}


def chance_value(game, state):
    return sum(p * my_expectimax(game, game.result(state, a))[0] for a, p in game.outcomes(state))


def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        return chance_value(game, state), None
    scored = [(my_expectimax(game, game.result(state, a))[0], a) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(scored, key=lambda t: t[0])
    return min(scored, key=lambda t: t[0])
