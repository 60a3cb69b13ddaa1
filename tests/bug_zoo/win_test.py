"""Win tests as students write them: ``fn(board) -> "X" | "O" | None`` on lists of rows, the
3x3 ones with three hard-coded lines and the ``fn(board, k)`` ones walking k cells from each
cell (tried on 3x3, 4x4 with k=3 and 5x4 with k=4)."""

from __future__ import annotations

from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import board_models
from ttt_lab.exercises.win_test import SHORT_LINE

Board = list[list[str]]


def _lines3(board: Board, rows: bool = True, columns: bool = True, main: bool = True, anti: bool = True) -> list[Any]:
    lines: list[Any] = []
    if rows:
        lines += [list(row) for row in board]
    if columns:
        lines += [[board[r][c] for r in range(3)] for c in range(3)]
    if main:
        lines.append([board[i][i] for i in range(3)])
    if anti:
        lines.append([board[i][2 - i] for i in range(3)])
    return lines


def correct_three(board: Board) -> str | None:
    for line in _lines3(board):
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]  # type: ignore[no-any-return]
    return None


def correct_sets(board: Board) -> str | None:
    for player in ("X", "O"):
        if any(set(line) == {player} for line in _lines3(board)):
            return player
    return None


def correct_runs(board: Board, k: int) -> str | None:
    """Counts the run of equal stones along each direction, as students do in Connect Four."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            stone = board[r][c]
            if stone == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                run, rr, cc = 1, r + dr, c + dc
                while 0 <= rr < rows and 0 <= cc < cols and board[rr][cc] == stone:
                    run, rr, cc = run + 1, rr + dr, cc + dc
                if run >= k:
                    return stone
    return None


def correct_slices(board: Board, k: int) -> str | None:
    """Joins each row, column and diagonal into a string and looks for "XXX"."""
    rows, cols = len(board), len(board[0])
    strings = ["".join(row) for row in board] + ["".join(board[r][c] for r in range(rows)) for c in range(cols)]
    for start in range(-rows, cols + rows):
        strings.append("".join(board[r][start + r] for r in range(rows) if 0 <= start + r < cols))
        strings.append("".join(board[r][start - r] for r in range(rows) if 0 <= start - r < cols))
    for player in ("X", "O"):
        if any(player * k in s for s in strings):
            return player
    return None


CORRECT = [correct_three, correct_sets, correct_runs, correct_slices]


def _three(**skip: bool) -> Any:
    def fn(board: Board) -> str | None:
        for line in _lines3(board, **skip):
            if line[0] != "." and line[0] == line[1] == line[2]:
                return line[0]  # type: ignore[no-any-return]
        return None
    return fn


rows_and_columns_only = _three(main=False, anti=False)
rows_and_columns_only.__name__ = "rows_and_columns_only"
one_diagonal = _three(anti=False)
one_diagonal.__name__ = "one_diagonal"
only_the_anti_diagonal = _three(main=False)
only_the_anti_diagonal.__name__ = "only_the_anti_diagonal"
rows_only = _three(columns=False, main=False, anti=False)
rows_only.__name__ = "rows_only"


def columns_range_two(board: Board) -> str | None:
    lines = [list(row) for row in board] + [[board[r][c] for r in range(3)] for c in range(2)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]  # type: ignore[no-any-return]
    return None


def returns_the_player_to_move(board: Board) -> str | None:
    """Returns the player whose turn it is once someone has won."""
    if correct_three(board) is None:
        return None
    stones = sum(row.count("X") + row.count("O") for row in board)
    return "O" if stones % 2 else "X"


def only_looks_for_x(board: Board) -> str | None:
    for line in _lines3(board):
        if line == ["X", "X", "X"]:
            return "X"
    return None


def first_two_cells(board: Board) -> str | None:
    for line in _lines3(board):
        if line[0] != "." and line[0] == line[1]:
            return line[0]  # type: ignore[no-any-return]
    return None


def k_minus_one_in_a_row(board: Board, k: int) -> str | None:
    return correct_runs(board, k - 1)


def counts_along_the_row(board: Board, k: int) -> str | None:
    """k stones anywhere in a row, column or diagonal: forgets they must touch."""
    rows, cols = len(board), len(board[0])
    lines = [list(row) for row in board] + [[board[r][c] for r in range(rows)] for c in range(cols)]
    for start in range(-rows, cols + rows):
        lines.append([board[r][start + r] for r in range(rows) if 0 <= start + r < cols])
        lines.append([board[r][start - r] for r in range(rows) if 0 <= start - r < cols])
    for line in lines:
        for player in ("X", "O"):
            if line.count(player) >= k:
                return player
    return None


def wraps_around(board: Board, k: int) -> str | None:
    """Reads board[r][(c + i) % cols]: a row continues on the left edge."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            stone = board[r][c]
            if stone == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if all(board[(r + i * dr) % rows][(c + i * dc) % cols] == stone for i in range(k)):
                    return stone
    return None


