"""checker: check_win_test
truth: buggy — every line check assigns `winner = X if ... else O if ... else None` instead of returning, so a later all-empty row or column (equal cells ".") resets an earlier diagonal/row win to None; only the last matching line counts.
source: ported from a CS50 AI tictactoe.py found by code search (winner(board) with `winner = X if board[0][0] == X else O if board[0][0] == O else None` for diagonals, rows, then columns), EMPTY replaced by "."
"""
X = "X"
O = "O"


def winner(board):
    winner = None

    # Check if top to bottom diagonal is all the same
    if board[0][0] == board[1][1] == board[2][2]:
        winner = X if board[0][0] == X else O if board[0][0] == O else None

    # Check if bottom to top diagonal is all the same
    if board[0][2] == board[1][1] == board[2][0]:
        winner = X if board[0][2] == X else O if board[0][2] == O else None

    # Check matching in any 3 rows
    for r in board:
        if r[0] == r[1] == r[2]:
            winner = X if r[0] == X else O if r[0] == O else None

    # Check matching in any 3 columns
    for c in range(len(board)):
        if board[0][c] == board[1][c] == board[2][c]:
            winner = X if board[0][c] == X else O if board[0][c] == O else None

    return winner


def my_winner(board):
    return winner(board)
