"""checker: check_win_test
truth: correct — the eight lines grouped by the cell they share (0, 4 or 8); a group that has a complete line returns its shared cell only if that cell is a stone, and otherwise the search goes on to the next group.
source: ported from the public three_in_a_row(arr) helper ("Return 'x' if 'x' has three in a row ... else ''"; groups around arr[0], arr[4], arr[8]); repository not shown by the search tool
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
