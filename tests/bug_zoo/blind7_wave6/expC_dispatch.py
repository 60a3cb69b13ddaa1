"""checker: check_expectimax
truth: correct — explicit loops, helper for the chance node, type hints.
"""
from typing import Any


def _chance_value(game: Any, state: Any) -> float:
    expected = 0.0
    for outcome, probability in game.outcomes(state):
        expected += probability * my_expectimax(game, game.result(state, outcome))
    return expected


def my_expectimax(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return _chance_value(game, state)
    best = None
    maximizing = game.to_move(state) == game.players[0]
    for action in game.actions(state):
        v = my_expectimax(game, game.result(state, action))
        if best is None or (maximizing and v > best) or (not maximizing and v < best):
            best = v
    return best
