"""checker: check_win_test
truth: correct — the eight lines grouped by a shared cell (0, 4, 8), each group answering with that cell only when it is not empty.
source: ported from three_in_a_row(arr) found by code search (flat board, groups through cells 0, 4 and 8)
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
    return three_in_a_row([cell for row in board for cell in row]) or None
