"""checker: check_win_test
truth: correct — each player's stones as a whole number of bits, each line as a mask: `stones & line == line` uses `&` rightly, on whole numbers (Python reads it as `(stones & line) == line`), and is not the precedence slip (z87b's correct variant for wave 35's id_02).
"""


def my_winner(board):
    n = len(board)
    lines = [[(r, c) for c in range(n)] for r in range(n)]
    lines += [[(r, c) for r in range(n)] for c in range(n)]
    lines.append([(i, i) for i in range(n)])
    lines.append([(i, n - 1 - i) for i in range(n)])
    masks = [sum(1 << (r * n + c) for r, c in line) for line in lines]
    for player in ("X", "O"):
        stones = sum(1 << (r * n + c) for r in range(n) for c in range(n) if board[r][c] == player)
        for line in masks:
            if stones & line == line:
                return player
    return None
