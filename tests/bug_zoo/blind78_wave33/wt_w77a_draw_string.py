"""checker: check_win_test
truth: buggy — where nobody has a line it returns the string "draw" (the game loop printed it), not the value None.
source: own (w77a), blind75's wt_06 with another word for "nobody"
"""


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
    lines = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)] for c in range(3)]
    lines += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
    for line in lines:
        cells = {board[r][c] for r, c in line}
        if len(cells) == 1 and "." not in cells:
            return cells.pop()
    return "draw"
