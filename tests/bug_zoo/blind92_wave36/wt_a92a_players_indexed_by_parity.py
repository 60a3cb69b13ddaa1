"""checker: check_win_test
truth: buggy — whether there is a line is tested (cells compared with each other), and the winner is then the player who moved last by the parity of the stones, indexed from a tuple (`("O", "X")[stones % 2]`), not the line's owner.
source: own shape (fixer a92a) of wave 36's wt_05: the last mover indexed by parity
"""


def my_winner(board):
    rows = [list(r) for r in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    rows += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    if not any(r[0] != "." and r[0] == r[1] == r[2] for r in rows):
        return None
    stones = sum(cell != "." for row in board for cell in row)
    return ("O", "X")[stones % 2]
