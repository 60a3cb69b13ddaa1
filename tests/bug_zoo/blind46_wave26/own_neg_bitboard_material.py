"""checker: check_negamax
truth: buggy — a finished game is scored by material read off the position's bitboards (the side to move's stones minus the other side's, state.x / state.o), not by its utility: right after X wins, 0 after O wins, -1 for a full drawn board; on trees (whose positions have no bitboards) it crashes.
source: own shape of blind46's neg_03 (material counted from MNKState's fields instead of game.lines)
"""
import math


def my_negamax(game, state):
    if game.is_terminal(state):
        xs, os = bin(state.x).count("1"), bin(state.o).count("1")
        return xs - os if game.to_move(state) == "X" else os - xs
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -my_negamax(game, game.result(state, move)))
    return best
