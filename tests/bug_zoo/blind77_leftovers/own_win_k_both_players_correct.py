"""checker: check_win_test
truth: correct — fn(board, k): every k-in-a-row line of the board, tested for both players (the last mover by the count first, then the other).
source: own (v76a), the correct twin of own_win_k_last_mover_on_large_boards
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
    flat = [cell for row in board for cell in row]
    mover = "X" if flat.count("X") > flat.count("O") else "O"
    other = "O" if mover == "X" else "X"
    for player in (mover, other):
        if _has_line(board, player, k):
            return player
    return None
