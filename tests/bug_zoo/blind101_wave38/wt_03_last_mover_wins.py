"""checker: check_win_test
truth: buggy — check_board only says *whether* some row/column/diagonal has equal cells (never checking they are not empty, so an empty line counts), and the winner is then taken to be the player who moved last (X if X has more stones, else O), not the owner of the line.
source: WizardingCat/TicTacToe main.py (check_row / check_column / check_right_diag / check_left_diag / check_board returning True; the game loop announces the current player), ported so that my_winner names that player
"""


def check_row(n, board):
    '''returns True if the nth row is a winner'''
    for x in range(1, len(board[n])):
        if (board[n][0] != board[n][x]):
            return False
    return True


def check_column(n, board):
    '''returns True if the nth column is a winner'''
    for x in range(1, len(board)):
        if (board[0][n] != board[x][n]):
            return False
    return True


def check_right_diag(board):
    '''returns True if the right diagonal is a winner'''
    for x in range(1, len(board)):
        if (board[0][0] != board[x][x]):
            return False
    return True


def check_left_diag(board):
    '''returns True if the left diagonal is a winner'''
    for x in range(len(board)):
        if (board[0][len(board) - 1] != board[x][len(board) - 1 - x]):
            return False
    return True


def check_board(board):
    '''returns True if there is a winner'''
    if (check_left_diag(board) or check_right_diag(board)):
        return True
    else:
        for x in range(len(board)):
            if (check_column(x, board) or check_row(x, board)):
                return True
        return False


def my_winner(board):
    if not check_board(board):
        return None
    xs = sum(row.count("X") for row in board)
    os = sum(row.count("O") for row in board)
    return "X" if xs > os else "O"
