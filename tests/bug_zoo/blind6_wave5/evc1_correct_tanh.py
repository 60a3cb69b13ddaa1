"""Checker: check_evaluation
Mistake: correct (open-line difference squashed with 0.9 * tanh).
"""
import math

from ttt_lab import TicTacToe

game = TicTacToe()
CHECK = {"checker": "check_evaluation", "kwargs": {}, "function": "my_evaluation"}


def open_for(state, side):
    other = "O" if side == "X" else "X"
    return sum(1 for line in game.lines if all(game.stone_at(state, c) != other for c in line)
               and any(game.stone_at(state, c) == side for c in line))


def my_evaluation(state):
    return 0.9 * math.tanh((open_for(state, "X") - open_for(state, "O")) / 4)
