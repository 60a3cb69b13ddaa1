"""checker: check_win_test
truth: buggy — it builds one string of the cells row after row and looks for three equal stones in it with str.find: it sees the rows, misses every column and diagonal, and takes three stones running from the end of one row into the next for a win.
source: own
"""


def my_winner(board):
    cells = ""
    for row in board:
        for cell in row:
            cells += cell
    for player in ("O", "X"):
        if cells.find(player * 3) != -1:
            return player
    return None
