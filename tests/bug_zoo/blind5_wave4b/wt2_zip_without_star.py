"""checker: check_win_test
mistake: columns built with zip(board) instead of zip(*board): each 'column' is a 1-tuple holding a whole row, so no column win is ever found."""
def my_winner(board):
    candidates = list(board) + list(zip(board)) + [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for cells in candidates:
        if len(set(cells)) == 1 and cells[0] in ("X", "O"):
            return cells[0]
    return None
