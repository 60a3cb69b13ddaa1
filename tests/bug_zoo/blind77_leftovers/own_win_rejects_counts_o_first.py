"""checker: check_win_test
truth: buggy — tests each line for whoever's stones fill it, then accepts the win only where the counts fit a game that O starts (X's line with as many X's as O's, O's line with one O more... or fewer X's), so every win that arises in play (X first) is rejected as impossible and answered None. It never tests one side chosen by the count: every line is read for both players.
source: own (v76a), the count validation of own_win_rejects_impossible_counts with the first player read the other way
"""


def _lines(board):
    n = len(board)
    lines = [list(row) for row in board] + [list(column) for column in zip(*board)]
    lines.append([board[i][i] for i in range(n)])
    lines.append([board[i][n - 1 - i] for i in range(n)])
    return lines


def my_winner(board):
    flat = [cell for row in board for cell in row]
    xs, os = flat.count("X"), flat.count("O")
    for line in _lines(board):
        if line[0] != "." and line.count(line[0]) == len(line):
            owner = line[0]
            if (owner == "X" and xs == os) or (owner == "O" and xs == os + 1):
                return owner
    return None
