"""An evaluation that scores cells by a fixed weight table and reads no lines, named for what it does
(issue 27, failure mode 1: a name whose story the code contradicts).

The positional half of a tutorial's score (centre +10, corners +5, edges +3 for X, the same subtracted
for O; wave 38's ev_04) ranks boards as counting every line's stones does, lines that hold both colours
too, since a cell's weight stands for the lines through it. The ranking model named it "counts lines
that hold both colours", a headline about line code the student does not have. :func:`name_cell_weights`
names :data:`SCORES_CELL_WEIGHTS` instead where the function's values say it plainly: every unfinished
board's value is the empty board's plus one fixed amount per stone, by its cell and colour (read off the
boards of one X, and of one X and one O). Line-reading code is not additive (two stones in a line are
worth more, or less, than each alone), so the dead-lines story stays its own where lines are read.
"""

from __future__ import annotations

import ast
import dataclasses
import itertools
import math
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import COUNTS_DEAD_LINES, Problem
from ttt_lab.games.mnk import MNK, MNKState

SCORES_CELL_WEIGHTS = "scores cells by a fixed weight table, not lines"

_LINE_WORDS = ("line", "row", "col", "diag", "win", "combo", "triple", "triplet")
"""Words of code that walks lines (``game.lines``, ``for row in rows``, ``WINNING_COMBOS``): counting
every line's stones, blocked lines too, adds up one weight per cell as well (the lines through it),
and there the dead-lines story is the code's own."""


def walks_lines(source: Source) -> bool:
    """Whether any name, attribute, parameter or function of the code says line, row, column, diagonal or
    a winning combination (its docstrings and comments may say why a cell weighs what it does: they do not
    count); no code (unreadable) counts as walking them (the name is left alone)."""
    if not source.trees:
        return True
    for node in source.nodes():
        word = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else \
            node.arg if isinstance(node, ast.arg) else node.name if isinstance(node, ast.FunctionDef) else ""
        if any(line in word.lower() for line in _LINE_WORDS):
            return True
    return False


def _text(mnk: MNK, stones: dict[tuple[int, int], str]) -> str:
    return "/".join("".join(stones.get((r, c), ".") for c in range(mnk.m)) for r in range(mnk.n))


def cell_weights(mnk: MNK, unfinished: Sequence[MNKState], estimate: Callable[[MNKState], float | None]
                 ) -> dict[tuple[tuple[int, int], str], float] | None:
    """The weight each cell adds for an X and for an O, where the function's value on every one of
    ``unfinished`` is the empty board's plus its stones' weights (to rounding); ``None`` where some board
    is not that sum, a value is missing, or every weight is 0 (a constant says more)."""
    def value(stones: dict[tuple[int, int], str]) -> float | None:
        try:
            return estimate(mnk.parse(_text(mnk, stones)))
        except ValueError:
            return None

    cells = list(itertools.product(range(mnk.n), range(mnk.m)))
    if len(cells) < 3:
        return None
    empty = value({})
    if empty is None:
        return None
    weights: dict[tuple[tuple[int, int], str], float] = {}
    for cell in cells:
        alone = value({cell: "X"})
        if alone is None:
            return None
        weights[cell, "X"] = alone - empty
    for cell in cells:
        partner = cells[0] if cell != cells[0] else cells[1]
        pair = value({partner: "X", cell: "O"})
        if pair is None:
            return None
        weights[cell, "O"] = pair - empty - weights[partner, "X"]
    if all(abs(w) < 1e-12 for w in weights.values()):
        return None
    for state in unfinished:
        got = estimate(state)
        if got is None:
            return None
        stones = {cell: mark for cell in cells if (mark := mnk.stone_at(state, cell)) in ("X", "O")}
        summed = empty + sum(weights[cell, mark] for cell, mark in stones.items())
        if not math.isclose(got, summed, rel_tol=1e-9, abs_tol=1e-9):
            return None
    return weights


def name_cell_weights(problems: list[Problem], student: Callable[..., Any], mnk: MNK, unfinished: Sequence[MNKState],
                      estimate: Callable[[MNKState], float | None]) -> list[Problem]:
    """``problems`` with "counts lines that hold both colours" named :data:`SCORES_CELL_WEIGHTS` where
    the function's values are one fixed weight per cell and colour added up (:func:`cell_weights`): it
    reads no line, so the headline says what it reads. Code that walks lines (:func:`walks_lines`) keeps
    the dead-lines name: summing every line's stones is additive too."""
    dead = next((p for p in problems if p.name == COUNTS_DEAD_LINES and not p.note), None)
    if dead is None or walks_lines(read_source(student, 2)):
        return problems
    weights = cell_weights(mnk, unfinished, estimate)
    if weights is None:
        return problems
    by_weight: dict[float, tuple[int, int]] = {}
    for (cell, mark), weight in weights.items():
        if mark == "X":
            by_weight.setdefault(round(weight, 9), cell)
    counted = sorted(((w, cell) for w, cell in by_weight.items() if w), reverse=True)
    shown = ", ".join(f"{_num(w)} on {cell}" for w, cell in counted[:3]) + (
        ", ..." if len(counted) > 3 else ", nothing on the other cells" if len(counted) < len(by_weight) else "")
    # Only what the boards showed: the ranking model's story ("counting the stones of every line...",
    # "That is what you get from code that counts...") is the line code this function does not have.
    seen = dead.detail.split(" Counting the stones", 1)[0].split("\nThat is what you get", 1)[0]
    named = dataclasses.replace(
        dead, name=SCORES_CELL_WEIGHTS,
        detail=f"{seen} Your function's value is the empty board's plus one fixed weight per stone, by its cell"
               f" and colour (an X adds {shown}): it reads where the stones are, never the lines they make, so"
               " a pair that can still become three in a row and a pair the other side has blocked are worth the"
               " same.",
        hint="Score lines, not cells: count, line by line, only the lines one side can still complete (no stone of"
             " the other), weighted by its stones, as in 3·X2 + X1 − (3·O2 + O1). A cell's weight stands for every"
             " line through it, the lines that hold both colours too.")
    return [named if p is dead else p for p in problems]
