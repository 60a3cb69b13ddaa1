"""What a retrograde analysis's count of open moves says about a table decided too early or decided twice.

Most queue-based analyses keep, per position, a count of its moves not yet known (``left[p] =
len(game.actions(s))``), count it down as each child is decided (``left[p] -= 1``) and decide the position
when it reaches 0 (a draw if a move drew, else lost), a winning move deciding at once. Two slips in that
bookkeeping give tables that read, from the values alone, like other rules broken:

- the count reaches 0 before every move is known because a move is counted more than once: the
  positions found by a walk that expands a position once per path to it (no "already seen" test before
  pushing) list the same parent once per expansion, and each listing counts the move down again. The table
  shows losses declared while a better move was open, which reads as "a loss when one move loses"; but the
  code's loss waits for the count, so that name describes code the student does not have
  (:func:`loss_waits_for_the_count`);
- the winning move's branch decides the parent and then falls through (no ``continue``, no ``else``) into
  the counting, so the same move is also counted down and, when it was the last open one, the win is
  overwritten by a draw or a loss (:func:`win_falls_through`). The table shows a won position valued lost
  or drawn, which reads as "does not take a winning move"; the code takes it, then overwrites it.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_names import DECIDED_AGAIN, DECIDES_EARLY, LOSS_TOO_EARLY, MISSES_WIN
from ttt_lab.exercises.retrograde_watch import Finder

COUNTS_A_MOVE_TWICE = "counts a move more than once, so a position is decided before all its moves are known"
COUNTS_A_MOVE_TWICE_HINT = (
    "Count each move of a position once: its count of open moves starts at len(game.actions(state)) and must"
    " go down once per move. A position reached by several paths must be expanded once (test 'already seen'"
    " before pushing it, not only before storing it): expanded again, it lists its parents again, and each"
    " listing counts the same move down again, so the count reaches 0 while moves are still open.")
COUNT_TOO_SOON_HINT = (
    "Your loss waits for the count of open moves to reach 0, but it reaches 0 while moves are still open: each"
    " move must be counted down exactly once. A parent listed twice for the same move (a position expanded"
    " again when found by another path), or a position put on the queue twice, counts the same move twice.")
WIN_FALLS_THROUGH_HINT = (
    "Once a winning move has decided the parent, stop with it: `continue` to the next parent right after"
    " `{win}` (or put the counting in an `else:`). Falling through counts the winning move down as well, and"
    " when it was the parent's last open move `{later}` overwrites the win with a draw or a loss.")


def _counted_loops(source: Source) -> list[tuple[ast.For, str, str]]:
    """The loops over a position's parents that count a move down: ``for p in ...:`` whose body has
    ``C[p] -= 1``. Each with its target's name and the count's container name."""
    found = []
    for node in source.nodes():
        if not (isinstance(node, ast.For) and isinstance(node.target, ast.Name)):
            continue
        name = node.target.id
        for inner in ast.walk(node):
            if (isinstance(inner, ast.AugAssign) and isinstance(inner.op, ast.Sub) and isinstance(inner.target, ast.Subscript)
                    and isinstance(inner.target.slice, ast.Name) and inner.target.slice.id == name
                    and isinstance(inner.target.value, ast.Name)):
                found.append((node, name, inner.target.value.id))
                break
    return found


def _assigns(stmt: ast.AST, name: str) -> list[ast.Assign]:
    """The assignments ``V[name] = ...`` inside ``stmt``."""
    return [inner for inner in ast.walk(stmt) if isinstance(inner, ast.Assign) and any(
        isinstance(t, ast.Subscript) and isinstance(t.slice, ast.Name) and t.slice.id == name for t in inner.targets)]


def _tests_count_at_zero(test: ast.AST, count: str, name: str) -> bool:
    """``C[p] == 0``, ``C[p] <= 0``, ``C[p] < 1`` or ``not C[p]``."""
    def is_count(node: ast.AST) -> bool:
        return (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == count
                and isinstance(node.slice, ast.Name) and node.slice.id == name)
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return is_count(test.operand)
    return (isinstance(test, ast.Compare) and is_count(test.left) and len(test.ops) == 1 and isinstance(
        test.comparators[0], ast.Constant) and (
        (isinstance(test.ops[0], (ast.Eq, ast.LtE)) and test.comparators[0].value == 0)
        or (isinstance(test.ops[0], ast.Lt) and test.comparators[0].value == 1)))


def loss_waits_for_the_count(source: Source) -> bool:
    """Whether the code's only way to decide a parent other than one decision taken at once (the win: every
    such assignment assigns the same expression) is under a test that its count of open moves is 0: its loss
    waits for every move to be counted, so "a loss when one move loses" is not what it does."""
    for loop, name, count in _counted_loops(source):
        waiting = [node for node in ast.walk(loop) if isinstance(node, ast.If) and _tests_count_at_zero(node.test, count, name)]
        under = {id(a) for node in waiting for stmt in node.body for a in _assigns(stmt, name)}
        counted = {ast.unparse(t) for node in waiting for stmt in node.body for a in _assigns(stmt, name) for t in a.targets}
        early = [a for a in _assigns(loop, name) if id(a) not in under and any(ast.unparse(t) in counted for t in a.targets)]
        if under and len({ast.unparse(a.value) for a in early}) <= 1 and all(_taken_at_once(loop, a) for a in early):
            return True
    return False


def _taken_at_once(loop: ast.For, assign: ast.Assign) -> bool:
    """Whether ``assign`` sits directly under an ``if`` that tests one equality (``value[k] == win``, no ``or``)
    and assigns one side of it: the one outcome a move decides at once. A test that lets two outcomes through
    (``value[k] == win or value[k] == -win``) decides a loss on one move too."""
    for node in ast.walk(loop):
        if isinstance(node, ast.If) and any(stmt is assign for stmt in node.body):
            test = node.test
            return (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
                    and ast.unparse(assign.value) in (ast.unparse(test.left), ast.unparse(test.comparators[0])))
    return False


def win_falls_through(source: Source) -> tuple[str, str] | None:
    """In a loop over the parents that counts moves down, an ``if`` that decides the parent (``V[p] = ...``)
    with no ``else`` and no ``continue``/``break``/``return`` in its body, followed in the same block by
    another ``V[p] = ...``: a decision the rest of the loop's body can overwrite. The two assignments' texts."""
    for loop, name, _ in _counted_loops(source):
        for node in ast.walk(loop):
            for body in (getattr(node, "body", None), getattr(node, "orelse", None)):
                if not isinstance(body, list):
                    continue
                for i, stmt in enumerate(body):
                    if not isinstance(stmt, ast.If) or stmt.orelse or any(
                            isinstance(inner, (ast.Continue, ast.Break, ast.Return)) for s in stmt.body for inner in ast.walk(s)):
                        continue
                    decided = [a for s in stmt.body if isinstance(s, ast.Assign) for a in _assigns(s, name)]
                    if not decided:
                        continue
                    targets = {ast.unparse(t) for t in decided[0].targets}
                    later = [a for s in body[i + 1:] for a in _assigns(s, name) if {ast.unparse(t) for t in a.targets} & targets]
                    if later:
                        return source.segment(decided[0]), source.segment(later[0])
    return None


def read_counts(problems: list[Problem], fn: Callable[..., Any], watch: Any) -> list[Problem]:
    """The first problem told again from the code's count of open moves, where the table's name describes code
    the student does not have: a win decided and then overwritten by the counting that follows it, or a loss
    declared early by code whose loss waits for the count (the count reached 0 too soon)."""
    # The first diagnosis, after any note (a slow run's note comes first: a walk that expands positions once
    # per path is both slow and the cause of a move counted twice).
    at = next((i for i, problem in enumerate(problems) if not problem.note), None)
    if at is None or problems[at].name not in (LOSS_TOO_EARLY, MISSES_WIN):
        return problems
    source = read_source(fn)
    first = problems[at]
    before, after = problems[:at], problems[at + 1:]
    through = win_falls_through(source)
    if through is not None:
        win, later = through
        return [*before, replace(first, name=DECIDED_AGAIN, detail=f"{first.detail} Your code decides the win (`{win}`) and"
                        f" goes on with the same move: it is counted down too, and when it was the parent's last open"
                        f" move `{later}` decides the parent again, over the win.",
                        hint=WIN_FALLS_THROUGH_HINT.format(win=win, later=later)), *after]
    if first.name != LOSS_TOO_EARLY or not loss_waits_for_the_count(source):
        return problems
    pairs, extra = watch.repeated_moves() if isinstance(watch, Finder) else (0, 0)
    if pairs:
        return [*before, replace(first, name=COUNTS_A_MOVE_TWICE, detail=f"{first.detail} Your code declares a loss only when"
                        f" its count of open moves reaches 0, but it made {pairs:,} moves more than once ({extra:,}"
                        " game.result calls again for a move already made from the same position): a position"
                        " expanded once per path to it lists its parents once per expansion, and each listing counts"
                        " the same move down again.", hint=COUNTS_A_MOVE_TWICE_HINT), *after]
    return [*before, replace(first, name=DECIDES_EARLY, detail=f"{first.detail} Your code declares a loss only when its count"
                    " of open moves reaches 0, so the count reached 0 while moves were still open.",
                    hint=COUNT_TOO_SOON_HINT), *after]
