"""checker: check_win_test
truth: buggy — the line test returns True or False (any row, column or diagonal filled by one stone), and the winner is then taken from the parity of the stones (odd: X moved last), not from the line found.
source: own shape (fixer a92a) of wave 36's wt_05: the last mover by parity, the lines read by index
"""


def three_in_a_row(board):
    lines = [[(r, 0), (r, 1), (r, 2)] for r in range(3)]
    lines += [[(0, c), (1, c), (2, c)] for c in range(3)]
    lines += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
    for (r1, c1), (r2, c2), (r3, c3) in lines:
        if board[r1][c1] != "." and board[r1][c1] == board[r2][c2] == board[r3][c3]:
            return True
    return False


def my_winner(board):
    if three_in_a_row(board):
        stones = sum(cell != "." for row in board for cell in row)
        return "X" if stones % 2 == 1 else "O"
    return None
