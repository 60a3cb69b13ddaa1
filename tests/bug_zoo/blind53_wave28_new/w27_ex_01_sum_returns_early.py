"""checker: check_expectimax
truth: buggy — in expected_value the `return total` sits inside the for-loop over the outcomes, so a chance node returns p1 * value(first outcome) and ignores every other outcome.
source: ported from rmsander/learning-machine_learning python/machine_learning_in_python/adversarial_search/expectiminimax.py (turn-string dispatch, alpha accumulator at chance nodes); the early return is the slip
"""
import math


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return expectiminimax(game, state)


def expectiminimax(game, node):
    # Base case
    if game.is_terminal(node):
        return game.utility(node, game.players[0])

    if game.is_chance(node):
        turn = "CHANCE"
    elif game.to_move(node) == game.players[0]:
        turn = "MAX"
    else:
        turn = "MIN"

    # MAX (player turn)
    if turn == "MAX":
        alpha = -math.inf
        for child in game.actions(node):
            alpha = max(alpha, expectiminimax(game, game.result(node, child)))
        return alpha

    # MIN (adversarial turn)
    if turn == "MIN":
        alpha = math.inf
        for child in game.actions(node):
            alpha = min(alpha, expectiminimax(game, game.result(node, child)))
        return alpha

    # Chance (expectation turn)
    alpha = 0
    for child, prob in game.outcomes(node):
        alpha += prob * expectiminimax(game, game.result(node, child))
        return alpha
