"""A win test that asks only *whether* some line has equal cells, empty ones too, and then names the player
who moved last by the count of stones: two slips, the second hidden behind the first's symptoms (issue 27).

WizardingCat's ``check_board`` (wave 38's wt_03) returns True where any row, column or diagonal has equal
cells, never testing that they are not empty, and ``my_winner`` then answers ``"X" if xs > os else "O"``.
The checker saw the symptoms: "counts an empty line as a win" (the empty board is 'O''s) and "reports a
winner for an incomplete line" (XX./.../... is 'X''s), the second only the first again (its empty rows are
the "line") with the winner guessed by the count. The error model's "names the player who moved last"
(:data:`~ttt_lab.exercises.win_last_mover.LAST_MOVER_NAMED`) never fired: it is a pair with an empty line
counted as a line, and the catalogue has no model of that, only its symptoms.

:func:`name_last_mover_beside_empty_lines` tells the two slips where that pair reproduces *every* answer
(a line of equal cells, empty ones included, and the player who moved last by either way of counting named;
None where no such line) and the code visibly picks a player by a condition and never returns a line's cell
(:func:`~ttt_lab.exercises.win_side_claims.picks_a_side`,
:func:`~ttt_lab.exercises.win_side_claims.returns_the_lines_owner`): the empty line, told with the incomplete
line as its consequence, and the last mover named, quoting the code that picks it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _shown
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import (
    CONFUSES_PLAYERS,
    EMPTY_LINE_WINS,
    INCOMPLETE_LINE,
    MIXED_LINE_WINS,
    Problem,
)
from ttt_lab.exercises.win_last_mover import LAST_MOVER_NAMED, last_mover_worded, last_movers
from ttt_lab.exercises.win_side_claims import picks_a_side, returns_the_lines_owner

_SYMPTOMS = (EMPTY_LINE_WINS, INCOMPLETE_LINE, CONFUSES_PLAYERS, MIXED_LINE_WINS)
"""What the pair shows as: the empty line, the incomplete lines whose other cells are empty lines, the wins
credited to the other player, a shared line's false alarm."""


def _equal_line(case: Any) -> bool:
    """Some line of ``case``'s board has all its cells equal, empty cells included."""
    return any(len({case.game.stone_at(case.state, cell) for cell in line}) == 1 for line in case.game.lines)


def _pair_answers(case: Any) -> set[Any]:
    """What the pair can say: the player who moved last (either way of counting) where a line of equal cells
    is found, None elsewhere."""
    return set(last_movers(case.game, case.state)) if _equal_line(case) else {None}


def name_last_mover_beside_empty_lines(problems: list[Problem], answers: Sequence[tuple[Any, Any]],
                                       fn: Callable[..., Any], describe: Callable[[Any], str]) -> list[Problem]:
    """``problems`` whose every error is one of the pair's symptoms (:data:`_SYMPTOMS`), the empty line among
    them, told as the empty line (the incomplete lines its consequence) and
    :data:`~ttt_lab.exercises.win_last_mover.LAST_MOVER_NAMED`, where the pair gives every answer on
    ``answers`` ((case, answer) pairs, as the win test's) and the code picks a side by a condition and returns no
    line's cell. Unchanged otherwise."""
    errors = [p for p in problems if not p.note]
    if not any(p.name == EMPTY_LINE_WINS for p in errors) or any(p.name not in _SYMPTOMS for p in errors):
        return problems
    if not answers or not all(answer in _pair_answers(case) for case, answer in answers):
        return problems
    credited = [(case, answer) for case, answer in answers if case.expected in ("X", "O") and answer not in
                (case.expected, None)]
    source = read_source(fn, 2)
    worded = last_mover_worded(source) if source.trees and picks_a_side(source) and not returns_the_lines_owner(
        source) else None
    if not credited or worded is None:
        return problems  # the last mover's slip never shows on a real line, or the code does not show it
    empty = next(p for p in errors if p.name == EMPTY_LINE_WINS)
    near = next(((case, answer) for case, answer in answers if case.expected is None and answer in ("X", "O")
                 and case.state.stones > 0), None)
    also = (f" On {describe(near[0])}, where nobody has a line, it said {_shown(near[1])}: the empty cells there"
            " make a line of equal cells too." if near is not None else "")
    # The hint said plainly: a test of '.' elsewhere in the code (the count of stones) guards no line.
    told_empty = dataclasses.replace(empty, detail=empty.detail + also, hint="Three empty cells are equal too: a line"
                                     " counts only when its cells hold a stone, so test that its first cell is not"
                                     " empty before comparing the others with it.")
    case, answer = credited[0]
    explained, hint = worded
    told_last = Problem(LAST_MOVER_NAMED, f"On {describe(case)}, where {case.expected} has a line, it said"
                        f" {_shown(answer)} ({len(credited)} boards like this): it {explained}.", hint)
    return [p for p in problems if p.note] + [told_empty, told_last]
