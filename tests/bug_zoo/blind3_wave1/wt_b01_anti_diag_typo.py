"""check_win_test — TRUTH: buggy: anti-diagonal typo board[2-i][2-i] (checks the main diagonal twice), so misses the anti-diagonal."""
CHECK, KW = "check_win_test", {}
def student(board):
    lines = [list(r) for r in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[2 - i][2 - i] for i in range(3)])
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None
