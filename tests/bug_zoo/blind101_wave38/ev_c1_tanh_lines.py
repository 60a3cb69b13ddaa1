"""checker: check_evaluation
truth: correct — counts open lines weighted by stones (1, 4 for one and two stones) for each side and squashes the difference with 0.9*tanh(x/8), which stays strictly inside (-1, 1).
source: own
"""
import math

from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        xs, os = stones.count("X"), stones.count("O")
        if os == 0:
            score += {1: 1, 2: 4}.get(xs, 0)
        if xs == 0:
            score -= {1: 1, 2: 4}.get(os, 0)
    return 0.9 * math.tanh(score / 8)
