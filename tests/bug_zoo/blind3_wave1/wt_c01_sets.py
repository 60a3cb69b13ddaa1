"""check_win_test — TRUTH: correct (set of each line, zip(*board) columns)."""
CHECK, KW = "check_win_test", {}
def student(board):
    lines = [r for r in board] + [c for c in zip(*board)] + [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        s = set(line)
        if len(s) == 1 and "." not in s:
            return line[0]
    return None
