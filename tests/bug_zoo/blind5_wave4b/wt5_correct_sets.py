"""checker: check_win_test
mistake: correct (set-based, coordinates enumerated up front)."""
LINES = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)] \
    + [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]
def my_winner(board):
    for line in LINES:
        marks = {board[r][c] for r, c in line}
        if len(marks) == 1 and marks != {"."}:
            return marks.pop()
    return None
