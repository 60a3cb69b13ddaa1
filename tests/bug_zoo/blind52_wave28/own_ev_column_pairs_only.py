"""checker: check_evaluation
truth: buggy — it walks down each column only and scores two stones of one colour next to each other there (+0.1 for X's, -0.1 for O's, minus a stone of the other colour just below them): the rows and diagonals are never read.
source: own
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0.0
    for c in range(3):
        column = [game.stone_at(state, (r, c)) for r in range(3)]
        for r in range(2):
            if column[r] is not None and column[r] == column[r + 1]:
                blocked = r + 2 < 3 and column[r + 2] not in (None, column[r])
                worth = 0.05 if blocked else 0.1
                score += worth if column[r] == "X" else -worth
    return score
