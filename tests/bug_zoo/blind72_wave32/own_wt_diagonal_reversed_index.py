"""checker: check_win_test
truth: buggy — the anti-diagonal's loop walks the rows from the bottom (`for i in reversed(range(n))`) but reads `board[i][i]`, the main diagonal's cells again, so the anti-diagonal is never read (its wins are missed); rows, columns and the main diagonal are right.
source: own, the same slip as w32_wt_02 (one index for row and column in both diagonal loops) without its empty-cell slip, lines gathered into lists
"""


def my_winner(board):
    n = len(board)
    lines = [list(row) for row in board]
    lines += [[board[r][c] for r in range(n)] for c in range(n)]
    main, anti = [], []
    for i in range(n):
        main.append(board[i][i])
    for i in reversed(range(n)):
        anti.append(board[i][i])
    lines += [main, anti]
    for line in lines:
        if line[0] != "." and all(cell == line[0] for cell in line):
            return line[0]
    return None
