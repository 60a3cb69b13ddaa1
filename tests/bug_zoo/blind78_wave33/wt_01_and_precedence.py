"""checker: check_win_test
truth: buggy — every line test is written `a and b == c` (Python reads it as `a and (b == c)`), so a line counts as soon as its last two cells are equal (its first cell, even ".", is always truthy): two X's that end a line read as X's win, and two empty cells end the search with None before later lines are looked at.
source: ported from Jethet/First-Milestone-Project 5_Winner.py (check_winner), made to return the line's owner instead of True
"""


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
    # Two diagonal, three horizontal and three vertical options to win.
    if board[0][0] and board[1][1] == board[2][2]:
        return board[1][1] if board[1][1] != "." else None
    if board[0][2] and board[1][1] == board[2][0]:
        return board[1][1] if board[1][1] != "." else None
    if board[0][0] and board[0][1] == board[0][2]:
        return board[0][1] if board[0][1] != "." else None
    if board[1][0] and board[1][1] == board[1][2]:
        return board[1][1] if board[1][1] != "." else None
    if board[2][0] and board[2][1] == board[2][2]:
        return board[2][1] if board[2][1] != "." else None
    if board[0][0] and board[1][0] == board[2][0]:
        return board[1][0] if board[1][0] != "." else None
    if board[0][1] and board[1][1] == board[2][1]:
        return board[1][1] if board[1][1] != "." else None
    if board[0][2] and board[1][2] == board[2][2]:
        return board[1][2] if board[1][2] != "." else None
    return None
