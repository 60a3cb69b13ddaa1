"""Lines a win test misreads: a cell the code types wrong, or a diagonal that wraps round the board.

:func:`ttt_lab.exercises.win_test` tells a missed line as "read with a wrong cell" when the function
calls a win on that line with one cell moved. That claims a cell typed into the code
(``board[0][1]`` for ``board[0][2]``): :func:`cell_in_code` checks the code has it. A diagonal
computed as ``board[i + x][j - x]`` from the left columns reads ``board[i][-1]``, the row's last
cell, instead of failing: :func:`wrapped_diagonal` finds a diagonal the function wins on that only
exists by wrapping round through negative indices (wave 18's w03, from a public Connect-4 check).
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import read_source, whole_number
from ttt_lab.exercises.report import Problem

Cell = tuple[int, int]


def _typed_index(node: ast.AST) -> int | None:
    """A whole number typed in, or a sum of two typed in: ``1 + 6`` reads cell 7 whatever the loop's ``i``
    (blind48's wt_01: ``game_board[1 + 6]`` typed for ``game_board[i + 6]``)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = whole_number(node.left), whole_number(node.right)
        return None if left is None or right is None else left + right
    return whole_number(node)


def typed_cells(fn: Callable[..., Any], rows: int, cols: int) -> set[Cell]:
    """The cells the code indexes with numbers typed in: ``b[r][c]``, ``b[r, c]`` or, where no
    ``b[r][c]`` is written, a flat ``b[i]`` (negative indices counted from the end). ``b[0]`` of a
    list of rows (``len(board[0])``) is a row, not a cell."""
    try:
        source = read_source(fn)
    except Exception:
        return set()
    found: set[Cell] = set()
    flat = not any(isinstance(node, ast.Subscript) and isinstance(node.value, ast.Subscript) for node in source.nodes())
    for node in source.nodes():
        if not isinstance(node, ast.Subscript):
            continue
        last = _typed_index(node.slice)
        if isinstance(node.slice, ast.Tuple) and len(node.slice.elts) == 2:
            r, c = (whole_number(e) for e in node.slice.elts)
            if r is not None and c is not None:
                found.add((r % rows, c % cols))
        if last is None:
            continue
        first = whole_number(node.value.slice) if isinstance(node.value, ast.Subscript) else None
        if first is not None:
            found.add((first % rows, last % cols))
        elif flat:
            found.add(divmod(last % (rows * cols), cols))
    return found


def wrapped_diagonal(rows: int, cols: int, k: int, real: Callable[[tuple[Cell, ...]], bool],
                     says_win: Callable[[tuple[Cell, ...]], bool]) -> tuple[Cell, ...] | None:
    """A diagonal of ``k`` cells that wraps round a row's end (column -1 read as the last), not a
    line of the board (``real``), on which ``says_win`` (X on those cells alone) calls a win."""
    for step in (-1, 1):
        for top in range(rows - k + 1):
            for start in range(cols):
                columns = [start + x * step for x in range(k)]
                if min(columns) >= 0 or max(columns) >= cols:  # only a negative index wraps in Python
                    continue
                cells = tuple((top + x, c % cols) for x, c in enumerate(columns))
                if len(set(cells)) == k and not real(cells) and says_win(cells):
                    return cells
    return None


def told_wrapped(problems: list[Problem], index: int, game: Any, has_line: Callable[[Any, dict[Cell, str], str], bool],
                 says_x: Callable[[Any, tuple[Cell, ...]], bool], fn: Callable[..., Any] | None = None) -> list[Problem]:
    """``problems`` with the missed-lines problem at ``index`` told as diagonals wrapped round
    ``game``'s board, where the function wins on one; unchanged where it wins on none. The words
    follow ``fn``'s code where it is given (:func:`wrapped_words_for`)."""
    if fn is not None and not _has_minus(fn):
        return problems
    cells = wrapped_diagonal(game.n, game.m, game.k, lambda c: has_line(game, dict.fromkeys(c, "X"), "X"),
                             lambda c: says_x(game, c))
    if cells is None:
        return problems
    detail, hint = wrapped_words(cells) if fn is None else wrapped_words_for(fn, cells)
    shown = problems[index]
    told = dataclasses.replace(shown, detail=shown.detail.split("\nThat is what you get")[0] + "\n" + detail, hint=hint)
    return [*problems[:index], told, *problems[index + 1:]]


def _has_minus(fn: Callable[..., Any]) -> bool:
    """The code (with the helpers it calls) writes a minus sign somewhere: a negative number, ``-i`` or
    ``j - x``. Without one no index it computes goes below 0, so nothing wraps round a row's end, and a
    win on "a wrapped diagonal" comes from something else (blind64's win_04: three equal empty cells on
    a line grouped under the top-left cell). Unreadable code is given the benefit of the doubt."""
    try:
        source = read_source(fn, levels=2)
    except Exception:
        return True
    return any(isinstance(node, (ast.USub, ast.Sub)) for node in source.nodes())


def wrapped_words(cells: tuple[Cell, ...]) -> tuple[str, str]:
    """(detail, hint) for a function that wins on the wrapped diagonal ``cells``."""
    shown = ", ".join(map(str, cells))
    return (f"Your code reads diagonals that wrap round the board: with X on {shown} alone, which is no line,"
            " it says X has won. A column index below 0 (j - x from the left columns) reads the row from its"
            " end in Python instead of failing, so the diagonals it tests are not the board's.",
            "Start each falling diagonal where it fits: its column steps down from j, so j runs from k - 1 to"
            " the last column (range(k - 1, len(board[0]))), and every index stays inside the board.")


def wrapped_words_for(fn: Callable[..., Any], cells: tuple[Cell, ...]) -> tuple[str, str]:
    """(detail, hint) for a function that wins on the wrapped diagonal ``cells``, in the words its
    code shows. The words of :func:`wrapped_words` describe a loop over the diagonals' starts
    (``board[i + x][j - x]``) and ask to fix its range; told to code that has no such loop (blind38's
    wt_03: ``[board[i][-i] for i in range(3)]``, a fixed comprehension) they describe code the
    student does not have. So: an index negated alone (``-i``, read as counting from the end, which
    it does only from 1 on: ``-0`` is the first column) is named where the code has one; code with
    no range() is not told to fix a range; the loop's words stay for code that loops."""
    shown = ", ".join(map(str, cells))
    try:
        source = read_source(fn, levels=2)
    except Exception:
        return wrapped_words(cells)
    negated = next((node for node in source.nodes() if isinstance(node, ast.Subscript)
                    and isinstance(node.slice, ast.UnaryOp) and isinstance(node.slice.op, ast.USub)
                    and isinstance(node.slice.operand, ast.Name)), None)
    if negated is not None:
        assert isinstance(negated.slice, ast.UnaryOp) and isinstance(negated.slice.operand, ast.Name)
        name, text = negated.slice.operand.id, source.segment(negated)
        return (f"Your code reads `{text}`: -{name} counts from the row's end only from {name} = 1 on; at {name} = 0"
                f" it is -0, the first column, not the last. So the line it reads for the anti-diagonal is not"
                f" the board's: with X on {shown} alone, which is no line, it says X has won.",
                f"Count from the end with -1 - {name}: `{text.replace(f'-{name}', f'-1 - {name}')}` (or"
                f" len(board) - 1 - {name}) reads the last column first, and every index stays on the line.")
    if not any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range"
               for node in source.nodes()):
        return (f"Your code reads diagonals that wrap round the board: with X on {shown} alone, which is no line,"
                " it says X has won. A column index below 0 reads the row from its end in Python instead of"
                " failing, so a diagonal it tests is not the board's.",
                "Work out the column of each cell your code reads on each diagonal: every one must lie between"
                " 0 and the last column; a negative index wraps round to the row's end.")
    return wrapped_words(cells)
