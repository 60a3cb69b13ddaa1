"""check_win_test — TRUTH: buggy: a line with no empty cell counts as won by its first stone (tests '.' not in line instead of all equal), so mixed full lines win."""
CHECK, KW = "check_win_test", {}
import math
def student(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if "." not in line:
            return line[0]
    return None
