"""check_win_test(board, k) — TRUTH: correct (every cell and 4 directions, k steps)."""
CHECK, KW = "check_win_test", {}
def student(board, k=3):
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            p = board[r][c]
            if p == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                rr, cc = r + (k - 1) * dr, c + (k - 1) * dc
                if 0 <= rr < rows and 0 <= cc < cols and all(board[r + i * dr][c + i * dc] == p for i in range(k)):
                    return p
    return None
