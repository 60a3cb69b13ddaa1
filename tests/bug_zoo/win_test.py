"""Win tests as students write them: ``fn(board) -> "X" | "O" | None`` on lists of rows, the
3x3 ones with three hard-coded lines and the ``fn(board, k)`` ones walking k cells from each
cell (tried on 3x3, 4x4 with k=3 and 5x4 with k=4)."""

from __future__ import annotations

import functools
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import board_models, report
from ttt_lab.exercises.win_hints import FIRST_CELL_ALWAYS
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE
from ttt_lab.exercises.win_hints import SHORT_LINE

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


# ---------------------------------------------------------------- a line of empty cells ends the search (blind wave 7, win01)
# Three equal cells are a verdict even when empty: the first such line in the code's order of
# lines answers (None), so a winning line read after an empty one is missed. Not "misses some
# lines" (the loops' ranges are right). win01 verbatim but for the name, and two other shapes.


def equal_empty_row_returns(board: Board) -> str | None:
    for r in range(3):
        if board[r][0] == board[r][1] == board[r][2]:
            return board[r][0] if board[r][0] != "." else None
    for c in range(3):
        if board[0][c] == board[1][c] == board[2][c]:
            return board[0][c] if board[0][c] != "." else None
    if board[1][1] == board[0][0] == board[2][2] or board[1][1] == board[0][2] == board[2][0]:
        return board[1][1] if board[1][1] != "." else None
    return None


def first_full_set_decides(board: Board) -> str | None:
    """Diagonals first, then rows and columns; a set of one stone ends the loop, "." or not."""
    for line in [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)], *_lines3(board, main=False,
                                                                                              anti=False)]:
        if len(set(line)) == 1:
            if line[0] == ".":
                return None
            return line[0]  # type: ignore[no-any-return]
    return None


def empty_line_breaks(board: Board) -> str | None:
    """Leaves the loop over one kind of line at an empty one: break where continue belongs."""
    for kind in (_lines3(board, columns=False, main=False, anti=False), _lines3(board, rows=False, main=False,
                                                                               anti=False),
                 _lines3(board, rows=False, columns=False)):
        for line in kind:
            if line[0] == line[1] == line[2]:
                if line[0] == ".":
                    break
                return line[0]  # type: ignore[no-any-return]
    return None


BUGGY += [
    (equal_empty_row_returns, {board_models.EMPTY_LINE_STOPS}),
    (first_full_set_decides, {board_models.EMPTY_LINE_STOPS}),
    (empty_line_breaks, {board_models.EMPTY_LINE_STOPS}),
]


# ---------------------------------------------------------------- `a and b == c` (blind wave 7, win02)
# Python reads a and (b == c): the first cell only tested for truth ("." is true), the line read as
# its other two cells. The name says what it reads; the hint names the precedence where the code
# has it (test_hint_guesses.py). win02 verbatim but for the name, and a row loop.

_LINES = [((0, 0), (1, 1), (2, 2)), ((0, 2), (1, 1), (2, 0)),
          ((0, 0), (0, 1), (0, 2)), ((1, 0), (1, 1), (1, 2)), ((2, 0), (2, 1), (2, 2)),
          ((0, 0), (1, 0), (2, 0)), ((0, 1), (1, 1), (2, 1)), ((0, 2), (1, 2), (2, 2))]


def and_precedence(board: Board) -> str | None:
    for a, b, c in _LINES:
        if board[a[0]][a[1]] and board[b[0]][b[1]] == board[c[0]][c[1]]:
            if board[b[0]][b[1]] != ".":
                return board[b[0]][b[1]]
    return None


def and_precedence_rows(board: Board) -> str | None:
    for r in range(3):
        if board[r][0] and board[r][1] == board[r][2] and board[r][1] != ".":
            return board[r][1]
    for c in range(3):
        if board[0][c] and board[1][c] == board[2][c] and board[1][c] != ".":
            return board[1][c]
    if board[0][0] and board[1][1] == board[2][2] and board[1][1] != ".":
        return board[1][1]
    if board[0][2] and board[1][1] == board[2][0] and board[1][1] != ".":
        return board[1][1]
    return None


