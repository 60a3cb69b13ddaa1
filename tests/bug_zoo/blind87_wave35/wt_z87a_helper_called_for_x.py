"""checker: check_win_test
truth: buggy — the helper that reads every line for one player is called once, with "X", and never with "O": O's wins are never found.
source: own shape (fixer z87a) of wave 35's wt_04: a player fixed in practice, here by a helper called for X alone
"""

LINES = [
    [(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)],
    [(0, 0), (1, 0), (2, 0)], [(0, 1), (1, 1), (2, 1)], [(0, 2), (1, 2), (2, 2)],
    [(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)],
]


def has_three(board, player):
    for line in LINES:
        if all(board[r][c] == player for r, c in line):
            return True
    return False


def my_winner(board):
    if has_three(board, "X"):
        return "X"
    return None
