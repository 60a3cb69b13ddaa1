"""checker: check_win_test
truth: buggy — tests every line for both players, then rejects a win the stone counts say play cannot reach (X's line needs one X more than O's, O's line as many of each) and answers None there: the exercise asks for any board, so X's row in "XXX/OO./O.." (three of each) is missed. It does not test one side chosen by the count: both players' lines are read on every board.
source: own (v76a), a "validate the position first" habit from game-state validators (legal board checks)
"""

LINES = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)] for c in range(3)]
LINES += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def _has_line(board, player):
    return any(all(board[r][c] == player for r, c in line) for line in LINES)


def my_winner(board):
    x_count = sum(row.count("X") for row in board)
    o_count = sum(row.count("O") for row in board)
    x_wins, o_wins = _has_line(board, "X"), _has_line(board, "O")
    if x_wins and x_count == o_count + 1:
        return "X"
    if o_wins and x_count == o_count:
        return "O"
    return None  # no line, or a win no game can reach
