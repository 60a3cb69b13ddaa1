"""checker: check_evaluation
truth: buggy — a table of cell weights (centre 5, corners 3, edges 1), X's stones minus O's, scaled into (-1, 1): it counts every cell whatever the lines through it hold, so a stone on a line the opponent has already blocked still counts (dead lines counted).
source: own (another shape of wave 30's ev_03's second name: a weight table whose numbers are not the lines through each cell)
"""
from ttt_lab.games.mnk import TicTacToe

game = TicTacToe()

WEIGHTS = [[3, 1, 3], [1, 5, 1], [3, 1, 3]]


def my_evaluation(state):
    score = 0
    for r in range(3):
        for c in range(3):
            stone = game.stone_at(state, (r, c))
            if stone == "X":
                score += WEIGHTS[r][c]
            elif stone == "O":
                score -= WEIGHTS[r][c]
    return score / 30
