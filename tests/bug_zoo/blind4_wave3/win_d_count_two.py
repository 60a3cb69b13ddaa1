"""checker: win_test
mistake: counts a line with two stones and one empty as a win (uses 'O not in line and X in line')
"""

def my_winner(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for player in ("X", "O"):
        other = "O" if player == "X" else "X"
        for line in lines:
            if player in line and other not in line and line.count(player) >= 2:
                return player
    return None