# Named by their symptom, a line read short, until the precedence slip the code shows became the name (i40c).
BUGGY += [(and_precedence, {AND_PRECEDENCE}), (and_precedence_rows, {AND_PRECEDENCE})]


# The correct variants of blind wave 7: lines as coordinate lists read into a set, k windows.
_COORDINATE_LINES = ([[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
                     + [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]])


def correct_coordinate_sets(board: Board) -> str | None:
    for line in _COORDINATE_LINES:
        stones = {board[r][c] for r, c in line}
        if len(stones) == 1 and stones != {"."}:
            return stones.pop()
    return None


def correct_k_windows(board: Board, k: int = 3) -> str | None:
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            p = board[r][c]
            if p not in ("X", "O"):
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if not (0 <= end_r < rows and 0 <= end_c < cols):
                    continue
                if all(board[r + dr * i][c + dc * i] == p for i in range(k)):
                    return p
    return None


CORRECT += [correct_coordinate_sets, correct_k_windows]


# ---------------------------------------------------------------- another line ends the search (a class of win01's)
# A return that runs at some line before every line is read, other than at an empty one: each line
# it misses is found when alone on the board, so the hint does not send it to the loops' ranges.


def full_line_ends(board: Board) -> str | None:
    """Returns at the first line with no empty cell, won or not."""
    for line in _lines3(board):
        if "." not in line:
            return line[0] if line[0] == line[1] == line[2] else None  # type: ignore[no-any-return]
    return None


def blocked_line_ends(board: Board) -> str | None:
    """Gives up at the first line both players have a stone on ("nobody can win there")."""
    for line in _lines3(board):
        if "X" in line and "O" in line:
            return None
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]  # type: ignore[no-any-return]
    return None


BUGGY += [(full_line_ends, {ex.MISSES_LINES}), (blocked_line_ends, {ex.MISSES_LINES})]


# ---------------------------------------------------------------- empty cells tested against the wrong marker (ev06's class)
# The empty line is "won" because the code's test for an empty cell never holds: it tests for " "
# or None where the rows hold ".". Named by what it does; the hint names the marker
# (test_hint_guesses.py).


def space_marker(board: Board) -> str | None:
    for line in _lines3(board):
        if line[0] == line[1] == line[2] and line[0] != " ":
            return line[0]  # type: ignore[no-any-return]
    return None


_EMPTY = None


def none_marker(board: Board) -> str | None:
    for line in _lines3(board):
        if line[0] is not _EMPTY and len(set(line)) == 1:
            return line[0]  # type: ignore[no-any-return]
    return None


BUGGY += [(space_marker, {ex.EMPTY_LINE_WINS}), (none_marker, {ex.EMPTY_LINE_WINS})]


def lower_case_o(board: Board) -> str | None:
    """Looks for "o": O's lines are never found (the hint names the marker, test_hint_guesses.py)."""
    for line in _lines3(board):
        for player in ("X", "o"):
            if line.count(player) == 3:
                return player
    return None


BUGGY += [(lower_case_o, {board_models.ONE_PLAYER})]


# Wave 9 (blind12): win02, a `return None` inside the row loop (only row 0 checked) beside columns
# never written, whose lines were "missed" with a hint about loop ranges; win03, rows and columns
# tested for "." and the two hard-coded diagonals not, whose hint listed other causes.


def _line_match(game: Any) -> Any:
    for i in range(3):
        set_row = set(game[i])
        if len(set_row) == 1 and game[i][0] != ".":
            return game[i][0]
        return None


