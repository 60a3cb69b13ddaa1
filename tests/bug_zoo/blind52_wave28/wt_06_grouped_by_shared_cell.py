"""checker: check_win_test
truth: correct — the eight lines are grouped by a cell they share (cell 0, the centre, cell 8) and each group's cell is returned only when it is not empty; an empty-but-equal line just falls through to the next group.
source: ported from a public three_in_a_row(arr) (flat 0..8 board, `if (arr[0] == arr[1] == arr[2]) or ...: if arr[0] != "": return arr[0]`), "" -> "." and "" -> None for the answer
"""


def three_in_a_row(arr):
    """Return "X" if "X" has three in a row, return "O" if "O" has a three in a row, else ""."""
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
