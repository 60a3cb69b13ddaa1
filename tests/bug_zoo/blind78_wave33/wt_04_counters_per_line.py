"""checker: check_win_test
truth: correct — counter-based checks per line (rows, columns, main diagonal, anti-diagonal walked with an index offset m = 2, 0, -2), each returning False when nothing is found; the caller turns that into None.
source: ported from lichterspiel/Get3Ded ttt_logic.py (row_check, column_check, diagonal_check, diagonal2_check)
"""


def row_check(board):
    X_count = 0
    O_count = 0
    for row in board:
        for column in row:
            if column == "X":
                X_count += 1
            elif column == "O":
                O_count += 1
        if X_count == 3:
            return "X"
        elif O_count == 3:
            return "O"
        else:
            X_count = 0
            O_count = 0
    return False


def column_check(board):
    X_count = 0
    O_count = 0
    for i in range(len(board[0])):
        for j in range(len(board)):
            if board[j][i] == "X":
                X_count += 1
            elif board[j][i] == "O":
                O_count += 1
        if X_count == 3:
            return "X"
        elif O_count == 3:
            return "O"
        else:
            X_count = 0
            O_count = 0
    return False


def diagonal_check(board):
    X_count = 0
    O_count = 0
    for i in range(3):
        if board[i][i] == "X":
            X_count += 1
        elif board[i][i] == "O":
            O_count += 1
    if X_count == 3:
        return "X"
    elif O_count == 3:
        return "O"
    return False


def diagonal2_check(board):
    X_count = 0
    O_count = 0
    for i in range(3):
        if i == 0:
            m = 2
        if i == 1:
            m = 0
        if i == 2:
            m = -2
        if board[i][i + m] == "X":
            X_count += 1
        elif board[i][i + m] == "O":
            O_count += 1
    if X_count == 3:
        return "X"
    elif O_count == 3:
        return "O"
    return False


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
    return row_check(board) or column_check(board) or diagonal_check(board) or diagonal2_check(board) or None