def rows_from_the_width(board: Board, k: int) -> str | None:
    """size = len(board[0]) used for both loops: fine on square boards only."""
    size = len(board[0])
    for r in range(size):
        for c in range(size):
            stone = board[r][c]
            if stone == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + (k - 1) * dr, c + (k - 1) * dc
                if 0 <= end_r < size and 0 <= end_c < size and all(
                        board[r + i * dr][c + i * dc] == stone for i in range(k)):
                    return stone
    return None


def marks_checked_cells(board: Board) -> str | None:
    """Crosses out each stone once it has been looked at: the board comes back changed."""
    winner = correct_three(board)
    for row in board:
        for c, cell in enumerate(row):
            if cell != ".":
                row[c] = cell.lower()
    return winner


BUGGY = [
    (rows_and_columns_only, {ex.MISSES_DIAGONALS}),
    (one_diagonal, {ex.MISSES_ANTI_DIAGONAL}),
    (only_the_anti_diagonal, {ex.MISSES_MAIN_DIAGONAL}),
    (rows_only, {ex.MISSES_DIAGONALS, ex.MISSES_COLUMNS}),
    (columns_range_two, {ex.MISSES_LINES}),
    (returns_the_player_to_move, {ex.CONFUSES_PLAYERS}),
    (only_looks_for_x, {board_models.ONE_PLAYER}),
    (first_two_cells, {ex.INCOMPLETE_LINE}),
    (k_minus_one_in_a_row, {ex.INCOMPLETE_LINE}),
    (counts_along_the_row, {board_models.NOT_CONSECUTIVE}),
    (wraps_around, {board_models.WRAPS}),
    (rows_from_the_width, {board_models.SQUARE_ONLY}),
    (marks_checked_cells, {ex.MUTATES}),
]

CHECK = ex.check_win_test


# ---------------------------------------------------------------------- issue 27, blind wave 4 (h27f)
# Lines of some direction built from fewer than k cells (blind5's wt4: diagonals from range(2)),
# in other shapes: the code does compare every cell it reads, so the hint must not tell it to.


