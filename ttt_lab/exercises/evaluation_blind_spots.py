"""Blind spots of an evaluation: what it never looks at (the opponent's lines, a kind of line).

An evaluation blind to something gives one value to every pair of positions that differ only
there, while the line count (the judge) tells them apart. Probing for that needs positions of
its own (every board of one or two stones besides the sampled ones), valued here too.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.evaluation_values import tells_apart
from ttt_lab.exercises.harness import _as_number, _close, _num
from ttt_lab.exercises.report import (
    IGNORES_OPPONENT,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_DIAGONALS,
    MISSES_LINES,
    MISSES_MAIN_DIAGONAL,
    MISSES_ROWS,
    ONE_SIDED_LINES,
    Problem,
)
from ttt_lab.exercises.win_cases import line_direction as _direction
from ttt_lab.games.mnk import MNK, MNKState


def _probe_values(mnk: MNK, unfinished: list[MNKState], values: dict[int, float], fn: Callable[[Any], Any],
                  shown: Callable[[MNKState], Any]) -> list[MNKState]:
    """The sampled unfinished positions and every position of one or two stones, each valued
    by the student's function (into ``values``) where it gives a number."""
    probes = {mnk.key(s): s for s in [*_few_stones(mnk), *unfinished]}
    for key, state in probes.items():
        if key not in values:
            try:
                number = _as_number(fn(shown(state)))
            except Exception:
                continue
            if number is not None and not math.isnan(number):
                values[key] = number
    return [s for key, s in probes.items() if key in values]


# What an evaluation never looks at shows as positions it cannot tell apart: a blind spot is
# named when the evaluation gives equal values to every pair of positions that differ only in
# what it is blind to, while the line count (the judge) tells them apart.
_LINE_GROUPS = (
    (MISSES_DIAGONALS, ("diagonal", "anti-diagonal"), "the diagonals"),
    (MISSES_MAIN_DIAGONAL, ("diagonal",), "the diagonals from top left to bottom right"),
    (MISSES_ANTI_DIAGONAL, ("anti-diagonal",), "the diagonals from top right to bottom left"),
    (MISSES_ROWS, ("row",), "the rows"),
    (MISSES_COLUMNS, ("column",), "the columns"),
)
_ONE_SIDED_BLIND_SPOTS = {MISSES_ROWS, MISSES_COLUMNS, MISSES_MAIN_DIAGONAL, MISSES_ANTI_DIAGONAL, MISSES_LINES,
                          ONE_SIDED_LINES}
"""Blind spots a mirror image turns into another kind of line: telling mirror images apart is
their consequence, not a second lead."""
_BLIND_PAIRS = 3
"""Pairs told apart by the judge and not by the evaluation it takes to name a blind spot."""


def _few_stones(game: MNK) -> list[MNKState]:
    """Every position with one or two stones: the plainest pairs that differ in one line."""
    first = [game.result(game.initial_state(), cell) for cell in game.actions(game.initial_state())]
    return first + [game.result(state, cell) for state in first for cell in game.actions(state)]


def _blind_spot_problems(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                         judge: Callable[[MNKState], float], fn: Callable[[Any], Any],
                         shown: Callable[[MNKState], Any], everywhere: Sequence[MNKState] = ()) -> list[Problem]:
    """An evaluation that ignores the opponent's lines, or skips a kind of line (not named where
    it tells apart, on any board of ``everywhere``, two boards that differ only in those lines)."""
    states = _probe_values(mnk, unfinished, values, fn, shown)
    if len({values[mnk.key(s)] for s in states}) < 2:
        return []  # says nothing about any position: "does not tell good from bad" covers it
    lines = [(line, _direction(line)) for line in mnk.lines]

    mask_of = dict(zip(mnk.lines, mnk.line_masks, strict=True))

    def contents(state: MNKState, line: tuple[Any, ...]) -> tuple[int, int]:
        # Read off the bitboards: every probe below reads every line of every sampled board (a
        # million reads on one check, two thirds of its time when read cell by cell).
        mask = mask_of[line]
        return (state.x & mask).bit_count(), (state.o & mask).bit_count()

    def x_lines(state: MNKState) -> tuple[int, ...]:
        return tuple(sorted(xs for xs, os in (contents(state, line) for line, _ in lines) if not os))

    blind = _blind_to(mnk, states, values, judge, x_lines)
    if blind is not None:
        (a, b) = blind
        return [Problem(
            IGNORES_OPPONENT,
            f"{mnk.board_text(a)} and {mnk.board_text(b)} get the same value, {_num(values[mnk.key(a)])}: X has the"
            " same open lines in both, but O's chances differ, and so does the game. It looks only at X's lines.",
            "An evaluation weighs both sides: add X's open lines and subtract O's (lines with O's stones and"
            " no X), as in 3·X2 + X1 − (3·O2 + O1).",
        )]
    for name, skipped, words in _LINE_GROUPS:
        kept = [line for line, direction in lines if direction not in skipped]
        if len(kept) == len(lines):
            continue

        def kept_lines(state: MNKState, kept: list[Any] = kept) -> tuple[tuple[int, int], ...]:
            return tuple(sorted(contents(state, line) for line in kept))

        blind = _blind_to(mnk, states, values, judge, kept_lines)
        if blind is not None and not tells_apart(mnk, everywhere, values, kept_lines):
            return [_same_value(mnk, values, blind, name, words, "Its loop over the lines seems to leave them out.",
                                "Count every line: rows, columns and both diagonals (game.lines holds them all).")]
    return _one_sided_blind_spot(mnk, states, values, judge, lines, contents, everywhere)


