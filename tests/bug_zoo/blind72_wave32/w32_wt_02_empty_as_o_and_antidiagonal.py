"""checker: check_win_test
truth: buggy — two mistakes from the original: get_pos_value maps every non-X cell, empty "." included, to +1 like O (so a line of empties or O/empty mixes sums to 3 and "wins" for O), and the second diagonal loop reads board[position][position] again (the main diagonal), so the anti-diagonal is never checked.
source: bmoretz/Daily-Coding-Problem py/scratch.py (check_win(board) with check_cols/check_rows/check_diags summing ±1), ported to return "X"/"O" instead of True
"""


def my_winner(board):

    def get_pos_value(piece):
        return -1 if piece == 'X' else 1

    def owner(total):
        return 'X' if total < 0 else 'O'

    def check_cols(board):
        n, m = len(board), len(board[0])
        for col in range(m):
            total = 0
            for row in range(n):
                total += get_pos_value(board[row][col])
            if abs(total) == 3:
                return owner(total)
        return None

    def check_rows(board):
        n, m = len(board), len(board[0])
        for row in range(n):
            total = 0
            for col in range(m):
                total += get_pos_value(board[row][col])
            if abs(total) == 3:
                return owner(total)
        return None

    def check_diags(board):
        n, m = len(board), len(board[0])
        total, position = 0, 0
        for _ in range(n):
            total += get_pos_value(board[position][position])
            position += 1
        if abs(total) == 3:
            return owner(total)
        total, position = 0, 2
        for row in range(n):
            total += get_pos_value(board[position][position])
            position -= 1
        if abs(total) == 3:
            return owner(total)
        return None

    if board is None:
        return None
    for check in (check_diags, check_rows, check_cols):
        found = check(board)
        if found:
            return found
    return None
