"""checker: check_win_test
truth: buggy — the anti-diagonal is read as row[-i] for i, row in enumerate(board): at i = 0 that is row 0's first cell, not its last, so it checks (0,0), (1,2), (2,1) and never the real anti-diagonal (h40a's own shape of blind38's wt_03).
"""


def my_winner(board):
    for player in ("X", "O"):
        for i in range(3):
            if all(cell == player for cell in board[i]):
                return player
            if all(board[r][i] == player for r in range(3)):
                return player
        if all(board[i][i] == player for i in range(3)):
            return player
        anti = [row[-i] for i, row in enumerate(board)]
        if all(cell == player for cell in anti):
            return player
    return None
