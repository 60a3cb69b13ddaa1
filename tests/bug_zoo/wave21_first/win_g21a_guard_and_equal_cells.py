"""checker: check_win_test
truth: buggy — guards a missing board (`if board is None`) and then takes any line of three equal cells as a win, empty ones too, so the empty board "wins" for '.'.
source: own (g21a), another shape of blind36 win_01_sum_values (a None guard on the board, not on a cell)
"""


def my_winner(board):
    if board is None:
        return None
    lines = [list(row) for row in board]
    lines += [[board[r][c] for r in range(3)] for c in range(3)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[i][2 - i] for i in range(3)])
    for line in lines:
        if line[0] == line[1] == line[2]:
            return line[0]
    return None
