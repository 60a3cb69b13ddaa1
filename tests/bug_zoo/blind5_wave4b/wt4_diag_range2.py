"""checker: check_win_test
mistake: diagonals built with range(2) (off by one), so two stones on a diagonal count as a win."""
def my_winner(board):
    def same(cells):
        return cells[0] if cells[0] != "." and all(c == cells[0] for c in cells) else None
    for r in range(3):
        w = same(board[r]) or same([board[0][r], board[1][r], board[2][r]])
        if w:
            return w
    return same([board[i][i] for i in range(2)]) or same([board[i][2 - i] for i in range(2)])
