"""checker: check_win_test
truth: buggy — get_pos_value maps every cell that is not "X" (the empty "." too) to +1, so any line without an X sums to 3 and is reported as a win for O (an empty board "has" O winning), and check_diags walks board[position][position] from 2 down to 0, which re-checks the main diagonal and never the anti-diagonal.
source: github bmoretz/Daily-Coding-Problem py/scratch.py (check_win, "Tic Tac Win"), ported: returns the winner ("X" for a sum of -3, "O" for +3) instead of True
"""


def my_winner(board):

    def get_pos_value(piece):
        return -1 if piece == 'X' else 1

    def winner_of(total):
        return 'X' if total < 0 else 'O'

    def check_cols(board):

        n, m = len(board), len(board[0])

        for col in range(m):
            total = 0
            for row in range(n):
                total += get_pos_value(board[row][col])

            if abs(total) == 3:
                return winner_of(total)

        return None

    def check_rows(board):

        n, m = len(board), len(board[0])

        for row in range(n):
            total = 0
            for col in range(m):
                total += get_pos_value(board[row][col])

            if abs(total) == 3:
                return winner_of(total)

        return None

    def check_diags(board):

        n, m = len(board), len(board[0])

        total, position = 0, 0
        for _ in range(n):
            total += get_pos_value(board[position][position])
            position += 1

        if abs(total) == 3:
            return winner_of(total)

        total, position = 0, 2
        for row in range(n):
            total += get_pos_value(board[position][position])
            position -= 1

        if abs(total) == 3:
            return winner_of(total)

        return None

    if board == None:  # noqa: E711  (as in the original)
        return None

    found = check_diags(board)
    if found:
        return found
    found = check_rows(board)
    if found:
        return found
    found = check_cols(board)
    if found:
        return found

    return None
