"""checker: check_expectimax
truth: buggy — a chance node averages two outcomes drawn with random.sample (probabilities renormalised over the two), not p x value over all of them.
source: own (another shape of wave 31's ex_05: a sample drawn uniformly, weighted within the sample)
"""

import random


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outcomes = list(game.outcomes(state))
        picked = random.sample(outcomes, min(2, len(outcomes)))
        total = sum(p for _, p in picked)
        return sum(p * my_expectimax(game, game.result(state, m)) for m, p in picked) / total
    values = [my_expectimax(game, game.result(state, move)) for move in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