def _diagonal_match(game: Any) -> Any:
    if game[1][1] != ".":
        if game[1][1] == game[0][0] == game[2][2]:  # noqa: SIM114 (verbatim)
            return game[1][1]
        elif game[1][1] == game[0][2] == game[2][0]:
            return game[1][1]
    return None


def return_in_row_loop_no_columns(board: Any) -> Any:
    """blind12's win02 verbatim (helpers renamed)."""
    return _line_match(board) or _diagonal_match(board)


def return_in_column_loop(board: Any) -> Any:
    """Rows and diagonals right; the column loop returns None at the end of its first turn."""
    for row in board:
        if row[0] != "." and row[0] == row[1] == row[2]:
            return row[0]
    if board[1][1] != "." and (board[0][0] == board[1][1] == board[2][2] or board[0][2] == board[1][1] == board[2][0]):
        return board[1][1]
    for c in range(3):
        if board[0][c] != "." and board[0][c] == board[1][c] == board[2][c]:
            return board[0][c]
        return None
    return None


def diagonals_without_empty_test(board: Any) -> Any:
    """blind12's win03 verbatim."""
    for row in board:
        if row[0] != "." and row[0] == row[1] == row[2]:
            return row[0]
    for c in range(3):
        if board[0][c] != "." and board[0][c] == board[1][c] == board[2][c]:
            return board[0][c]
    if board[0][0] == board[1][1] == board[2][2]:
        return board[1][1]
    if board[2][0] == board[1][1] == board[0][2]:
        return board[1][1]
    return None


def main_diagonal_without_empty_test(board: Any) -> Any:
    """Rows, columns and the anti-diagonal guarded; the main diagonal compared pairwise, unguarded."""
    for i in range(3):
        if board[i][0] != "." and board[i][0] == board[i][1] == board[i][2]:
            return board[i][0]
        if board[0][i] != "." and board[0][i] == board[1][i] == board[2][i]:
            return board[0][i]
    if board[0][0] == board[1][1] and board[1][1] == board[2][2]:
        return board[0][0]
    if board[1][1] != "." and board[0][2] == board[1][1] == board[2][0]:
        return board[1][1]
    return None


BUGGY += [(return_in_row_loop_no_columns, {ex.MISSES_COLUMNS, ex.MISSES_LINES}),
          (return_in_column_loop, {ex.MISSES_LINES}),
          (diagonals_without_empty_test, {ex.EMPTY_LINE_WINS}),
          (main_diagonal_without_empty_test, {ex.EMPTY_LINE_WINS})]


# blind12's winC1_sets verbatim, names prefixed (truth: correct — set-based rows/columns/diagonals, per player)


def _w9w1_check_board(board, player):
    diagonal1 = {board[0][0], board[1][1], board[2][2]}
    diagonal2 = {board[0][2], board[1][1], board[2][0]}
    if diagonal1 == {player} or diagonal2 == {player}:
        return True
    for index in range(3):
        if {board[index][0], board[index][1], board[index][2]} == {player}:
            return True
        if {board[0][index], board[1][index], board[2][index]} == {player}:
            return True
    return False


def wave9_sets(board):
    for p in ("X", "O"):
        if _w9w1_check_board(board, p):
            return p
    return None



CORRECT += [wave9_sets]  # blind12's correct variants of this checker


# Wave 10 (blind14's w02, named with three diagnoses on BASE, two of them false): a test that is
# always true (`== "X" or "O"`), so the first line's first cell comes back on every board.


def wave10_or_string_truthy(board):
    """blind14's w02 verbatim (renamed)."""
    lines = [row for row in board]
    lines += [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] == line[1] == line[2] == "X" or "O":
            return line[0]
    return None


def all_same_or_string(board: Any) -> Any:
    """Rows and columns by index, `all(...) or "O"` as the test."""
    for i in range(3):
        for cells in ([board[i][j] for j in range(3)], [board[j][i] for j in range(3)]):
            if all(cell == cells[0] for cell in cells) and cells[0] == "X" or "O":  # noqa: RUF021 (the slip under test)
                return cells[0]
    return None


