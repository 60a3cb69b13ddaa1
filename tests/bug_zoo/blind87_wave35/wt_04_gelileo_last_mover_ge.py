"""checker: check_win_test
truth: buggy — only the player who moved last is tested, and that player is worked out with `>=` (X if X has at least as many stones as O), so when the counts are equal (O moved last) X is tested and O's line is missed.
source: ported from gelileo/python101 fall_23/game_logics.py (check_row/check_column/check_diagnal/check_win(board, current_player)); the choice of current_player is the student's
"""


def check_row(board, current_player):
    for row in board:
        if all(cell == current_player for cell in row):
            return True
    return False


def check_column(board, current_player):
    for col in range(3):
        if all(board[row][col] == current_player for row in range(3)):
            return True
    return False


def check_diagnal(board, current_player):
    if all(board[i][i] == current_player for i in range(3)) or all(
        board[i][2 - i] == current_player for i in range(3)
    ):
        return True
    return False


def check_win(board, current_player):
    return check_diagnal(board, current_player) or check_row(board, current_player) or check_column(board, current_player)


def my_winner(board):
    xs = sum(row.count("X") for row in board)
    os = sum(row.count("O") for row in board)
    last = "X" if xs >= os else "O"  # the last mover is the only one who can have just won
    return last if check_win(board, last) else None
