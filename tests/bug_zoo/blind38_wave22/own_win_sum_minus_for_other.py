"""checker: check_win_test
truth: buggy — each cell scores `1 if cell == 'O' else -1`, so an empty cell scores as X's stone and a line summing to -3 (empty cells and X's) is called X's win (h40a's own shape of wave 21's win_01, '.' read as a stone).
"""


def my_winner(board):
    def score(line):
        return sum(1 if cell == "O" else -1 for cell in line)

    size = len(board)
    lines = [row for row in board]
    lines += [[board[r][c] for r in range(size)] for c in range(size)]
    lines.append([board[i][i] for i in range(size)])
    lines.append([board[i][size - 1 - i] for i in range(size)])
    for line in lines:
        total = score(line)
        if total == size:
            return "O"
        if total == -size:
            return "X"
    return None
