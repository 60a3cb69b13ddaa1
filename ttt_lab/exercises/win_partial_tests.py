"""A win test whose line test reads only part of the line: ``a != "." and b == c`` (or ``a and b == c``)
where ``a != "." and a == b == c`` belongs.

``and`` binds looser than ``==``, and a chain ``a == b == c`` is easily cut short when it is typed
after the test for a stone: the code then asks that the first cell holds a stone and that the *other*
cells are equal to each other, never to the first. A line such as X O O counts as X's, and so does
X . . (one filled end, the other two equal because both are empty). Wave 19's wt_01 was told "an
empty line" (``a and ...`` of a cell that is "." is still true, so "." came back) or "a wrapping
line"; :data:`PARTIAL_LINE_TEST` names the slip itself, and :func:`partial_answers` is its model.
"""

from __future__ import annotations

from typing import Any

from ttt_lab.exercises.board_models import NOBODY, win_answers
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.report import Problem
from ttt_lab.games.mnk import MNK, MNKState

PARTIAL_LINE_TEST = "tests only part of each line: a stone in its first cell and the other cells equal"

_STEPS = ((0, 1), (1, 0), (1, 1), (1, -1))


def partial_answers(game: MNK, state: MNKState, knobs: dict[str, Any]) -> frozenset[str]:
    """:func:`~ttt_lab.exercises.board_models.win_answers`, with ``partial``: a line is taken as won by
    its first cell's stone when that cell holds one and its other k - 1 cells are equal to each other
    (any of them, empty ones too), whatever the first cell holds."""
    if not knobs.get("partial"):
        return win_answers(game, state, knobs)
    found = set()
    for r, c in game.cells:
        for dr, dc in _STEPS:
            cells = [(r + i * dr, c + i * dc) for i in range(game.k)]
            if not all(0 <= rr < game.n and 0 <= cc < game.m for rr, cc in cells):
                continue
            first = game.stone_at(state, cells[0])
            if first is not None and len({game.stone_at(state, cell) for cell in cells[1:]}) == 1:
                found.add(first)
    return frozenset(found) if found else frozenset({NOBODY})


def partial_test_mistakes() -> list[Mistake]:
    """The model of a line test cut short (added to board_models' catalogue)."""
    return [Mistake(PARTIAL_LINE_TEST, "tests a line as `a != \".\" and b == c` (or `a and b == c`): that the"
                    " first cell holds a stone, then that the other cells are equal to each other, never to the"
                    " first, so X O O and X . . count as X's lines",
                    "Compare the first cell with every other: `a != \".\" and a == b == c` (`and` binds looser"
                    " than `==`, so each test must name the first cell; a cell holding \".\" is true by itself).",
                    knobs=(("partial", True),))]


AND_PRECEDENCE = "tests a line's first cell only for truth: `a and b == c` is read as `a and (b == c)`"
"""The cause of a line read short where the code shows it: ``a and b == c`` written for ``a == b == c``."""


def fold_empty_answer(problems: list[Problem], empty_line: str) -> list[Problem]:
    """``problems`` without the "empty line" item (``empty_line``'s name) where the partial test is named:
    `a and b == c` on a first cell holding "." is true, so "." comes back from a line whose other cells are
    equal; that is the same slip, said once, in the partial test's words."""
    def the_slip(p: Problem) -> bool:  # the partial test, or a short line named by its `a and b == c`
        return p.name in (PARTIAL_LINE_TEST, AND_PRECEDENCE)

    if not any(the_slip(p) for p in problems):
        return problems
    kept = [p for p in problems if p.name != empty_line]
    if len(kept) == len(problems):
        return problems
    return [Problem(p.name, p.detail + " Where the first cell is empty and the others equal, it returns \".\":"
                    " `a and ...` of a cell holding \".\" is true.", p.hint) if the_slip(p) else p
            for p in kept]

