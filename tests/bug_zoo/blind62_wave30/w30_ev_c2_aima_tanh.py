"""checker: check_evaluation
truth: correct — AIMA's 3·X2 + X1 − (3·O2 + O1) over all 8 lines, squashed with tanh(score / 10) * 0.99 into (-1, 1).
source: own
"""
import math

from ttt_lab.games.mnk import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0 and x in (1, 2):
            score += 3 if x == 2 else 1
        if x == 0 and o in (1, 2):
            score -= 3 if o == 2 else 1
    return math.tanh(score / 10) * 0.99
