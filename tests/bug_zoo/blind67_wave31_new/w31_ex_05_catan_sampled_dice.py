"""checker: check_expectimax
truth: buggy — at a chance node with more than DICE_SAMPLE_SIZE outcomes it averages only a random sample of outcomes (drawn by probability) instead of summing p x value over all of them, so the value is a noisy estimate.
source: ported from the dice-sampling option of catanatron's search players (dice_sample_size: "None = all 11 outcomes; set to e.g. 5 to sample", expand_spectrum(game, actions, self.dice_sample_size)); the sample is drawn with random.choices
"""

import random

DICE_SAMPLE_SIZE = 3  # chance nodes with more outcomes than this are sampled, to keep the search fast


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        if len(outcomes) > DICE_SAMPLE_SIZE:
            moves = [move for move, _ in outcomes]
            weights = [p for _, p in outcomes]
            sample = random.choices(moves, weights=weights, k=DICE_SAMPLE_SIZE)
            return sum(my_expectimax(game, game.result(state, m)) for m in sample) / len(sample)
        return sum(p * my_expectimax(game, game.result(state, m)) for m, p in outcomes)
    values = [my_expectimax(game, game.result(state, move)) for move in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(values)
    return min(values)
