"""checker: check_win_test
truth: correct — flattens the board and tests the 8 lines in three groups that share a cell (0, 4, 8), returning that shared cell's stone when it is not empty.
source: public code (code corpus, three_in_a_row(arr): `if (arr[0] == arr[1] == arr[2]) or (arr[0] == arr[3] == arr[6]) or (arr[0] == arr[4] == arr[8]): if arr[0] != "": return arr[0]` ...); ported to the list-of-rows board with "." for empty and None for no winner
"""


def three_in_a_row(arr):
    """Return "X" or "O" if it has three in a row, else None.
    Cells are arranged as:
        0 | 1 | 2
        ---------
        3 | 4 | 5
        ---------
        6 | 7 | 8
    """
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
