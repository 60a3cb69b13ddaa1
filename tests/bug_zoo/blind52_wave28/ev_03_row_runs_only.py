"""checker: check_evaluation
truth: buggy — it scans only the rows, and scores a run of two or more stones only when a stone of the other colour ends it (the count is never flushed at the end of the row, and an empty cell just resets it), so almost every position — any columns, diagonals, or open two-in-a-rows — is worth 0.
source: ported from a Brown CS1410 student's HeuristicTTTProblem.heuristic (heuristic_ttt_problem.py, runs of consecutive X/O scored 10 ** (run - 1)), board read from an MNK position, divided by 100
"""
from ttt_lab import TicTacToe

game = TicTacToe()
SPACE = " "
X = "X"
O = "O"


def heuristic(board):
    score = 0

    for row in board:
        consecutive_X = 0
        consecutive_O = 0
        for cell in row:
            if cell == X:
                consecutive_X += 1
                if consecutive_O > 1:
                    score -= 10 ** (consecutive_O - 1)
                consecutive_O = 0
            elif cell == O:
                consecutive_O += 1
                if consecutive_X > 1:
                    score += 10 ** (consecutive_X - 1)
                consecutive_X = 0
            else:
                consecutive_X = 0
                consecutive_O = 0

    return score


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) or SPACE for c in range(3)] for r in range(3)]
    return heuristic(board) / 100
