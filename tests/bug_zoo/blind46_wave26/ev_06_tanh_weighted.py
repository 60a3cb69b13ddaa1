"""checker: check_evaluation
truth: correct — open-line count weighted 1/10/100 by stones in the line (Jonathana1106's weights with the typo fixed), squashed into (-1, 1) with tanh.
source: own (weights from Jonathana1106/IA min_max.py eval_line)
"""
import math

from ttt_lab import TicTacToe

game = TicTacToe()
WEIGHT = {0: 0, 1: 1, 2: 10, 3: 100}


def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score += WEIGHT[stones.count("X")]
        if "X" not in stones:
            score -= WEIGHT[stones.count("O")]
    return 0.99 * math.tanh(score / 50)
