"""checker: check_win_test
truth: correct — flattens the board and tests the eight lines in three groups that share a cell (0, 4, 8), checking only the shared cell for emptiness.
source: ported from a public three_in_a_row(arr) helper (code corpus excerpt, repository not named, docstring "Return x if x has three in a row, return o if o has a three in a row, else empty"), with "." for empty and None for no winner
"""


def three_in_a_row(arr):
    if (arr[0] == arr[1] == arr[2]) or (arr[0] == arr[3] == arr[6]) or (arr[0] == arr[4] == arr[8]):
        if arr[0] != ".":
            return arr[0]

    if (arr[1] == arr[4] == arr[7]) or (arr[3] == arr[4] == arr[5]) or (arr[2] == arr[4] == arr[6]):
        if arr[4] != ".":
            return arr[4]

    if (arr[6] == arr[7] == arr[8]) or (arr[2] == arr[5] == arr[8]):
        if arr[8] != ".":
            return arr[8]

    return ""


def my_winner(board):
    """ "X" or "O" if that player has three in a row on the 3x3 `board` (a list of rows), else None."""
    return three_in_a_row([cell for row in board for cell in row]) or None
