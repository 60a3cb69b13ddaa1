"""checker: check_win_test
truth: buggy — own shape (f99a): a line is "won" when its cells form a set of one (empty cells too), and the winner is then the player whose turn it is not, by the parity of the stones, not the line's owner.
"""


def lines_of(board):
    n = len(board)
    rows = [list(row) for row in board]
    cols = [[board[r][c] for r in range(n)] for c in range(n)]
    diags = [[board[i][i] for i in range(n)], [board[i][n - 1 - i] for i in range(n)]]
    return rows + cols + diags


def my_winner(board):
    if not any(len(set(line)) == 1 for line in lines_of(board)):
        return None
    stones = sum(cell != "." for row in board for cell in row)
    return ("O", "X")[stones % 2]
