"""checker: check_win_test
truth: buggy — the columns come from `zip(board)` without the star: each "column" is a 1-tuple holding a whole row, whose one item is never "X" or "O", so no column win is ever found; rows and diagonals are right.
source: own, the same slip as w32_wt_05 with the columns tested one by one and an explicit stone check
"""


def my_winner(board):
    for row in board:
        if row[0] in ("X", "O") and row[0] == row[1] == row[2]:
            return row[0]
    for col in zip(board):
        if col[0] in ("X", "O") and all(cell == col[0] for cell in col):
            return col[0]
    if board[1][1] in ("X", "O"):
        if board[0][0] == board[1][1] == board[2][2] or board[0][2] == board[1][1] == board[2][0]:
            return board[1][1]
    return None
