"""checker: check_evaluation
truth: correct — weights live lines (one stone 1, two stones 4, per side, lines with both colours dead) through game.lines and squashes the sum with tanh(score / 12) * 0.95, so every value is strictly inside (-1, 1).
source: own
"""
import math

from ttt_lab import TicTacToe

game = TicTacToe()

WEIGHT = {0: 0, 1: 1, 2: 4, 3: 4}


def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        xs, os = stones.count("X"), stones.count("O")
        if os == 0:
            score += WEIGHT[xs]
        if xs == 0:
            score -= WEIGHT[os]
    return 0.95 * math.tanh(score / 12)
