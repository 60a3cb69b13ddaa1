"""check_win_test(board, k) — TRUTH: buggy: k-in-a-row version only looks at the window starting at index 0 of each row/column/diagonal (no sliding windows), so it misses lines not touching the edge."""
CHECK, KW = "check_win_test", {}
def student(board, k=3):
    rows, cols = len(board), len(board[0])
    lines = [list(r) for r in board] + [[board[r][c] for r in range(rows)] for c in range(cols)]
    lines.append([board[i][i] for i in range(min(rows, cols))])
    lines.append([board[i][cols - 1 - i] for i in range(min(rows, cols))])
    for line in lines:
        w = line[:k]
        if len(w) == k and w[0] != "." and w.count(w[0]) == k:
            return w[0]
    return None
