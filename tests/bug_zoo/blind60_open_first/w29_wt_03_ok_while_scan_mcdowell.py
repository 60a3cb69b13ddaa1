"""checker: check_win_test
truth: correct — while-loop scans of rows, columns and both diagonals comparing each cell with the first and stopping on an empty cell.
source: ported from jessicastewart-adroll/mcdowell_moderate 17_2_tic.py (has_winner, second version with the None checks), None replaced by "." and returning the player instead of True
"""


def has_winner(board):
    size = len(board)

    # check rows
    row = 0
    while row < size:
        start = 0
        next = 1
        while next < size:
            if board[row][start] == "." or board[row][start] != board[row][next]:
                break
            if next == size - 1:
                return board[row][start]
            next += 1
        row += 1

    # check columns
    column = 0
    while column < size:
        start = 0
        next = 1
        while next < size:
            if board[start][column] == "." or board[start][column] != board[next][column]:
                break
            if next == size - 1:
                return board[start][column]
            next += 1
        column += 1

    # \ diagonal
    start = board[0][0]
    next = 1
    while next < size:
        if board[next][next] == "." or board[next][next] != start:
            next = size
            break
        if next == size - 1:
            return start
        next += 1

    # / diagonal
    i = size - 1
    j = 0
    start = board[i][j]
    step = (-1, 1)
    while i >= 0:
        i = i + step[0]
        j = j + step[1]
        if board[i][j] == "." or board[i][j] != start:
            break
        if j == size - 1:
            return start

    return None


def my_winner(board):
    return has_winner(board)
