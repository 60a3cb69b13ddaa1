"""Checker: check_expectimax
Mistake: pairs the probabilities with the children in the wrong order (zips outcomes' probabilities with reversed(actions)).
"""
CHECK = {"checker": "check_expectimax", "kwargs": {}, "function": "my_expectimax"}


def my_expectimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        probs = [p for _, p in game.outcomes(state)]
        moves = list(reversed(game.actions(state)))
        return sum(p * my_expectimax(game, game.result(state, m)) for p, m in zip(probs, moves))
    values = [my_expectimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
