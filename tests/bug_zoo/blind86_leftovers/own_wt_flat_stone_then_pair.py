"""checker: check_win_test
truth: buggy — the board is flattened into nine cells and each row is tested as `cells[3 * r] != "." and cells[3 * r + 1] == cells[3 * r + 2]`: the first cell must hold a stone and the other two be equal to each other, never to the first (columns and diagonals are compared whole).
source: written for the fix (y86b), the partial line test read on a flat copy of the board
"""


def my_winner(board):
    cells = [cell for row in board for cell in row]
    for r in range(3):
        if cells[3 * r] != "." and cells[3 * r + 1] == cells[3 * r + 2]:
            return cells[3 * r]
    for c in range(3):
        if cells[c] != "." and cells[c] == cells[c + 3] == cells[c + 6]:
            return cells[c]
    for a, b, c in ((0, 4, 8), (2, 4, 6)):
        if cells[a] != "." and cells[a] == cells[b] == cells[c]:
            return cells[a]
    return None
