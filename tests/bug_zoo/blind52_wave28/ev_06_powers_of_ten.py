"""checker: check_evaluation
truth: correct — each line held by one side only is worth 10 ** (its stones) to that side, dead and empty lines 0; the sum is divided by 1000 (unfinished positions stay well inside (-1, 1)).
source: ported from a Brown CS1410 student's HeuristicTTTProblem (heuristic_ttt_problem.py: eval_line with 10 ** x_count / -(10 ** o_count), rows, columns and both diagonals), board read from an MNK position
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def eval_line(line):
    x_count = line.count("X")
    o_count = line.count("O")

    if x_count > 0 and o_count > 0:
        return 0.0

    if x_count > 0:
        return 10 ** x_count

    if o_count > 0:
        return -(10 ** o_count)

    return 0.0


def heuristic(board):
    n_rows = len(board)
    score = 0.0

    # rows are already constructed
    for r in range(0, n_rows):
        score += eval_line(board[r])

    # construct each column and run eval on int
    for c in range(0, n_rows):
        column = [board[r][c] for r in range(0, n_rows)]
        score += eval_line(column)

    # construct the diagonals
    diagonal_1 = [board[i][i] for i in range(0, n_rows)]
    score += eval_line(diagonal_1)

    diagonal_2 = [board[i][n_rows - 1 - i] for i in range(0, n_rows)]
    score += eval_line(diagonal_2)

    return score


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) or " " for c in range(3)] for r in range(3)]
    return heuristic(board) / 1000
