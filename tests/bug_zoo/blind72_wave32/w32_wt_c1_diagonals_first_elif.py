"""checker: check_win_test
truth: correct — diagonals first, then for each i the column i and (elif) the row i, each test `a == b == c and a != empty`; falls off the end (None) when nobody has a line.
source: RZaga09/practicepython 26.py (check(board)), ported from 0/1/2 cells to "."/"X"/"O"
"""


def my_winner(board):
    if board[0][0] == board[1][1] == board[2][2] and board[0][0] != ".":
        win = "X" if board[0][0] == "X" else "O"
        return win
    elif board[0][2] == board[1][1] == board[2][0] and board[0][2] != ".":
        win = "X" if board[0][2] == "X" else "O"
        return win
    for i in range(3):
        if board[0][i] == board[1][i] == board[2][i] and board[0][i] != ".":
            win = "X" if board[0][i] == "X" else "O"
            return win
        elif board[i][0] == board[i][1] == board[i][2] and board[i][0] != ".":
            win = "X" if board[i][0] == "X" else "O"
            return win
