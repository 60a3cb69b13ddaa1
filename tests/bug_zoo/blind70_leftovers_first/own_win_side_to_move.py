"""checker: check_win_test
truth: buggy — takes the side to move from the parity of the stones (X on an even count) and tests only that player's lines: one move off, so no win that arises in play is ever found (the winner is the side that moved last).
source: own (s68a), wave 31's win_02 with the parity read the other way
"""


def my_winner(board):
    filled = sum(cell != "." for row in board for cell in row)
    player = "X" if filled % 2 == 0 else "O"
    lines = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)] for c in range(3)]
    lines += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
    for line in lines:
        if all(board[r][c] == player for r, c in line):
            return player
    return None