def string_first_in_or(board: Any) -> Any:
    """`"X" or "O" in line`: the first operand alone is true."""
    for line in [*board, *zip(*board, strict=True)]:
        if "X" or "O" in line:  # noqa: SIM222 (the slip under test)
            if line[0] == line[1] == line[2]:
                return line[0]
            return line[0]
    return None


BUGGY += [(wave10_or_string_truthy, {FIRST_CELL_ALWAYS}), (all_same_or_string, {FIRST_CELL_ALWAYS}),
          (string_first_in_or, {FIRST_CELL_ALWAYS})]


def wave10_reduce_k(board, k=3):
    """blind14's c07 verbatim (renamed): any k, every direction, functools.reduce over each window."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if not (0 <= end_r < rows and 0 <= end_c < cols):
                    continue
                cells = [board[r + dr * i][c + dc * i] for i in range(k)]
                same = functools.reduce(lambda acc, x: acc if acc == x else None, cells)
                if same in ("X", "O"):
                    return same
    return None


CORRECT += [wave10_reduce_k]


# Wave 11 (blind16's wt01, from a JS checkForSequence(b[i] === b[i+1], b[i+2])): a comparison's
# result (a bool) handed where a cell belongs, so that kind of line is never found.
def _w11wt01_check_for_sequence(option1, option2, option3=None):
    if option3 is None:
        return option1 == option2 and option1 != "."
    return option1 == option2 == option3 and option1 != "."


def wave11_bool_compare_rows(board):
    """blind16's wt01 verbatim (renamed)."""
    # rows
    for i in range(3):
        if _w11wt01_check_for_sequence(board[i][0] == board[i][1], board[i][2]):
            return board[i][0]
    # columns
    for i in range(3):
        if _w11wt01_check_for_sequence(board[0][i], board[1][i], board[2][i]):
            return board[0][i]
    # diagonal 1
    if board[0][0] == board[1][1] and board[1][1] == board[2][2] and board[1][1] != ".":
        return board[1][1]
    # diagonal 2
    if board[0][2] == board[1][1] and board[1][1] == board[2][0] and board[1][1] != ".":
        return board[1][1]
    return None


def bool_compared_in_columns(board):
    """Columns tested as (a == b) == c: True or False compared with a cell."""
    for r in range(3):
        if board[r][0] != "." and board[r][0] == board[r][1] == board[r][2]:
            return board[r][0]
    for c in range(3):
        if board[0][c] != "." and (board[0][c] == board[1][c]) == board[2][c]:
            return board[0][c]
    for line in ((board[0][0], board[1][1], board[2][2]), (board[0][2], board[1][1], board[2][0])):
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


BUGGY += [(wave11_bool_compare_rows, {report.MISSES_ROWS}), (bool_compared_in_columns, {report.MISSES_COLUMNS})]


# Wave 12 (blind18's w04): the loop over where a window of k starts stops one short
# (range(len(line) - k)), so a line ending at the board's edge is never read. Named by the
# model, never as "k + 1 stones in a row" (its hint would ask for the range(k) the code has).
def wave12_window_starts_one_short(board, k=3):
    """blind18's w04 verbatim (renamed)."""
    rows, cols = len(board), len(board[0])
    lines = [list(r) for r in board] + [[board[r][c] for r in range(rows)] for c in range(cols)]
    for start in range(-rows + 1, cols):
        lines.append([board[r][r + start] for r in range(rows) if 0 <= r + start < cols])
        lines.append([board[r][cols - 1 - r - start] for r in range(rows) if 0 <= cols - 1 - r - start < cols])
    for line in lines:
        for i in range(len(line) - k):
            window = line[i:i + k]
            if window[0] != "." and window.count(window[0]) == k:
                return window[0]
    return None


