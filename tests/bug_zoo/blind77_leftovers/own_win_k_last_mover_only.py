"""checker: check_win_test
truth: buggy — fn(board, k): counts the stones to find who moved last (X on an odd count) and tests only that player's k-in-a-row lines, on every board size; right on every board of play, blind to a line of the other side (X's row in "XXXO/OO../..../...." with k=3).
source: own (v76a), wave 31's win_02 (last mover only) written for any board and k
"""


def _lines(rows, cols, k):
    for r in range(rows):
        for c in range(cols):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(r + i * dr, c + i * dc) for i in range(k)]
                if all(0 <= rr < rows and 0 <= cc < cols for rr, cc in cells):
                    yield cells


def my_winner(board, k):
    stones = sum(cell != "." for row in board for cell in row)
    player = "X" if stones % 2 == 1 else "O"  # X moves first, so an odd count means X moved last
    for cells in _lines(len(board), len(board[0]), k):
        if all(board[r][c] == player for r, c in cells):
            return player
    return None
