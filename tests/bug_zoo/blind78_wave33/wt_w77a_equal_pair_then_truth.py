"""checker: check_win_test
truth: buggy — each line test is written `a == b and c` (Python: `(a == b) and c`), so the third cell is only tested for truth ("." is true) and a line counts as soon as its first two cells hold the same stone: X X . is X's row.
source: own (w77a), the mirror image of blind75's wt_01
"""


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
    b = board
    if b[0][0] == b[0][1] and b[0][2] and b[0][0] != ".":
        return b[0][0]
    if b[1][0] == b[1][1] and b[1][2] and b[1][0] != ".":
        return b[1][0]
    if b[2][0] == b[2][1] and b[2][2] and b[2][0] != ".":
        return b[2][0]
    if b[0][0] == b[1][0] and b[2][0] and b[0][0] != ".":
        return b[0][0]
    if b[0][1] == b[1][1] and b[2][1] and b[0][1] != ".":
        return b[0][1]
    if b[0][2] == b[1][2] and b[2][2] and b[0][2] != ".":
        return b[0][2]
    if b[0][0] == b[1][1] and b[2][2] and b[0][0] != ".":
        return b[0][0]
    if b[0][2] == b[1][1] and b[2][0] and b[0][2] != ".":
        return b[0][2]
    return None