def starts_one_short_by_cell(board: Board, k: int) -> str | None:
    """Each cell as a line's first, its end checked with < where <= belongs (r + k < rows)."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            stone = board[r][c]
            if stone == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if not (0 <= r + k * dr < rows and 0 <= c + k * dc < cols):
                    continue
                if all(board[r + i * dr][c + i * dc] == stone for i in range(k)):
                    return stone
    return None


def string_windows_one_short(board: Board, k: int) -> str | None:
    """Lines joined into strings, searched with a slice loop one short."""
    rows, cols = len(board), len(board[0])
    lines = ["".join(row) for row in board] + ["".join(board[r][c] for r in range(rows)) for c in range(cols)]
    for d in range(-rows + 1, cols):
        lines.append("".join(board[r][r + d] for r in range(rows) if 0 <= r + d < cols))
        lines.append("".join(board[r][cols - 1 - r - d] for r in range(rows) if 0 <= cols - 1 - r - d < cols))
    for line in lines:
        for i in range(len(line) - k):
            for player in "XO":
                if line[i:i + k] == player * k:
                    return player
    return None


BUGGY += [(wave12_window_starts_one_short, {report.MISSES_LINES}), (starts_one_short_by_cell, {report.MISSES_LINES}),
          (string_windows_one_short, {report.MISSES_LINES})]


def wave12_k_general(board, k=3):
    """blind18's c08 verbatim (renamed): correct, k cells walked from every cell."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            mark = board[r][c]
            if mark == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if not (0 <= end_r < rows and 0 <= end_c < cols):
                    continue
                if all(board[r + dr * i][c + dc * i] == mark for i in range(k)):
                    return mark
    return None


CORRECT += [wave12_k_general]


# Wave 13 (blind20): a line read with one wrong cell (an index typo): it misses the line and calls a
# false win where the typo's three cells are X's; the detail shows that board (win_test._misread_lines).
def wave13_anti_diagonal_typo(board):
    """blind20's w04 verbatim (renamed)."""
    b = board
    lines = [
        (b[0][0], b[0][1], b[0][2]), (b[1][0], b[1][1], b[1][2]), (b[2][0], b[2][1], b[2][2]),
        (b[0][0], b[1][0], b[2][0]), (b[0][1], b[1][1], b[2][1]), (b[0][2], b[1][2], b[2][2]),
        (b[0][0], b[1][1], b[2][2]), (b[0][2], b[1][1], b[2][2]),
    ]
    for a, c, d in lines:
        if a != "." and a == c == d:
            return a
    return None


def main_diagonal_typo(board: list[list[str]]) -> str | None:
    """The main diagonal read as board[0][0], board[1][1], board[0][2] (a typo in its last index)."""
    for row in board:
        if row[0] != "." and row[0] == row[1] == row[2]:
            return row[0]
    for c in range(3):
        if board[0][c] != "." and board[0][c] == board[1][c] == board[2][c]:
            return board[0][c]
    if board[1][1] != "." and board[0][0] == board[1][1] == board[0][2]:
        return board[1][1]
    if board[1][1] != "." and board[0][2] == board[1][1] == board[2][0]:
        return board[1][1]
    return None


