"""checker: check_win_test
truth: buggy — Score(): only the side that made the last move by stone-count parity (t = -turn: O when the stones are even, X when odd) is tested for three in a row, so a line of the other side is never seen (e.g. X's line in "XXX/OO./O..", O's line in "OOO/.../..."); on boards reachable in play it is right.
source: ported from m-shihata/cs50b-tic-tac-toe helpers.py, Score(board, turn, count) (1 = X, -1 = O, 0 = empty)
"""


def Score(board, turn, count):

    # declare variables
    b = board
    t = -turn

    # rows
    if (b[0][0] == b[0][1] == b[0][2] == t) or (b[1][0] == b[1][1] == b[1][2] == t) or (b[2][0] == b[2][1] == b[2][2] == t):
        return t

    # cols
    elif (b[0][0] == b[1][0] == b[2][0] == t) or (b[0][1] == b[1][1] == b[2][1] == t) or (b[0][2] == b[1][2] == b[2][2] == t):
        return t

    # diags
    elif (b[0][0] == b[1][1] == b[2][2] == t) or (b[0][2] == b[1][1] == b[2][0] == t):
        return t

    # tie
    elif count == 9:
        return 0

    # continue
    else:
        return None


def my_winner(board):
    code = {"X": 1, "O": -1, ".": 0}
    game = [[code[cell] for cell in row] for row in board]
    count = sum(1 for row in game for cell in row if cell != 0)
    turn = 1 if count % 2 == 0 else -1  # X moves on an even count
    score = Score(game, turn, count)
    return {1: "X", -1: "O"}.get(score)
