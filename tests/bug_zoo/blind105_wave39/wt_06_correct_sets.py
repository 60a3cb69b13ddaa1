"""checker: check_win_test
truth: correct — set-equality per row/column/diagonal for each player, as in the public exercise solution.
source: ported from estebie/Python-basic 26-CheckTicTacToe.py (check_x / check_y / check_diagonal / check_board)
"""


def check_x(board, rowNum, player):
    row = {board[rowNum][0], board[rowNum][1], board[rowNum][2]}
    return row == {player}


def check_y(board, colNum, player):
    col = {board[0][colNum], board[1][colNum], board[2][colNum]}
    return col == {player}


def check_diagonal(board, player):
    diagonal1 = {board[0][0], board[1][1], board[2][2]}
    diagonal2 = {board[0][2], board[1][1], board[2][0]}
    return diagonal1 == {player} or diagonal2 == {player}


def check_board(board, player):
    if check_diagonal(board, player):
        return True
    for index in range(3):
        if check_x(board, index, player) or check_y(board, index, player):
            return True
    return False


def my_winner(board):
    for player in ("X", "O"):
        if check_board(board, player):
            return player
    return None
