"""checker: check_win_test
truth: correct — rows, zip(*board) columns, both diagonals, set() test.
"""
def my_winner(board):
    lines = [tuple(r) for r in board] + list(zip(*board))
    lines.append(tuple(board[i][i] for i in range(3)))
    lines.append(tuple(board[i][2 - i] for i in range(3)))
    for line in lines:
        if len(set(line)) == 1 and line[0] in "XO":
            return line[0]
    return None
