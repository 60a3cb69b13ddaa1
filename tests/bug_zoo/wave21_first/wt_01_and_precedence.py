"""checker: check_win_test
truth: buggy — each test is written `a and b == c` (Python reads it as `a and (b == c)`), so a line counts as won whenever its first cell is non-empty-string (always, '.' is truthy) and its other two cells are equal, empty cells included.
source: Jethet/First-Milestone-Project 5_Winner.py (check_winner: "board[0][0] and board[1][1] == board[2][2] or ..."), ported to return the player
"""


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
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
