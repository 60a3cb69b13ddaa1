"""checker: check_win_test
truth: buggy — works out from the stones whose line it can be (X if X has more stones, else O) and tests only that player's lines, with no turn argument: right on every board of play, blind to O's line on "OOO/XX./XX.".
source: own (s68a), the last-mover test of wave 31's win_02 with the count of each side and a helper of its own
"""


def _lines(board):
    rows = [list(row) for row in board]
    columns = [list(column) for column in zip(*board)]
    diagonals = [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    return rows + columns + diagonals


def _just_moved(board):
    stones = [cell for row in board for cell in row]
    return "X" if stones.count("X") > stones.count("O") else "O"


def my_winner(board):
    player = _just_moved(board)
    for line in _lines(board):
        if line == [player, player, player]:
            return player
    return None
