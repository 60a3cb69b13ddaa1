"""checker: check_win_test
truth: buggy — each line is tested as `a == b or b == c`, then its middle cell for a stone, so any two equal neighbours along a line count: X X . is X's row, and so is . X X.
source: own (w77a), the same class as blind75's wt_01 (a test that compares only part of the line), with `or`
"""


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
    b = board
    if b[0][0] == b[0][1] or b[0][1] == b[0][2]:
        if b[0][1] != ".":
            return b[0][1]
    if b[1][0] == b[1][1] or b[1][1] == b[1][2]:
        if b[1][1] != ".":
            return b[1][1]
    if b[2][0] == b[2][1] or b[2][1] == b[2][2]:
        if b[2][1] != ".":
            return b[2][1]
    if b[0][0] == b[1][0] or b[1][0] == b[2][0]:
        if b[1][0] != ".":
            return b[1][0]
    if b[0][1] == b[1][1] or b[1][1] == b[2][1]:
        if b[1][1] != ".":
            return b[1][1]
    if b[0][2] == b[1][2] or b[1][2] == b[2][2]:
        if b[1][2] != ".":
            return b[1][2]
    if b[0][0] == b[1][1] or b[1][1] == b[2][2]:
        if b[1][1] != ".":
            return b[1][1]
    if b[0][2] == b[1][1] or b[1][1] == b[2][0]:
        if b[1][1] != ".":
            return b[1][1]
    return None
