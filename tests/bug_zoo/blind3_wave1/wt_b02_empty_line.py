"""check_win_test — TRUTH: buggy: forgets to exclude empty cells, so a line of three '.' counts as a win (returns '.')."""
CHECK, KW = "check_win_test", {}
def student(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] == line[1] == line[2]:
            return line[0]
    return None
