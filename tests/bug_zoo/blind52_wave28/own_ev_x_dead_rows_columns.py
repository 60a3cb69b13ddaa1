"""checker: check_evaluation
truth: buggy — AIMA's 3·X2 + X1 − (3·O2 + O1), but X's score is added on every row and column whatever O has there (the test `"O" not in stones` applied to diagonals only): X's lines that O blocks still count for X, O's blocked lines do not count for O.
source: own (the lead's reproduction of the missed class)
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        straight = line[0][0] == line[1][0] or line[0][1] == line[1][1]
        x, o = stones.count("X"), stones.count("O")
        if "O" not in stones or straight:
            score += 3 if x == 2 else 1 if x == 1 else 0
        if "X" not in stones:
            score -= 3 if o == 2 else 1 if o == 1 else 0
    return score / 100
