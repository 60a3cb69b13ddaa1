"""check_win_test — TRUTH: buggy: columns built with zip(board) instead of zip(*board), so the "columns" are the rows again (misses columns)."""
CHECK, KW = "check_win_test", {}
def student(board):
    lines = [list(r) for r in board] + [list(c[0]) for c in zip(board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    return None
