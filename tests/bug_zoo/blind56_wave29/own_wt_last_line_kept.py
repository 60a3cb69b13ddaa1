"""checker: check_win_test
truth: buggy — it walks every line and sets `found` on each line of three equal cells, the marker or None, without stopping: a later line of three empty cells resets a win found earlier to None, so only the last equal line counts.
source: own (the shape of wave 29's wt_02 over a list of lines)
"""

LINES = ([[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
         + [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]])


def my_winner(board):
    found = None
    for line in LINES:
        a, b, c = (board[r][col] for r, col in line)
        if a == b == c:
            found = "X" if a == "X" else ("O" if a == "O" else None)
    return found
