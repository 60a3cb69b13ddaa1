"""checker: win_test
mistake: forgets to exclude empty cells: a line of three '.' counts as a win (returns '.')
"""

def my_winner(board):
    lines = [list(r) for r in board] + [list(c) for c in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if len(set(line)) == 1:
            return line[0]
    return None