def wave13_win_test_k(board, k=3):
    """blind20's c06 verbatim (renamed): a correct k-in-a-row test with direction vectors."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            p = board[r][c]
            if p == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if not (0 <= end_r < rows and 0 <= end_c < cols):
                    continue
                if all(board[r + dr * i][c + dc * i] == p for i in range(k)):
                    return p
    return None


BUGGY += [(wave13_anti_diagonal_typo, {report.MISSES_ANTI_DIAGONAL}), (main_diagonal_typo, {report.MISSES_MAIN_DIAGONAL})]
CORRECT += [wave13_win_test_k]



# Wave 15 (blind24): one player's line read from the wrong cells, the other's right: the loops reach
# the line, so the hint names the cells, not the ranges (win_hints.one_side_missed).
def _w15_left_to_right_diagonal(array):
    counter_x = 0
    counter_o = 0
    for i in range(0, 1):
        for j in range(len(array)):
            if array[i + j][j] == "X":
                counter_x += 1
            elif array[i - j][j] == "O":
                counter_o += 1
    if counter_o == len(array):
        return "O"
    if counter_x == len(array):
        return "X"
    return None


def _w15_right_to_left_diagonal(array):
    counter_x = 0
    counter_o = 0
    for i in range(len(array) - 1, len(array)):
        for j in range(len(array)):
            if array[i - j][j] == "O":
                counter_o += 1
            elif array[i - j][j] == "X":
                counter_x += 1
    if counter_o == len(array):
        return "O"
    if counter_x == len(array):
        return "X"
    return None


def wave15_o_diagonal_wrong_index(board):
    """blind24's wt01 verbatim (helpers renamed)."""
    for row in board:
        if row[0] != "." and row.count(row[0]) == 3:
            return row[0]
    for c in range(3):
        col = [board[r][c] for r in range(3)]
        if col[0] != "." and col.count(col[0]) == 3:
            return col[0]
    return _w15_left_to_right_diagonal(board) or _w15_right_to_left_diagonal(board)


ONE_SIDE_WRONG_CELLS = [wave15_o_diagonal_wrong_index]
"""Lines missed for one player only: told by the cells, never by the loops' ranges."""


# Wave 16 (blind26): a winner on a line holding both X and O (a sum of codes, a count of stones), named from that
# behaviour (win_mixed_lines), never "confuses X and O" though it says X on some of O's wins.
def wave16_sum_encoding_1_2(board):
    """blind26's wt01 verbatim (renamed)."""
    import numpy as np

    state = np.array([[{"X": 1, "O": 2}.get(c, 0) for c in row] for row in board])
    win_nums = list(state.sum(axis=0))
    win_nums.extend(list(state.sum(axis=1)))
    win_nums.append(state.trace())
    win_nums.append(np.flipud(state).trace())
    if 3 in win_nums:
        return "X"
    elif 6 in win_nums:
        return "O"
    return None


def _w16_lines(board: Any) -> list[list[str]]:
    rows = [list(row) for row in board]
    return rows + [list(col) for col in zip(*rows, strict=True)] + [[rows[i][i] for i in range(3)],
                                                                    [rows[i][2 - i] for i in range(3)]]


def sum_encoding_o_first(board: Any) -> str | None:
    """The same slip with the codes the other way round, in plain loops: O=1, X=2, a sum of 3 is O's line."""
    code = {"O": 1, "X": 2}
    for line in _w16_lines(board):
        total = sum(code.get(cell, 0) for cell in line)
        if total == 3:
            return "O"
        if total == 6:
            return "X"
    return None


BUGGY += [(wave16_sum_encoding_1_2, {report.MIXED_LINE_WINS}), (sum_encoding_o_first, {report.MIXED_LINE_WINS})]


# Wave 17 (blind28): `break` where `continue` belongs at a line whose FIRST cell is empty, whatever the
# others hold: every line after it is never read (board_models.EMPTY_START_STOPS, a knob of the line-scan
# model that stops at an empty line). Not "misses diagonals": the code has both.
_W17_WIN_STATUS = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
]


def wave17_break_on_empty_first_cell(board):
    """blind28's wt01 verbatim (renamed): DachiCoding's gameState.cpp, `if (chess == empty) { break; }`."""
    flat = [cell for row in board for cell in row]
    result = None
    for status in _W17_WIN_STATUS:
        chess = flat[status[0]]
        if chess == ".":
            break
        i = 1
        while i < len(status):
            if flat[status[i]] != chess:
                break
            i += 1
        if i == len(status):
            result = chess
            break
    return result


