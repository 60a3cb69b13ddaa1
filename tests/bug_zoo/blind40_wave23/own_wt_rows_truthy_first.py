"""checker: check_win_test
truth: buggy — each line is tested `line[0] and line[1] == line[2]`, which Python reads as `line[0] and (line[1] == line[2])`: the first cell is only tested for truth (".") and never compared with the others (i40c's own shape of blind40's wt_01, the lines listed first).
"""


def my_winner(board):
    lines = [row for row in board]
    lines += [[board[r][c] for r in range(3)] for c in range(3)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[i][2 - i] for i in range(3)])
    for line in lines:
        if line[0] and line[1] == line[2] and line[1] != ".":
            return line[1]
    return None
