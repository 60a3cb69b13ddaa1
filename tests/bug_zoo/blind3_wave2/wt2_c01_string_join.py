"""check_win_test — TRUTH: correct (joins each line into a string and compares with 'XXX' / 'OOO')."""
CHECK, KW = "check_win_test", {}
import math
def student(board):
    lines = ["".join(r) for r in board] + ["".join(c) for c in zip(*board)]
    lines += ["".join(board[i][i] for i in range(3)), "".join(board[i][2 - i] for i in range(3))]
    for p in "XO":
        if p * 3 in lines:
            return p
    return None
