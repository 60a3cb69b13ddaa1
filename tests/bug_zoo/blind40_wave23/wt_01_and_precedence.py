"""checker: check_win_test
truth: buggy — every test is written `a and b == c` (Python reads it as `a and (b == c)`), so the first cell is only tested for truthiness ("." is truthy) and never compared with the other two.
source: ported from Jethet/First-Milestone-Project 5_Winner.py (check_winner), returning the stone instead of True
"""


def my_winner(board):
    # Two diagonal, three horizontal and three vertical options to win.
    if board[0][0] and board[1][1] == board[2][2]:
        return board[1][1]
    if board[0][2] and board[1][1] == board[2][0]:
        return board[1][1]
    if board[0][0] and board[0][1] == board[0][2]:
        return board[0][1]
    if board[1][0] and board[1][1] == board[1][2]:
        return board[1][1]
    if board[2][0] and board[2][1] == board[2][2]:
        return board[2][1]
    if board[0][0] and board[1][0] == board[2][0]:
        return board[1][0]
    if board[0][1] and board[1][1] == board[2][1]:
        return board[1][1]
    if board[0][2] and board[1][2] == board[2][2]:
        return board[1][2]
    return None
