"""checker: check_win_test
truth: buggy — rows are tested with their first cell not '.', columns by `len(set(column)) == 1` alone, so an empty column returns '.' instead of None (own shape of wave 39's wt_05).
source: own
"""


def my_winner(board):
    for row in board:
        if row[0] != "." and row.count(row[0]) == len(row):
            return row[0]
    for c in range(3):
        if len(set([board[0][c], board[1][c], board[2][c]])) == 1:
            return board[0][c]
    if board[1][1] != "." and board[0][0] == board[1][1] == board[2][2]:
        return board[1][1]
    if board[1][1] != "." and board[0][2] == board[1][1] == board[2][0]:
        return board[1][1]
    return None
