"""check_win_test — TRUTH: buggy: gets the anti-diagonal by board.reverse() (in place) and reading the main diagonal again: the given board is left upside down (right answers)."""
CHECK, KW = "check_win_test", {}
import math
def student(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines.append([board[i][i] for i in range(3)])
    board.reverse()
    lines.append([board[i][i] for i in range(3)])
    for line in lines:
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    return None
