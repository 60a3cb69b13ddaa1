"""checker: check_win_test
truth: buggy — every line is tested by hand, but the middle row's third cell is written b[2][2] for b[1][2], so a full middle row is not seen and the bent line (1,0),(1,1),(2,2) counts as a win.
source: own (the same mistake as wt_01 in another shape: row and column indices, one slip in a row's test)
"""


def my_winner(b):
    for stone in ("X", "O"):
        if b[0][0] == stone and b[0][1] == stone and b[0][2] == stone:
            return stone
        if b[1][0] == stone and b[1][1] == stone and b[2][2] == stone:
            return stone
        if b[2][0] == stone and b[2][1] == stone and b[2][2] == stone:
            return stone
        if b[0][0] == stone and b[1][0] == stone and b[2][0] == stone:
            return stone
        if b[0][1] == stone and b[1][1] == stone and b[2][1] == stone:
            return stone
        if b[0][2] == stone and b[1][2] == stone and b[2][2] == stone:
            return stone
        if b[0][0] == stone and b[1][1] == stone and b[2][2] == stone:
            return stone
        if b[0][2] == stone and b[1][1] == stone and b[2][0] == stone:
            return stone
    return None
