"""checker: check_win_test
truth: correct — BartMassey-style scan: for each side, count its stones on the diagonal, the opposite diagonal, each row and each column, and report the side when a count reaches 3.
source: ported from BartMassey/ttt-bench python/gamevalue.py (the win scan), returning the side instead of the game value
"""


def my_winner(board):
    for side in ("X", "O"):
        n = 0
        for d in range(3):
            if board[d][d] == side:
                n = n + 1
        if n == 3:
            return side
        n = 0
        for d in range(3):
            if board[d][2 - d] == side:
                n = n + 1
        if n == 3:
            return side
        for r in range(3):
            n = 0
            for c in range(3):
                if board[r][c] == side:
                    n = n + 1
            if n == 3:
                return side
        for c in range(3):
            n = 0
            for r in range(3):
                if board[r][c] == side:
                    n = n + 1
            if n == 3:
                return side
    return None
