"""Whether a win test reads other cells for one player than for the other, from its source (issue
27, failure mode 1: a hint that describes code the student does not have names the student wrongly).

check_win_test tells a line found for one player and missed for the other as "the cells your code
reads for X's stones there are other cells" (blind24's wt01: O's diagonal read as board[i - j][j],
X's right). The same behaviour comes from code that reads both players through the same cells and
loses the win afterwards: CS50's ``winner = X if board[0][0] == X else O if ... else None`` for
every line, where a later line of three empty cells resets a win found to None (wave 29's wt_02);
the board the other player won on merely had no such line after. :func:`same_cells_for_both`
finds code whose every cell compared with X is compared with O too, and the other way round;
:func:`vet_side_cells_hint` then tells the student what the code does read, and where to look; it
is one of ``report.HINT_VETTERS``, run over every report like the other vettings of a hint against
the code (only win_hints.one_side_missed's hint carries its words).

The source is only read (parsed, never run).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def w(b):\\n    return 'X' if b[0][0] == 'X' else 'O' if b[0][0] == 'O' else None"
    >>> same_cells_for_both(Source((ast.parse(text),), (text,)))
    ['b[0][0]']
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import HINT_VETTERS, Problem

SIDE_CELLS_WORDS = "Compare the index your code reads"
"""The words of win_hints.one_side_missed's hint, which this module vets."""


def _marker(node: ast.AST) -> str | None:
    """"X" or "O" where ``node`` is that player's marker: the string itself or a name X / O."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.upper() in ("X", "O"):
        return node.value.upper()
    if isinstance(node, ast.Name) and node.id.upper() in ("X", "O"):
        return node.id.upper()
    return None


def same_cells_for_both(source: Source) -> list[str] | None:
    """The cells (their text: a subscript, or a name holding one) the code compares with a player's marker, where every one is compared
    with X's and with O's both: X and O read through the same cells. None where one player's cells
    differ from the other's, or where no cell is compared with a marker (a loop over the players,
    say: nothing to read off)."""
    read: dict[str, set[str]] = {"X": set(), "O": set()}
    for node in source.nodes():
        if not isinstance(node, ast.Compare):
            continue
        parts = [node.left, *node.comparators]
        markers = {m for part in parts if (m := _marker(part)) is not None}
        cells = {source.segment(part) for part in parts
                 if isinstance(part, ast.Subscript) or (isinstance(part, ast.Name) and _marker(part) is None)}
        for marker in markers:
            read[marker] |= cells
    if not read["X"] or read["X"] != read["O"]:
        return None
    return sorted(read["X"])


def vet_side_cells_hint(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the hint "compare the index your code reads X's stones with against O's"
    told from the code where it reads both players' stones through the same cells
    (:func:`same_cells_for_both`): the line is found on one board and lost on the other, so what
    happens after it is found is where to look, not the cells."""
    due = [p for p in problems if not p.note and SIDE_CELLS_WORDS in p.hint]
    if not due:
        return problems
    source = read_source(fn, levels=2)
    if not source.trees:
        return problems
    cells = same_cells_for_both(source)
    if cells is None:
        return problems
    shown = ", ".join(f"`{cell}`" for cell in cells[:3])
    hint = (f"Your code reads X's stones and O's through the same cells ({shown}), so it reads that line alike for"
            " both: it is the board shown, not the player, that loses it. Print what your code holds after each"
            " line's test on that board: a later test may overwrite the winner an earlier one found (three empty"
            " cells are equal too); return the winner as soon as a line is found.")
    return [dataclasses.replace(p, hint=hint) if any(p is one for one in due) else p for p in problems]


HINT_VETTERS.append(vet_side_cells_hint)
