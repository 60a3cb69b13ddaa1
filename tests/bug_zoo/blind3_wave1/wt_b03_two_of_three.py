"""check_win_test — TRUTH: buggy: compares only line[0] == line[1] (forgets the third cell), so two in a row already wins."""
CHECK, KW = "check_win_test", {}
def student(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1]:
            return line[0]
    return None
