"""checker: check_win_test
truth: correct — flattens the board to 9 cells and tests the lines in three groups through cells 0, 4 and 8 (each group shares that cell, so one emptiness check per group suffices).
source: ported from a public three_in_a_row(arr) (code search: "Return "x" if "x" has three in a row ... Cells are arranged as 0 | 1 | 2")
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
    arr = [cell for row in board for cell in row]
    return three_in_a_row(arr) or None
