"""checker: check_evaluation
truth: correct — for each row, column and diagonal: +number of X's if the line has no O, -number of O's if it has no X (board of any size), scaled by 1/25 into (-1, 1).
source: ported from a Brown CS1410 student's HeuristicTTTProblem.heuristic (heuristic_ttt_problem.py: row, column and two diagonal loops with x_count / o_count)
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def heuristic(board):
    dimension = len(board)
    value = 0

    # looping through each row:
    for row_num in range(0, dimension):
        x_count = 0
        o_count = 0
        for col_num in range(0, dimension):
            if board[row_num][col_num] == "X":
                x_count += 1
            if board[row_num][col_num] == "O":
                o_count += 1
        if x_count > 0 and o_count == 0:
            value += x_count
        elif o_count > 0 and x_count == 0:
            value -= o_count

    # looping through each colum:
    for col_num in range(0, dimension):
        x_count = 0
        o_count = 0
        for row_num in range(0, dimension):
            if board[row_num][col_num] == "X":
                x_count += 1
            if board[row_num][col_num] == "O":
                o_count += 1
        if x_count > 0 and o_count == 0:
            value += x_count
        elif o_count > 0 and x_count == 0:
            value -= o_count

    # looking at the diagnols:
    x_count_diag_1 = 0
    o_count_diag_1 = 0
    for i in range(0, dimension):
        if board[i][i] == "X":
            x_count_diag_1 += 1
        if board[i][i] == "O":
            o_count_diag_1 += 1
    if x_count_diag_1 > 0 and o_count_diag_1 == 0:
        value += x_count_diag_1
    elif o_count_diag_1 > 0 and x_count_diag_1 == 0:
        value -= o_count_diag_1

    x_count_diag_2 = 0
    o_count_diag_2 = 0
    for i in range(0, dimension):
        if board[dimension - 1 - i][i] == "X":
            x_count_diag_2 += 1
        if board[dimension - 1 - i][i] == "O":
            o_count_diag_2 += 1
    if x_count_diag_2 > 0 and o_count_diag_2 == 0:
        value += x_count_diag_2
    elif o_count_diag_2 > 0 and x_count_diag_2 == 0:
        value -= o_count_diag_2
    return value


def my_evaluation(state):
    board = [[game.stone_at(state, (r, c)) or "." for c in range(game.m)] for r in range(game.n)]
    return heuristic(board) / 25
