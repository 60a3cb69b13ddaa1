"""checker: check_win_test
truth: buggy — `a and b == c` on each line (Python: `a and (b == c)`), the first cell tested only for truth, with the line's first cell returned when the last two are equal stones: X on the last two cells of a row is a win for whatever the first cell holds.
source: own (w77a), blind75's wt_01 with a chain `b == c != "."` after the `and`, returning the line's last cell
"""


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
    if board[0][0] and board[0][1] == board[0][2] != ".":
        return board[0][2]
    if board[1][0] and board[1][1] == board[1][2] != ".":
        return board[1][2]
    if board[2][0] and board[2][1] == board[2][2] != ".":
        return board[2][2]
    if board[0][0] and board[1][0] == board[2][0] != ".":
        return board[2][0]
    if board[0][1] and board[1][1] == board[2][1] != ".":
        return board[2][1]
    if board[0][2] and board[1][2] == board[2][2] != ".":
        return board[2][2]
    if board[0][0] and board[1][1] == board[2][2] != ".":
        return board[2][2]
    if board[0][2] and board[1][1] == board[2][0] != ".":
        return board[2][0]
    return None
