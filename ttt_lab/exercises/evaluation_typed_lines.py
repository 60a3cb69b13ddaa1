"""A table of lines typed into an evaluation with one cell wrong (blind54's ev_04: the anti-diagonal
written ``[2, 4, 8]`` for ``[2, 4, 6]``).

The evaluation checker sees such a table only by its symptom, mirror images valued apart, and its hint
is a menu. The win test already tells a line read with a wrong cell where the code types that cell
(:mod:`~ttt_lab.exercises.win_wraps`); this is the same rule for an evaluation: a list of the board's
lines that the student's code names (a global its functions read, or a literal in them) with every
entry a line of the board but one, that one a line's cells with exactly one cell changed. Only a
table that says so itself is told; anything else keeps the symptom's words.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import inspect
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import ASYMMETRIC, Problem

Cell = tuple[int, int]

TYPED_LINE_WRONG_CELL = "types a line with a wrong cell"


def _cell(item: Any, rows: int, cols: int) -> Cell | None:
    """A typed cell: a flat index (row-major) or a (row, column) pair, inside the board."""
    if isinstance(item, int) and not isinstance(item, bool):
        return divmod(item, cols) if 0 <= item < rows * cols else None
    if (isinstance(item, (tuple, list)) and len(item) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in item)):
        r, c = item
        return (r, c) if 0 <= r < rows and 0 <= c < cols else None
    return None


def _as_lines(value: Any, rows: int, cols: int, k: int) -> list[tuple[Cell, ...]] | None:
    """``value`` read as a table of lines of ``k`` typed cells each, or None."""
    if not isinstance(value, (list, tuple)) or len(value) < 2:
        return None
    lines = []
    for entry in value:
        if not isinstance(entry, (list, tuple)) or len(entry) != k:
            return None
        cells = tuple(_cell(item, rows, cols) for item in entry)
        if any(c is None for c in cells):
            return None
        lines.append(tuple(c for c in cells if c is not None))
    return lines


def _tables(fn: Callable[..., Any]) -> list[Any]:
    """The values the code could hold its lines in: globals its functions read, the function's closure, and
    literals in them."""
    try:
        source = read_source(fn, levels=2)
    except Exception:
        return []
    names = {node.id for node in source.nodes() if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
    found = [value for name, value in getattr(fn, "__globals__", {}).items() if name in names]
    with contextlib.suppress(Exception):  # a closure's own table (a notebook cell's nested function)
        found += list(inspect.getclosurevars(fn).nonlocals.values())
    for node in source.nodes():
        if isinstance(node, (ast.List, ast.Tuple)):
            try:
                found.append(ast.literal_eval(node))
            except (ValueError, SyntaxError, TypeError):
                continue
    return found


def typed_line_slip(fn: Callable[..., Any], rows: int, cols: int, k: int,
                    lines: Sequence[Sequence[Cell]]) -> tuple[tuple[Cell, ...], tuple[Cell, ...], Any] | None:
    """(the line as the board has it, as the code types it, the entry as typed) where the code's table of lines is the
    board's but for one entry, which is one line with one cell changed and leaves that line out."""
    real = {frozenset(line): tuple(line) for line in lines}
    for value in _tables(fn):
        typed = _as_lines(value, rows, cols, k)
        if typed is None or len(typed) != len(real):
            continue
        wrong = [line for line in typed if frozenset(line) not in real]
        entry = value[typed.index(wrong[0])] if len(wrong) == 1 else None
        missing = [line for key, line in real.items() if key not in {frozenset(t) for t in typed}]
        if (len(wrong) == 1 and len(missing) == 1 and len(set(wrong[0])) == k
                and len(frozenset(wrong[0]) & frozenset(missing[0])) == k - 1):
            return missing[0], wrong[0], entry
    return None