def returns_none_at_empty_start(board: Board) -> str | None:
    """Another shape: return None (where continue belongs) at the first line starting on an empty cell."""
    for line in _lines3(board):
        if line[0] == ".":
            return None
        if line[0] == line[1] == line[2]:
            return line[0]  # type: ignore[no-any-return]
    return None


def breaks_per_kind_at_empty_start(board: Board) -> str | None:
    """Another shape: a loop over the rows and one over the columns, each left (break) at its first line
    starting on an empty cell; the two diagonals tested apart."""
    for kind in (_lines3(board, columns=False, main=False, anti=False),
                 _lines3(board, rows=False, main=False, anti=False)):
        for line in kind:
            if line[0] == ".":
                break
            if line.count(line[0]) == 3:
                return line[0]  # type: ignore[no-any-return]
    for line in _lines3(board, rows=False, columns=False):
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]  # type: ignore[no-any-return]
    return None


def wave17_correct_counting(board):
    """blind28's wt05 verbatim (renamed): Bart Massey's counters per side and line."""
    size = 3
    for side in ("X", "O"):
        n = sum(1 for d in range(size) if board[d][d] == side)
        if n == size:
            return side
        n = sum(1 for d in range(size) if board[d][size - 1 - d] == side)
        if n == size:
            return side
        for r in range(size):
            if sum(1 for c in range(size) if board[r][c] == side) == size:
                return side
        for c in range(size):
            if sum(1 for r in range(size) if board[r][c] == side) == size:
                return side
    return None


BUGGY += [(wave17_break_on_empty_first_cell, {board_models.EMPTY_START_STOPS}),
          (returns_none_at_empty_start, {board_models.EMPTY_START_STOPS}),
          (breaks_per_kind_at_empty_start, {board_models.EMPTY_START_STOPS})]
CORRECT += [wave17_correct_counting]


# Wave 18 (blind30): w03 ports a Connect-4 check: window starts range(k) (short slices past a row's end
# count, named "reports a winner for an incomplete line") and falling diagonals stepping j - x from the
# left columns, which wrap round through negative indices. The missed line was told "read with a wrong
# cell (0, 1)" though no cell is typed in the code: the claim now needs the cell in the code
# (win_wraps.typed_cells), and the wrapped diagonal the function wins on is shown instead.
def wave18_short_windows(board, k=3):
    """blind30's w03 verbatim (renamed)."""
    rotated_board = [[board[-1 - i][x] for i, _ in enumerate(board)] for x, _ in enumerate(board[0])]
    for b in [board, rotated_board]:
        for row in b:
            for i in range(k):
                line = row[i: i + k]
                if len(set(line)) == 1 and "." not in line:
                    return line[0]
    # diagonals
    for x_change in (1, -1):
        for i in range(len(board) - k + 1):
            for j in range(len(board[0]) - k + 1):
                line = [board[i + x][j + x * x_change] for x in range(k)]
                if len(set(line)) == 1 and "." not in line:
                    return line[0]
    return None


def falling_diagonals_from_the_left(board: Board, k: int = 3) -> str | None:
    """Another shape: rows and columns right, both diagonals started from the same left columns, the
    falling one read at board[r + d][c - d] (negative columns wrap round)."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            for dr, dc in ((0, 1), (1, 0)):
                if r + dr * (k - 1) < rows and c + dc * (k - 1) < cols:
                    cells = {board[r + dr * d][c + dc * d] for d in range(k)}
                    if len(cells) == 1 and "." not in cells:
                        return cells.pop()
    for r in range(rows - k + 1):
        for c in range(cols - k + 1):
            for step in (1, -1):
                cells = {board[r + d][c + step * d] for d in range(k)}
                if len(cells) == 1 and "." not in cells:
                    return cells.pop()
    return None


BUGGY += [(wave18_short_windows, {ex.INCOMPLETE_LINE, ex.MISSES_LINES}),
          (falling_diagonals_from_the_left, {ex.MISSES_ANTI_DIAGONAL})]
