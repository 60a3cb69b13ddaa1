"""checker: check_win_test
truth: correct — check_win(board, player) with check_row/check_column/check_diagnal using all(...), asked for "X" then "O".
source: gelileo/python101 fall_23/game_logics.py (check_row/check_column/check_diagnal/check_win), ported to return the winner
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
    for player in ("X", "O"):
        if check_win(board, player):
            return player
    return None
