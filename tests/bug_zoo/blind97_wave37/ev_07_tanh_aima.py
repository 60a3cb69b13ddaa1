"""checker: check_evaluation
truth: correct — AIMA's 3·X2 + X1 − (3·O2 + O1), squashed with tanh(score/10) and clamped to ±0.99 so it stays strictly inside (-1, 1).
source: own
"""
import math

from ttt_lab import TicTacToe

game = TicTacToe()
WEIGHT = {1: 1, 2: 3}


def my_evaluation(state):
    score = 0
    for line in game.lines:
        marks = ''.join(game.stone_at(state, cell) or '.' for cell in line)
        if 'O' not in marks:
            score += WEIGHT.get(marks.count('X'), 0)
        if 'X' not in marks:
            score -= WEIGHT.get(marks.count('O'), 0)
    return max(-0.99, min(0.99, math.tanh(score / 10)))
