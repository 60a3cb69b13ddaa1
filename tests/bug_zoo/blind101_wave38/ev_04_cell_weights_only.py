"""checker: check_evaluation
truth: buggy — only the positional part of the Kotlin HardAI's score is kept (centre +10, corners +5, edges +3 for X, minus the same for O), scaled by 1/100: it reads no lines at all, so two in a row and a blocked pair with the same cells are valued alike.
source: the Kotlin tutorial HardAI weights (centre +10, corners +5, edges +3; cited in notebook 06), the line part left out
"""
from ttt_lab import TicTacToe

game = TicTacToe()

WEIGHTS = [[5, 3, 5],
           [3, 10, 3],
           [5, 3, 5]]


def my_evaluation(state):
    score = 0
    for r in range(3):
        for c in range(3):
            stone = game.stone_at(state, (r, c))
            if stone == "X":
                score += WEIGHTS[r][c]
            elif stone == "O":
                score -= WEIGHTS[r][c]
    return score / 100
