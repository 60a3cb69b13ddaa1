"""An evaluation that reads the rows only (or the columns only), each on its own, in any way of its own.

The blind spots of :mod:`~ttt_lab.exercises.evaluation_blind_spots` are looked for through a line count's eyes
(how many stones of each side a line holds), and only where the evaluation ranks no boards wrongly. Code that scans
the rows for runs of stones of its own kind (wave 28's ev_03, scoring ``XXO`` in a row but not ``XOX``, and never a
column or a diagonal) ranks boards wrongly and reads cells in an order a count ignores: it was told only that mirror
images differ. What such code shows whatever it does inside a row: swapping two rows leaves its value as it is,
while the game (and the line count) sees other columns and diagonals. :func:`row_only_problem` names that where
every board it can judge keeps its value with two rows exchanged, while boards turned over their diagonal (rows
read as columns, a symmetry of the game) change it; the columns alone, the other way round.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _as_number, _close, _num
from ttt_lab.exercises.report import MISSES_COLUMNS, MISSES_ROWS, Problem
from ttt_lab.games.mnk import MNK, MNKState

_PAIRS = 4
"""Boards the line count tells apart from their exchanged copy, which the evaluation must all value alike."""


def _moved(mnk: MNK, state: MNKState, where: Callable[[int, int], tuple[int, int]]) -> MNKState:
    x = o = 0
    for (r, c) in mnk.cells:
        stone = mnk.stone_at(state, (r, c))
        if stone is not None:
            bit = 1 << mnk.cell_index(where(r, c))
            x, o = (x | bit, o) if stone == "X" else (x, o | bit)
    return mnk.from_bitboards(x, o)


def _turned_apart(mnk: MNK, states: Sequence[MNKState], value: Callable[[MNKState], float | None]
                  ) -> tuple[MNKState, MNKState, float, float] | None:
    """A board and the board turned over its diagonal that the evaluation values differently (the first found)."""
    for state in states:
        turned = _moved(mnk, state, lambda r, c: (c, r))
        if mnk.is_terminal(turned):
            continue
        v, w = value(state), value(turned)
        if v is not None and w is not None and not _close(v, w):
            return state, turned, v, w
    return None


def row_only_problem(mnk: MNK, states: Sequence[MNKState], fn: Callable[[Any], Any], shown: Callable[[MNKState], Any],
                     judge: Callable[[MNKState], float]) -> list[Problem]:
    """MISSES_COLUMNS (the rows only read) or MISSES_ROWS (the columns only) where the evaluation shows it (see the
    module's docstring); ``[]`` elsewhere, and on boards that are not square."""
    if mnk.m != mnk.n or mnk.m < 3:
        return []

    def value(state: MNKState) -> float | None:
        try:
            return _as_number(fn(shown(state)))
        except Exception:
            return None

    swaps = {"rows": lambda r, c: (1 - r if r < 2 else r, c), "columns": lambda r, c: (r, 1 - c if c < 2 else c)}
    for read, missed in (("rows", MISSES_COLUMNS), ("columns", MISSES_ROWS)):
        pairs: list[tuple[MNKState, MNKState, float]] = []
        seen: set[float] = set()
        for state in states:
            other = _moved(mnk, state, swaps[read])
            if mnk.is_terminal(other) or _close(judge(state), judge(other)):
                continue
            mine, its = value(state), value(other)
            if mine is None or its is None or not _close(mine, its):
                pairs = []
                break
            pairs.append((state, other, mine))
            seen.add(round(mine, 9))
        if len(pairs) < _PAIRS or len(seen) < 2:
            continue
        turned = _turned_apart(mnk, states, value)
        if turned is None:
            continue  # rows and columns read alike: not one of them only
        a, b, shown_value = max(pairs, key=lambda pair: abs(pair[2]))  # a pair worth something shows more than 0
        s, t, v, w = turned
        other_kind = "columns" if read == "rows" else "rows"
        return [Problem(
            missed,
            f"It reads only the {read}, each on its own: {mnk.board_text(a)} and {mnk.board_text(b)} (two {read}"
            f" exchanged) get the same value, {_num(shown_value)}, though their {other_kind} and diagonals differ, and"
            f" so does every such pair; {mnk.board_text(s)} and {mnk.board_text(t)}, one the other turned over its"
            f" diagonal (its {read} become {other_kind}), get {_num(v)} and {_num(w)}. Its {other_kind} and"
            " diagonals are never read.",
            f"Count every line: the {other_kind} and both diagonals as well as the {read} (game.lines holds them"
            " all, each a list of cells).",
        )]
    return []
