"""check_win_test — TRUTH: buggy: k-in-a-row with sliding windows whose start ranges are range(n - k) instead of range(n - k + 1), so the last window of every row, column and diagonal is never checked."""
CHECK, KW = "check_win_test", {}
import math
def student(board, k=3):
    rows, cols = len(board), len(board[0])
    def same(cells):
        vals = [board[r][c] for r, c in cells]
        return vals[0] if vals[0] != "." and vals.count(vals[0]) == k else None
    for r in range(rows):
        for c in range(cols - k):
            w = same([(r, c + i) for i in range(k)])
            if w: return w
    for c in range(cols):
        for r in range(rows - k):
            w = same([(r + i, c) for i in range(k)])
            if w: return w
    for r in range(rows - k):
        for c in range(cols - k):
            w = same([(r + i, c + i) for i in range(k)]) or same([(r + i, c + k - 1 - i) for i in range(k)])
            if w: return w
    return None
