"""checker: check_evaluation
truth: buggy — counts, in the rows only, two of a player's stones side by side with an empty cell to their right (never to their left, never in columns or diagonals): mirror images get different values.
source: own (g21a), another shape of blind36 ev_03_row_runs
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0
    for row in game.board_text(state).split("/"):
        for i in range(len(row) - 2):
            if row[i] == row[i + 1] == "X" and row[i + 2] == ".":
                score += 1
            if row[i] == row[i + 1] == "O" and row[i + 2] == ".":
                score -= 1
    return score / 10
