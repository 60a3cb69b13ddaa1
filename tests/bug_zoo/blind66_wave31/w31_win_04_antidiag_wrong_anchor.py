"""checker: check_win_test
truth: buggy — three_in_a_row(): the anti-diagonal 2-4-6 is put in the first group, guarded and returned by arr[0], which is not on it: an anti-diagonal win is missed when the top-left cell is empty, reported for the wrong side when it holds the other stone, and an EMPTY anti-diagonal ("" == "" == "") makes any stone in the top-left corner a winner ("X../.../..." -> X).
source: ported from a public GitHub three_in_a_row(arr) ("return "x" if "x" has three in a row ... cells 0..8"), with the anti-diagonal moved into the first group
"""


def three_in_a_row(arr):
    if (arr[0] == arr[1] == arr[2]) or (arr[0] == arr[3] == arr[6]) or (arr[0] == arr[4] == arr[8]) or (arr[2] == arr[4] == arr[6]):
        if arr[0] != "":
            return arr[0]

    if (arr[1] == arr[4] == arr[7]) or (arr[3] == arr[4] == arr[5]):
        if arr[4] != "":
            return arr[4]

    if (arr[6] == arr[7] == arr[8]) or (arr[2] == arr[5] == arr[8]):
        if arr[8] != "":
            return arr[8]

    return ""


def my_winner(board):
    arr = ["" if cell == "." else cell for row in board for cell in row]
    return three_in_a_row(arr) or None
