"""checker: check_win_test
truth: buggy — a line is X's when none of its cells is O's (`all(cell != 'O' ...)`), so an empty cell counts as X's stone: the empty board and every line of X's stones and empty cells are called X's wins (h40a's own shape of wave 21's win_01, '.' read as a stone).
"""


def my_winner(board):
    n = len(board)
    lines = [list(row) for row in board]
    lines += [[board[r][c] for r in range(n)] for c in range(n)]
    lines.append([board[i][i] for i in range(n)])
    lines.append([board[i][n - 1 - i] for i in range(n)])
    for line in lines:
        if all(cell != "O" for cell in line):
            return "X"
        if all(cell == "O" for cell in line):
            return "O"
    return None
