"""Checker: check_win_test
Mistake: counts three stones of a player anywhere on the board (stone count, not a line) as a win.
"""
CHECK = {"checker": "check_win_test", "kwargs": {}, "function": "my_winner"}


def my_winner(board):
    flat = [cell for row in board for cell in row]
    for player in ("X", "O"):
        if flat.count(player) >= 3:
            for r in range(3):
                if board[r].count(player) == 3:
                    return player
            if [board[i][i] for i in range(3)].count(player) == 3 or [board[i][2 - i] for i in range(3)].count(player) == 3:
                return player
            return player
    return None
