"""checker: check_win_test
truth: buggy — fn(board, k): the classic 3x3 test of both players when the board is 3x3, but on larger boards a "speed-up" that tests only the player who moved last (more X's than O's: X), so on 4x4 and 5x4 a line of the side that did not move last is never seen ("OOOX/XX.X/..../...." with k=3 says None); every 3x3 board is right.
source: own (v76a), the last-mover shortcut kept for the larger boards only
"""


def _has_line(board, player, k):
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + (k - 1) * dr, c + (k - 1) * dc
                if 0 <= end_r < rows and 0 <= end_c < cols and all(
                        board[r + i * dr][c + i * dc] == player for i in range(k)):
                    return True
    return False


def my_winner(board, k):
    if len(board) == 3 and len(board[0]) == 3:
        for player in ("X", "O"):
            if _has_line(board, player, k):
                return player
        return None
    # Only the player who just moved can have completed a line: test that one alone on the big boards.
    flat = [cell for row in board for cell in row]
    mover = "X" if flat.count("X") > flat.count("O") else "O"
    return mover if _has_line(board, mover, k) else None
