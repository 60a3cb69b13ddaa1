"""checker: check_win_test
truth: buggy — the anti-diagonal is read as board[i][-i], which for i = 0 is board[0][0] (not board[0][2]): it checks the cells (0,0), (1,2), (2,1), never the real anti-diagonal.
source: own (negative-index slip: -i instead of -1 - i)
"""


def my_winner(board):
    lines = [row for row in board]
    lines += [[board[r][c] for r in range(3)] for c in range(3)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[i][-i] for i in range(3)])
    for line in lines:
        if line[0] in ("X", "O") and line[0] == line[1] == line[2]:
            return line[0]
    return None