def _one_sided_blind_spot(mnk: MNK, states: list[MNKState], values: dict[int, float],
                          judge: Callable[[MNKState], float], lines: list[tuple[Any, str]],
                          contents: Callable[[MNKState, Any], tuple[int, int]],
                          everywhere: Sequence[MNKState]) -> list[Problem]:
    """A kind of line counted for one side only (X's rows and columns but not its diagonals, O's
    rows but not its columns). A colour swap turns X's diagonals into O's and a mirror image keeps
    a diagonal diagonal, so neither test sees X's diagonals left out; yet the evaluation is blind
    to them: two boards that differ only in X's stones on diagonals no O blocks get one value.
    Looked for after both sides' blind spots, which are blind to this view too."""
    for side, other in (("X", "O"), ("O", "X")):
        for _, skipped, words in _LINE_GROUPS:
            def seen(state: MNKState, skipped: tuple[str, ...] = skipped, side: str = side) -> Any:
                counted = sorted(contents(state, line) for line, direction in lines if direction not in skipped)
                # On a skipped line only the other side's open line is read: its stones, where the side has none.
                others = sorted(pair[1] if side == "X" else pair[0] for line, direction in lines
                                if direction in skipped and not (pair := contents(state, line))[0 if side == "X" else 1])
                return tuple(counted), tuple(others)

            blind = _blind_to(mnk, states, values, judge, seen)
            if blind is not None and not tells_apart(mnk, everywhere, values, seen):
                return [_same_value(mnk, values, blind, ONE_SIDED_LINES, f"{side}'s open lines among {words}",
                                    f"It counts {other}'s lines of that kind but not {side}'s.",
                                    f"Count every line for both sides, the same way: {side}'s"
                                    f" {words.removeprefix('the ')} as well as {other}'s.")]
    return []


def _same_value(mnk: MNK, values: dict[int, float], pair: tuple[MNKState, MNKState], name: str, differ: str,
                because: str, hint: str) -> Problem:
    """The problem of an evaluation blind to some lines: ``pair``, two boards that differ only in
    ``differ`` and get one value, then what it shows of the code (``because``)."""
    a, b = pair
    return Problem(
        name,
        f"{mnk.board_text(a)} and {mnk.board_text(b)} get the same value, {_num(values[mnk.key(a)])}, though they"
        f" differ only in {differ}: every pair of positions that differ only there gets one value. {because}",
        hint,
    )


def _blind_to(mnk: MNK, states: list[MNKState], values: dict[int, float], judge: Callable[[MNKState], float],
              seen: Callable[[MNKState], Any]) -> tuple[MNKState, MNKState] | None:
    """A pair of positions that look alike through ``seen``, which the judge tells apart and the
    evaluation does not, if the evaluation tells no such pair apart (and there are enough)."""
    groups: dict[Any, list[MNKState]] = {}
    for state in states:
        groups.setdefault(seen(state), []).append(state)
    pairs = [(a, b) for group in groups.values() for a, b in itertools.pairwise(group)
             if not _close(judge(a), judge(b))]
    if len(pairs) < _BLIND_PAIRS:
        return None
    # Blind to a kind of line, the evaluation still reads the rest: its pairs' values differ from
    # pair to pair. One value on every pair (0 where the estimates in range are all 0) shows nothing.
    if all(_close(values[mnk.key(a)], values[mnk.key(b)]) for a, b in pairs) and len(
            {round(values[mnk.key(a)], 9) for a, _ in pairs}) > 1:
        return pairs[0]
    return None
