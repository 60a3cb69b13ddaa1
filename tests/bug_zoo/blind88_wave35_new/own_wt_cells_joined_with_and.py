"""checker: check_win_test
truth: buggy — each line is tested as `a == b & b == c`, which Python reads as the chained comparison `a == (b & b) == c`: `&` of two strings is an error, so the test crashes on the first line it reads (z87b's own shape of wave 35's id_02 precedence slip, in a win test).
"""


def my_winner(board):
    n = len(board)
    lines = [list(row) for row in board]
    lines += [[board[r][c] for r in range(n)] for c in range(n)]
    lines.append([board[i][i] for i in range(n)])
    lines.append([board[i][n - 1 - i] for i in range(n)])
    for a, b, c in lines:
        if a != "." and a == b & b == c:
            return a
    return None
