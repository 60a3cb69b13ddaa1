"""checker: check_win_test
truth: buggy — line_owner(a, b, c) returns a whenever the three cells are equal, empty ones included, so a line of
three empty cells gives '.'; the caller tests the helper's result against None (not a cell), which '.' passes.
source: written for blind42's wt_04 (i42a), another shape of a helper's verdict tested against None.
"""


def line_owner(a, b, c):
    if a == b == c:
        return a
    return None


def my_winner(board):
    lines = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)] for c in range(3)]
    lines += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
    for line in lines:
        owner = line_owner(*(board[r][c] for r, c in line))
        if owner is not None:
            return owner
    return None