def typed_line_words(line: tuple[Cell, ...], typed: tuple[Cell, ...], entry: Any) -> tuple[str, str]:
    """(detail, hint) for a table of lines with ``typed`` (``entry`` as the code has it) written for ``line``."""
    bad = next(c for c in typed if c not in line)
    right = next(c for c in line if c not in typed)
    shown = ", ".join(map(str, line))
    return (f" Your table of lines types one line with a wrong cell: its entry {entry!r} reads the cells"
            f" {', '.join(map(str, typed))}, which is no line of the board, where the line {shown} belongs ({bad}"
            f" in place of {right}). So that line is never counted, though its mirror image is.",
            f"Fix that entry of your list of lines ({entry!r}): it must read the cells {shown}, cell {right}"
            f" where yours has {bad}.")


def told_typed_line(problems: list[Problem], fn: Callable[..., Any], game: Any) -> list[Problem]:
    """``problems`` with mirror images valued apart (not a note) named and told as the typed line that
    makes it so (the symptom's name says what went wrong, this one where), where the code's table of lines shows one (:func:`typed_line_slip`); unchanged otherwise."""
    try:
        found = typed_line_slip(fn, game.n, game.m, game.k, game.lines)
    except Exception:  # a game without a k-in-a-row board: nothing to compare
        return problems
    if found is not None:
        detail, hint = typed_line_words(*found)
        return [dataclasses.replace(p, name=TYPED_LINE_WRONG_CELL, detail=p.detail + detail, hint=hint)
                if p.name == ASYMMETRIC and not p.note else p for p in problems]
    gap = line_left_out(fn, game.n, game.m, game.k, game.lines)
    if gap is None:
        return problems
    name, detail, hint = line_left_out_words(*gap)
    return [dataclasses.replace(p, name=name, detail=p.detail + detail, hint=hint)
            if p.name == ASYMMETRIC and not p.note else p for p in problems]


def _typed_as(line: tuple[Cell, ...], entry: Any, cols: int) -> str:
    """``line`` written as the table writes its entries: flat indices or (row, column) pairs, in a list or tuple."""
    cells = [r * cols + c if isinstance(entry[0], int) else (r, c) for r, c in sorted(line)]
    return repr(list(cells) if isinstance(entry, list) else tuple(cells))


def line_left_out(fn: Callable[..., Any], rows: int, cols: int, k: int,
                  lines: Sequence[Sequence[Cell]]) -> tuple[str, str, int] | None:
    """(an entry the code's table lists twice, the line it leaves out, both as the code types them, how many times)
    where the code's table of lines has as many entries as the board has lines, each a line of the board, one of
    them listed twice and so one line never (blind80's ev_05: ``[2, 5, 8]`` twice, no anti-diagonal); None
    elsewhere. A table of fewer entries may be meant as part of the lines (rows only): left to the blind spots."""
    real = {frozenset(line): tuple(line) for line in lines}
    for value in _tables(fn):
        typed = _as_lines(value, rows, cols, k)
        if typed is None or len(typed) != len(real) or any(frozenset(t) not in real for t in typed):
            continue
        keys = [frozenset(t) for t in typed]
        missing = [line for key, line in real.items() if key not in keys]
        twice = [i for i, key in enumerate(keys) if keys.count(key) > 1]
        if len(missing) == 1 and twice:
            entry = value[twice[-1]]
            return repr(list(entry) if isinstance(entry, list) else tuple(entry)), _typed_as(
                missing[0], entry, cols), keys.count(keys[twice[-1]])
    return None


def line_left_out_words(entry: str, missing: str, times: int) -> tuple[str, str, str]:
    """(name, detail, hint) for a table of lines that lists ``entry`` ``times`` times and leaves out ``missing``."""
    count = "twice" if times == 2 else f"{times} times"
    return (f"has {entry} {count} and no {missing} in its table of lines",
            f" Your table of lines lists {entry} {count} and never {missing}, so that line is never counted for"
            " either side, though its mirror image is (and the repeated one counts double).",
            f"Fix the repeated entry of your list of lines: one of the {entry} entries must be {missing}.")
