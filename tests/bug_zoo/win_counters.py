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


BUGGY = [
    (counter_not_reset, {board_models.COUNTER_NOT_RESET}),
    (one_count_per_player, {board_models.COUNTER_NOT_RESET}),
    (columns_counter_outside, {board_models.COUNTER_NOT_RESET}),
]
CORRECT = [correct_strings_k]
CHECK = ex.check_win_test
