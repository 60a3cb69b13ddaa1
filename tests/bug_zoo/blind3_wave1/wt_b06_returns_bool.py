"""check_win_test — TRUTH: buggy: returns True/False (is there a winner) instead of the winner's symbol."""
CHECK, KW = "check_win_test", {}
def student(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    return any(line[0] != "." and line.count(line[0]) == 3 for line in lines)
