"""checker: check_win_test
truth: buggy — my_winner(): the main diagonal is grouped under the top-right corner b[0][2], which is not on it, so the main diagonal's win is returned as whatever stands on (0, 2) (None when it is empty), and three empty cells on the main diagonal make any stone on (0, 2) a winner.
source: own, the same grouping slip as w31_win_04 on a 2-D board, another line and another corner
"""


def my_winner(board):
    b = board
    if b[0][0] == b[0][1] == b[0][2] or b[0][0] == b[1][0] == b[2][0]:
        if b[0][0] != ".":
            return b[0][0]
    if b[0][2] == b[1][2] == b[2][2] or b[0][2] == b[1][1] == b[2][0] or b[0][0] == b[1][1] == b[2][2]:
        if b[0][2] != ".":
            return b[0][2]
    if b[1][0] == b[1][1] == b[1][2] or b[0][1] == b[1][1] == b[2][1]:
        if b[1][1] != ".":
            return b[1][1]
    if b[2][0] == b[2][1] == b[2][2]:
        if b[2][0] != ".":
            return b[2][0]
    return None