def columns_two_cells_long(board: list[list[str]]) -> str | None:
    lines = [list(row) for row in board] + [[board[r][c] for r in range(2)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and all(cell == line[0] for cell in line):
            return line[0]
    return None


def anti_diagonal_from_one(board: list[list[str]]) -> str | None:
    """The anti-diagonal from range(1, 3): its first cell left out."""
    lines = [list(row) for row in board] + [list(col) for col in zip(*board, strict=True)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(1, 3)]]
    for line in lines:
        if len(set(line)) == 1 and line[0] in "XO":
            return line[0]
    return None


def diagonals_len_minus_one(board: list[list[str]]) -> str | None:
    n = len(board)
    diagonals = [[board[i][i] for i in range(n - 1)], [board[i][n - 1 - i] for i in range(n - 1)]]
    for line in [*board, *([board[r][c] for r in range(n)] for c in range(n)), *diagonals]:
        if line[0] in ("X", "O") and line.count(line[0]) == len(line):
            return line[0]
    return None


BUGGY += [
    (columns_two_cells_long, {SHORT_LINE}),
    (anti_diagonal_from_one, {SHORT_LINE}),
    (diagonals_len_minus_one, {SHORT_LINE}),
]


# zip(board) without the * (blind5's wt2), in other shapes: a crash, or columns never found;
# either way the hint names the zip.


def zip_columns_index(board: list[list[str]]) -> str | None:
    """Each 'column' is a 1-tuple: col[1] raises IndexError."""
    lines = [list(row) for row in board] + [list(col) for col in zip(board)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


def zip_columns_count(board: list[list[str]]) -> str | None:
    """Each 'column' is a 1-tuple whose count of its one element is 1: columns never win."""
    for line in [*board, *zip(board), [board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]:
        if line[0] in ("X", "O") and line.count(line[0]) == 3:
            return line[0]  # type: ignore[no-any-return]
    return None


BUGGY += [
    (zip_columns_index, {ex.CRASHES}),
    (zip_columns_count, {ex.MISSES_COLUMNS}),
]


# Issue 27 round 2 (mutation sweep): one answer everywhere, or a loop that returns at its first turn,
# named by what the code does rather than by every line it then "misses".
def bare_return(board: Board) -> str | None:
    """`return` where `return line[0]` belongs: it finds the line and gives None."""
    for line in _lines3(board):
        if line[0] != "." and line[0] == line[1] == line[2]:
            return None
    return None


def compares_with_a_string(board: Board) -> str | None:
    """Compares a line with a string it can never equal (a list against "XXX")."""
    for player in ("X", "O"):
        if any(line == player * 3 for line in _lines3(board)):
            return player
    return None


def return_dedented(board: Board) -> str | None:
    """The return of the winner dedented out of its if: the first player, whatever the board."""
    for player in ("X", "O"):
        if any(all(cell == player for cell in line) for line in _lines3(board)):
            pass
        return player
    return None


def return_none_in_loop(board: Board) -> str | None:
    """`return None` inside the loop: only the top row is ever checked."""
    for line in _lines3(board):
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]  # type: ignore[no-any-return]
        return None
    return None


def columns_first_return_none_in_loop(board: Board) -> str | None:
    """Columns first, and `else: return None` in the loop: only the left column is read."""
    for c in range(3):
        if board[0][c] != "." and board[0][c] == board[1][c] == board[2][c]:
            return board[0][c]
        else:
            return None
    for row in board:
        if row[0] != "." and row[0] == row[1] == row[2]:
            return row[0]
    return None


BUGGY += [
    (bare_return, {board_models.NEVER_WINS}),
    (compares_with_a_string, {board_models.NEVER_WINS}),
    (return_dedented, {board_models.SAME_ANSWER}),
    (return_none_in_loop, {board_models.RETURNS_AFTER_FIRST_LINE}),
    (columns_first_return_none_in_loop, {board_models.RETURNS_AFTER_FIRST_LINE}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# A count of stones over the whole board taken for a win (blind6's wt05): the first name was
# "confuses X and O", a consequence of counting X first.


def three_stones_anywhere(board: list[list[str]]) -> str | None:
    cells = [cell for row in board for cell in row]
    if cells.count("X") >= 3:
        return "X"
    if cells.count("O") >= 3:
        return "O"
    return None


def counts_o_first(board: list[list[str]]) -> str | None:
    counts = {"O": 0, "X": 0}
    for row in board:
        for cell in row:
            if cell in counts:
                counts[cell] += 1
    for player, count in counts.items():
        if count == 3 or count > 3:
            return player
    return None


BUGGY += [(three_stones_anywhere, {board_models.COUNTS_STONES}), (counts_o_first, {board_models.COUNTS_STONES})]
