"""checker: check_expectimax
truth: buggy — the recursion itself carries the level as an Enum with defaults in its signature (level=Level.MAX, above=Level.MIN): below a player comes CHANCE, below CHANCE the player other than the one above it, so the root is MAX's whatever it is and the game is never asked whose turn it is.
source: own (f99b: another shape of wave 38's ex_02, an Enum and the defaults on the recursive function itself)
"""
from enum import Enum


class Level(Enum):
    MAX = "max"
    MIN = "min"
    CHANCE = "chance"


def my_expectimax(game, state, level=Level.MAX, above=Level.MIN):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if level is Level.CHANCE:
        after = Level.MIN if above is Level.MAX else Level.MAX
        total = 0.0
        for outcome, p in game.outcomes(state):
            total += p * my_expectimax(game, game.result(state, outcome), after, Level.CHANCE)
        return total
    values = [my_expectimax(game, game.result(state, move), Level.CHANCE, level) for move in game.actions(state)]
    return max(values) if level is Level.MAX else min(values)
