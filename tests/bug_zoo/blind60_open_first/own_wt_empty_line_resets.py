"""checker: check_win_test
truth: buggy — rows, then columns, then diagonals each store their first cell as the result whenever the line's three cells are equal, "." included, and the "." is turned into None only at the end: a later line of three empty cells overwrites a win found earlier.
source: own (wave 29's wt_02 in loops over rows and columns, the empty marker cleaned up at the end)
"""


def my_winner(board):
    result = None
    for r in range(3):
        if board[r][0] == board[r][1] == board[r][2]:
            result = board[r][0]
    for c in range(3):
        if board[0][c] == board[1][c] == board[2][c]:
            result = board[0][c]
    if board[0][0] == board[1][1] == board[2][2]:
        result = board[1][1]
    if board[0][2] == board[1][1] == board[2][0]:
        result = board[1][1]
    if result == ".":
        result = None
    return result
