"""Win tests that ask whether the board is full before reading its lines and call it a draw there: the
nineteenth wave's wt_04 (its file lost, rewritten from its description: it was missed, no graded board being
full with a completed line), the same test in a k-in-a-row shape, and one that counts the empty cells.
The wave's wt_01 (precedence: `a and b == c`) is here too."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises import win_full_boards, win_partial_tests

CHECK = ex.check_win_test


def wt_04_full_board_first(board):
    """`if '.' not in cells: return None` ahead of the lines: a draw whenever the board is full."""
    cells = [cell for row in board for cell in row]
    if "." not in cells:
        return None  # board full: draw
    lines = [list(row) for row in board] + [list(col) for col in zip(*board)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[i][2 - i] for i in range(3)])
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


def full_board_first_k(board, k):
    """The same order of tests for k in a row on any board."""
    if all(cell != "." for row in board for cell in row):
        return None
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            player = board[r][c]
            if player == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + (k - 1) * dr, c + (k - 1) * dc
                if 0 <= end_r < rows and 0 <= end_c < cols and all(
                        board[r + i * dr][c + i * dc] == player for i in range(k)):
                    return player
    return None


def counts_moves_first(board):
    """Nine moves played means the game is over, so no winner is looked for."""
    moves = sum(1 for row in board for cell in row if cell in ("X", "O"))
    if moves == 9:
        return None
    for i in range(3):
        if board[i][0] != "." and board[i][0] == board[i][1] == board[i][2]:
            return board[i][0]
        if board[0][i] != "." and board[0][i] == board[1][i] == board[2][i]:
            return board[0][i]
    if board[1][1] != "." and (board[0][0] == board[1][1] == board[2][2] or board[0][2] == board[1][1] == board[2][0]):
        return board[1][1]
    return None


def wt_01_and_precedence(board):
    """`a != "." and b == c` where `a != "." and a == b == c` belongs: X O O and X . . count as X's."""
    lines = [row for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for a, b, c in lines:
        if a != "." and b == c:
            return a
    return None


def truthy_first_cell(board):
    """`a and b == c`, as if an empty cell were falsy: "." comes back from a line . O O (and . . .)."""
    for i in range(3):
        if board[i][0] and board[i][1] == board[i][2]:
            return board[i][0]
        if board[0][i] and board[1][i] == board[2][i]:
            return board[0][i]
    if board[0][0] and board[1][1] == board[2][2]:
        return board[0][0]
    if board[0][2] and board[1][1] == board[2][0]:
        return board[0][2]
    return None


def partial_window_k(board, k):
    """The first cell's stone, then the rest of the window compared among itself (set of one)."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if not (0 <= r + (k - 1) * dr < rows and 0 <= c + (k - 1) * dc < cols):
                    continue
                window = [board[r + i * dr][c + i * dc] for i in range(k)]
                if window[0] != "." and len(set(window[1:])) == 1:
                    return window[0]
    return None


BUGGY = [
    (wt_01_and_precedence, {win_partial_tests.PARTIAL_LINE_TEST}),
    (truthy_first_cell, {win_partial_tests.PARTIAL_LINE_TEST}),
    (partial_window_k, {win_partial_tests.PARTIAL_LINE_TEST}),
    (wt_04_full_board_first, {win_full_boards.FULL_BOARD_NOBODY}),
    (full_board_first_k, {win_full_boards.FULL_BOARD_NOBODY}),
    (counts_moves_first, {win_full_boards.FULL_BOARD_NOBODY}),
]


def correct_full_board_last(board):
    """The full-board test after the lines: right."""
    lines = [list(row) for row in board] + [list(col) for col in zip(*board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    if all(cell != "." for row in board for cell in row):
        return None  # a draw
    return None


CORRECT = [correct_full_board_last]
