"""checker: check_win_test
truth: correct — the eight lines grouped by a cell they share (0, 4 and 8 of the flattened board): a group reports its shared cell's stone when any of its lines has three equal cells and that cell is not empty, which covers every line exactly when it is won.
source: ported from a public three_in_a_row(arr) (code search: '"Return "x" if "x" has three in a row..." / if (arr[0] == arr[1] == arr[2]) or (arr[0] == arr[3] == arr[6]) or (arr[0] == arr[4] == arr[8])'), flattened from the list of rows, '.' for empty and None for no winner
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
