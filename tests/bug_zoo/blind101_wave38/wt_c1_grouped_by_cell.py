"""checker: check_win_test
truth: correct — the eight lines grouped by a cell they share (0, 4, 8 in reading order) and tested with chained ==, the shared cell checked for emptiness; the board is flattened first.
source: three_in_a_row(arr) (code search: lines grouped through cells 0, 4 and 8), ported from a flat list of 9 with "" empty to rows with "."
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

    return None


def my_winner(board):
    return three_in_a_row([cell for row in board for cell in row])
