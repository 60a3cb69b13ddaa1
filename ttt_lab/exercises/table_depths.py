"""The depth a table alpha-beta's entries record, below the root: an entry stored with the depth the
whole search was asked for (a global, or a parameter, set by the top call), not the plies left below
its own position, claims to be deeper than it was searched. The root's own entry is right, so a
shallow search then a deeper one of the same board goes wrong only one ply or more down, where the
deeper search asks a child for one ply more than its entry had (depth 2 then depth 3, not depth 1
then deeper: a depth-1 search stores no entry below the root).

Named only when the table model with that slip (:mod:`~ttt_lab.exercises.table_models`'s
``stored_depth="top"``) reproduces every value the student returned on fresh tables, after a narrow
window and after a shallower search, and the depths its entries record, and no right model does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.table_entries import entry_depth
from ttt_lab.exercises.table_models import SLIP_SAID, fitting_slips
from ttt_lab.exercises.table_names import LESS_DEEP, TOP_DEPTH
from ttt_lab.exercises.table_names import TABLE_HINTS as _HINTS
from ttt_lab.exercises.table_searches import _GAME, _run, _said, _Search, _truth
from ttt_lab.search import line_evaluation


def _plies(count: int) -> str:
    return "only 1 ply was" if count == 1 else f"{count} plies were"


def _child_depths(table: Any, search: _Search) -> list[int]:
    """The depths the table's entries for the root's children record (those that tell)."""
    state = _GAME.parse(search.text)
    depths = []
    for move in _GAME.actions(state):
        try:
            depth = entry_depth(table.get(_GAME.key(_GAME.result(state, move))))
        except Exception:  # a table of its own kind
            return []
        if depth is not None:
            depths.append(depth)
    return depths


def _fits_top_depth(run: Callable[..., Any], full: list[_Search]) -> bool:
    """Whether the top-depth model alone returns every value the function returned."""
    sequences = [[s] for s in full] + [[_Search(s.text, s.depth, a, b), s] for s in full for a, b in (
        (_truth(s.text, s.depth) + d, _truth(s.text, s.depth) + d + 0.05) for d in (-0.3, 0.25))]
    sequences += [[_Search(s.text, shallow), s] for s in full for shallow in range(1, s.depth)]

    def student(sequence: list[_Search]) -> tuple[list[float | None], Any] | None:
        done = _run(run, sequence, {})
        return None if done.failure else ([o.number for o in done.outcomes], done.table)

    return fitting_slips(student, _GAME, line_evaluation(_GAME), sequences, lambda s: (
        _GAME.parse(s.text), s.depth, s.alpha, s.beta)) == {"top_depth"}


def deeper_below_the_root(run: Callable[..., Any], full: list[_Search], right_alone: set[_Search]) -> Problem | None:
    """A search one ply shallower, then the asked one, sharing a table: entries below the root must
    not answer for more plies than they were searched. Named "stores the search's starting depth" when
    the model with that slip fits every value; said as "reuses an entry searched less deep" otherwise."""
    for search in full:
        if search.depth < 3 or search not in right_alone:
            continue
        shallow = _Search(search.text, search.depth - 1)
        done = _run(run, [shallow, search], {})
        if done.failure is not None or not done.wrong or done.wrong[-1][0] != search:
            continue
        problem = _said(done.wrong[-1], LESS_DEEP, f"After a search of the same position at depth {shallow.depth}"
                        " (after a depth-1 search, which stores nothing below the root, it answered right),"
                        " with the same table")
        if not _fits_top_depth(run, full):
            return problem
        alone = _run(run, [shallow], {})
        children = _child_depths(alone.table, shallow)
        says = ""
        if children and set(children) == {shallow.depth}:
            says = (f" After a depth-{shallow.depth} search alone, your table's entries for the boards one ply below"
                    f" say depth {shallow.depth}, though {_plies(shallow.depth - 1)} searched below them.")
        return Problem(TOP_DEPTH, f"{problem.detail}{says} {SLIP_SAID['top_depth']}", _HINTS[TOP_DEPTH])
    return None



def depthless_root_entry(run: Callable[..., Any], full: list[_Search]) -> Problem | None:
    """A root entry that answers whatever depth is asked (no depth stored, or none tested): after a
    depth-1 search with the same table, every deeper search of the board returns the depth-1 value,
    right alone with a new table. Said only when that reproduces every such answer and one is wrong;
    it does not depend on how the search prunes (an exact depth-1 root entry is the same either way)."""
    wrong: tuple[_Search, float, float] | None = None
    for search in full:
        alone = _run(run, [search], {})
        done = _run(run, [_Search(search.text, 1), search], {})
        if alone.failure is not None or alone.wrong or done.failure is not None:
            return None
        shallow, deeper = (outcome.number for outcome in done.outcomes)
        if shallow is None or deeper is None or not abs(deeper - shallow) <= 1e-9:
            return None
        if wrong is None and done.wrong:
            wrong = (search, deeper, shallow)
    if wrong is None:
        return None
    search, answer, _ = wrong
    problem = _said((search, answer), LESS_DEEP, "After a search of the same position at depth 1, with the same table")
    return Problem(LESS_DEEP, f"{problem.detail} That is the depth-1 search's value: on every board and depth it"
                   " was searched to, after a depth-1 search it returned the depth-1 value (and the right value with"
                   " a new table), so the root's entry answers whatever depth is asked.", _HINTS[LESS_DEEP])
