"""checker: check_win_test
truth: buggy — the diagonal test uses len(set(diag)) == 1 without excluding '.', so an empty diagonal returns '.' instead of None (rows/columns are guarded).
source: ported from practicepython Exercise 26 solutions using set() per line (estebie/Python-basic 26-CheckTicTacToe.py style); the missing guard is the student's
"""


def my_winner(board):
    for row in board:
        if len(set(row)) == 1 and row[0] != ".":
            return row[0]
    for col in zip(*board):
        if len(set(col)) == 1 and col[0] != ".":
            return col[0]
    diag1 = {board[0][0], board[1][1], board[2][2]}
    diag2 = {board[0][2], board[1][1], board[2][0]}
    if len(diag1) == 1:
        return board[1][1]
    if len(diag2) == 1:
        return board[1][1]
    return None
