"""checker: check_win_test
truth: buggy — the columns are built with `zip(board)` instead of `zip(*board)`, which yields 1-tuples holding whole rows, so no column is ever tested (column wins are missed).
source: own
"""


def my_winner(board):
    lines = [list(row) for row in board]
    lines += [list(col) for col in zip(board)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[i][2 - i] for i in range(3)])
    for line in lines:
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    return None
