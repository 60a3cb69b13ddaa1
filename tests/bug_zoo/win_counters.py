"""Win tests whose stone counter is set to 0 before the loop over the rows (or columns) instead of
inside it: the eighth wave's student verbatim (renamed), other shapes, and the wave's correct variant."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises import board_models

# ---------------------------------------------------------------- eighth wave, verbatim



def counter_not_reset(board):
    for side in ("X", "O"):
        n = 0
        for d in range(3):
            if board[d][d] == side:
                n = n + 1
        if n == 3:
            return side
        n = 0
        for d in range(3):
            if board[d][2 - d] == side:
                n = n + 1
        if n == 3:
            return side
        n = 0
        for r in range(3):
            for c in range(3):
                if board[r][c] == side:
                    n = n + 1
            if n == 3:
                return side
        n = 0
        for c in range(3):
            for r in range(3):
                if board[r][c] == side:
                    n = n + 1
            if n == 3:
                return side
    return None




def correct_strings_k(board, k=3):
    n, m = len(board), len(board[0])
    lines = ["".join(row) for row in board]
    lines += ["".join(board[r][c] for r in range(n)) for c in range(m)]
    for start in range(-n, m + n):
        lines.append("".join(board[r][start + r] for r in range(n) if 0 <= start + r < m))
        lines.append("".join(board[r][start - r] for r in range(n) if 0 <= start - r < m))
    for side in ("X", "O"):
        if any(side * k in line for line in lines):
            return side
    return None


# ---------------------------------------------------------------- other shapes


def one_count_per_player(board):
    """A count per player kept across the rows and across the columns, compared with == 3 (with >= it is a count of all the stones)."""
    for p in ("X", "O"):
        total = 0
        for row in board:
            total += sum(1 for cell in row if cell == p)
            if total == 3:
                return p
        total = 0
        for c in range(3):
            total += sum(1 for r in range(3) if board[r][c] == p)
            if total == 3:
                return p
        if all(board[i][i] == p for i in range(3)) or all(board[i][2 - i] == p for i in range(3)):
            return p
    return None


def columns_counter_outside(board):
    """Rows right; the column counters are set once, before the loop over the columns."""
    for row in board:
        if row[0] != "." and row[0] == row[1] == row[2]:
            return row[0]
    xs = os = 0
    for c in range(3):
        for r in range(3):
            if board[r][c] == "X":
                xs += 1
            elif board[r][c] == "O":
                os += 1
        if xs == 3:
            return "X"
        if os == 3:
            return "O"
    if board[1][1] != "." and (board[0][0] == board[1][1] == board[2][2] or board[0][2] == board[1][1] == board[2][0]):
        return board[1][1]
    return None


# ---------------------------------------------------------------- fourteenth wave (blind22), verbatim


def count_not_reset_signed(board):
    count = 0
    for row in board:
        for cell in row:
            if cell == "X":
                count += 1
            elif cell == "O":
                count -= 1
        if count == 3:
            return "X"
        if count == -3:
            return "O"
    count = 0
    for c in range(3):
        for r in range(3):
            if board[r][c] == "X":
                count += 1
            elif board[r][c] == "O":
                count -= 1
        if count == 3:
            return "X"
        if count == -3:
            return "O"
    for diag in ([board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]):
        count = diag.count("X") - diag.count("O")
        if count == 3:
            return "X"
        if count == -3:
            return "O"
    return None


def runs_wrap_rows(board, k=3):
    rows, cols = len(board), len(board[0])
    for player in ("X", "O"):
        ct = 0
        for i in range(rows):          # rows, read as one long line
            for j in range(cols):
                ct = ct + 1 if board[i][j] == player else 0
                if ct == k:
                    return player
        ct = 0
        for j in range(cols):          # columns, the same
            for i in range(rows):
                ct = ct + 1 if board[i][j] == player else 0
                if ct == k:
                    return player
        for i in range(rows):          # diagonals
            for j in range(cols):
                if all(0 <= i + d < rows and 0 <= j + d < cols and board[i + d][j + d] == player for d in range(k)):
                    return player
                if all(0 <= i + d < rows and 0 <= j - d < cols and board[i + d][j - d] == player for d in range(k)):
                    return player
    return None


# ---------------------------------------------------------------- the same count carried, other shapes


def signed_score_per_row(board):
    """One signed score for the rows, one for the columns, summed line by line and never reset."""
    value = {"X": 1, "O": -1}
    score = 0
    for r in range(3):
        score += sum(value.get(cell, 0) for cell in board[r])
        if abs(score) == 3:
            return "X" if score > 0 else "O"
    score = 0
    for c in range(3):
        score += sum(value.get(board[r][c], 0) for r in range(3))
        if abs(score) == 3:
            return "X" if score > 0 else "O"
    for line in ([board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]):
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    return None


def joined_rows_string(board, k=3):
    """The rows joined into one string (and the columns into another): a run of k found across a row's end."""
    rows, cols = len(board), len(board[0])
    by_rows = "".join("".join(row) for row in board)
    by_columns = "".join(board[r][c] for c in range(cols) for r in range(rows))
    for side in ("X", "O"):
        if side * k in by_rows or side * k in by_columns:
            return side
        for r in range(rows - k + 1):
            for c in range(cols):
                if c + k <= cols and all(board[r + i][c + i] == side for i in range(k)):
                    return side
                if c - k + 1 >= 0 and all(board[r + i][c - i] == side for i in range(k)):
                    return side
    return None


def correct_generic_k(board, k=3):
    rows, cols = len(board), len(board[0])

    def run(r, c, dr, dc):
        p = board[r][c]
        if p not in ("X", "O"):
            return None
        for i in range(1, k):
            rr, cc = r + dr * i, c + dc * i
            if not (0 <= rr < rows and 0 <= cc < cols) or board[rr][cc] != p:
                return None
        return p

    hits = (run(r, c, dr, dc) for r in range(rows) for c in range(cols)
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)))
    return next((h for h in hits if h), None)


BUGGY = [
    (counter_not_reset, {board_models.COUNTER_NOT_RESET}),
    (one_count_per_player, {board_models.COUNTER_NOT_RESET}),
    (columns_counter_outside, {board_models.COUNTER_NOT_RESET}),
    (count_not_reset_signed, {board_models.COUNTER_NOT_RESET}),
    (runs_wrap_rows, {board_models.COUNTER_NOT_RESET}),
    (signed_score_per_row, {board_models.COUNTER_NOT_RESET}),
    (joined_rows_string, {board_models.COUNTER_NOT_RESET}),
]
CORRECT = [correct_strings_k, correct_generic_k]
CHECK = ex.check_win_test
