"""checker: check_win_test
truth: correct — the eight lines grouped by a cell they share (0, 4 and 8 of the flat board), each group returning that cell when one of its lines is three alike and the cell is not empty.
source: ported from three_in_a_row(arr) found by the code search (groups through arr[0], arr[4], arr[8]), with "." as the empty mark and None for no winner
"""


def my_winner(board):
    arr = [cell for row in board for cell in row]
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
