"""Checker: check_win_test
Mistake: correct (joins every line into a string and looks for "XXX" / "OOO").
"""
CHECK = {"checker": "check_win_test", "kwargs": {}, "function": "my_winner"}


def my_winner(board):
    rows = ["".join(r) for r in board]
    cols = ["".join(board[r][c] for r in range(3)) for c in range(3)]
    diags = ["".join(board[i][i] for i in range(3)), "".join(board[i][2 - i] for i in range(3))]
    for s in rows + cols + diags:
        if s in ("XXX", "OOO"):
            return s[0]
    return None
