"""checker: check_win_test
truth: correct — the eight lines are grouped by a shared cell (0, 4, 8) and each group is accepted only when that cell is not empty.
source: ported from the code-search excerpt `three_in_a_row(arr)` (flat 9-cell list, cells arranged 0..8, returns "" for no winner), "" replaced by "." and None
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
    return three_in_a_row([c for row in board for c in row])
