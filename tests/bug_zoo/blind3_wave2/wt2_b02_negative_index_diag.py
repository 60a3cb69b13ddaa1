"""check_win_test — TRUTH: buggy: anti-diagonal written board[i][-i], which gives cells (0,0), (1,2), (2,1) instead of (0,2), (1,1), (2,0)."""
CHECK, KW = "check_win_test", {}
import math
def student(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][-i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    return None
