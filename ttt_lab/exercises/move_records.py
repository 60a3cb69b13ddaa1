"""A move never recorded: the running best's test can never hold from the value it starts at (issue 27).

A root loop that keeps the best move in an ``if`` comparing the running best with each child's value records
nothing when the comparison is written the wrong way round for the value the best starts at: ``best_move = (None,
float("-inf"))`` and ``if best_move[1] > utility`` (wave 36's mm_09, ported from an AlphaBeta class's
get_best_move): no value is below -inf, so the if never runs and the move returned is the None it started with,
while the value, from a search of its own, is right. check_minimax sees a move that is None, "not a move there",
which other models tell as a child's own (value, move) pair handed up (scope_models.name_child_pair), code the
student does not have. :func:`never_true_records` finds such an if in the source; :func:`name_move_slips` names
the wrong move from it (:data:`NEVER_RECORDS`) where every wrong move returned is None, and passes the rest to
name_child_pair.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def pick(game, state):\\n    best = (None, float('-inf'))\\n    for m in game.actions(state):\\n"
    ...         "        u = value(game, game.result(state, m))\\n        if best[1] > u:\\n            best = (m, u)\\n"
    ...         "    return best[0]")
    >>> [(r.test, r.start) for r in never_true_records(Source((ast.parse(text),), (text,)))]
    [('best[1] > u', "best = (None, float('-inf'))")]
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.code_names import renamed
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.move_best_unset import name_best_never_updated
from ttt_lab.exercises.report import WRONG_MOVE, Problem
from ttt_lab.exercises.scope_models import name_child_pair
from ttt_lab.exercises.window_source import infinity_sign

NEVER_RECORDS = "never records a move"

_ORDER: dict[type[ast.cmpop], type[ast.cmpop]] = {ast.Gt: ast.Lt, ast.GtE: ast.LtE, ast.Lt: ast.Gt, ast.LtE: ast.GtE}
"""The comparisons of order, each with its mirror image (``a > b`` is ``b < a``)."""


@dataclass(frozen=True)
class NeverTrue:
    """An if that keeps the best move and can never hold: its test, the best's start as written, that start's sign."""

    test: str
    start: str
    sign: int
    line: int


Starts = dict[str, tuple[int, int | None, str]]
"""A running best's start: name -> (its infinity's sign, the tuple's index of it or None, the assignment as written)."""


def _start_of(node: ast.stmt, source: Source) -> tuple[str, tuple[int, int | None, str]] | None:
    """``best = -inf`` or ``best = (None, -inf)``: the name and its start; None for any other statement."""
    if not isinstance(node, ast.Assign) or len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name):
        return None
    value = node.value
    if sign := infinity_sign(value):
        return node.targets[0].id, (sign, None, source.segment(node))
    if isinstance(value, (ast.Tuple, ast.List)):
        signs = [(i, infinity_sign(e)) for i, e in enumerate(value.elts) if infinity_sign(e)]
        if len(signs) == 1:
            return node.targets[0].id, (signs[0][1], signs[0][0], source.segment(node))
    return None


def _loops_with_starts(body: list[ast.stmt], starts: Starts, source: Source) -> list[tuple[ast.For, Starts]]:
    """Each loop of ``body`` (and of the branches of its ifs) with the starts written before it in its block: MAX's
    half and MIN's each start the same name at their own infinity."""
    found: list[tuple[ast.For, Starts]] = []
    starts = dict(starts)
    for statement in body:
        if (start := _start_of(statement, source)) is not None:
            starts[start[0]] = start[1]
        elif isinstance(statement, ast.For):
            found.append((statement, starts))
        elif isinstance(statement, ast.If):
            found += _loops_with_starts(statement.body, starts, source)
            found += _loops_with_starts(statement.orelse, starts, source)
    return found


def _best_read(node: ast.AST, starts: Starts) -> str | None:
    """The running best ``node`` reads as it started: ``best`` where it started at an infinity, ``best[1]`` where it
    started as a tuple holding one there."""
    if isinstance(node, ast.Name) and node.id in starts and starts[node.id][1] is None:
        return node.id
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in starts
            and isinstance(node.slice, ast.Constant) and node.slice.value == starts[node.value.id][1]):
        return node.value.id
    return None


def never_true_records(source: Source) -> list[NeverTrue]:
    """Each if inside a loop whose one comparison of order reads a running best (started at an infinity, or a tuple
    holding one) on the side that keeps it only past that infinity (``best > x`` from -inf, ``best < x`` from +inf),
    and whose body sets that best: no child's value passes it, so it never runs."""
    found = []
    for function in (n for n in source.nodes() if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        for loop, starts in _loops_with_starts(function.body, {}, source):
            for node in (n for stmt in loop.body for n in ast.walk(stmt) if isinstance(n, ast.If)):
                test = node.test
                if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _ORDER):
                    continue
                op = type(test.ops[0])
                on_left, on_right = _best_read(test.left, starts), _best_read(test.comparators[0], starts)
                if on_left is not None and on_right is None:
                    best = on_left
                elif on_right is not None and on_left is None:
                    best, op = on_right, _ORDER[op]  # x < best is best > x
                else:
                    continue  # no running best compared, or two
                sign = starts[best][0]
                never = op in ((ast.Gt, ast.GtE) if sign < 0 else (ast.Lt, ast.LtE))
                sets = any(isinstance(t, ast.Name) and t.id == best for stmt in node.body  # best, move = v, m too
                           if isinstance(stmt, ast.Assign) for target in stmt.targets for t in ast.walk(target))
                if never and sets:
                    found.append(NeverTrue(source.segment(test), starts[best][2], sign, node.lineno))
    return sorted(found, key=lambda record: record.line)  # as written: MAX's half first where it comes first


def name_move_never_recorded(problems: list[Problem], fn: Callable[..., Any],
                             wrong_moves: list[tuple[Any, Any]]) -> list[Problem]:
    """``problems`` with "returns the right value with a wrong move" named :data:`NEVER_RECORDS` where every wrong
    move returned is None and the source has an if that keeps the best move and can never hold
    (:func:`never_true_records`); unchanged elsewhere."""
    if not wrong_moves or any(move is not None for move, _ in wrong_moves):
        return problems
    if not any(p.name == WRONG_MOVE and not p.note for p in problems):
        return problems
    found = never_true_records(read_source(fn, levels=2))
    if not found:
        return problems
    first = found[0]
    infinity, nothing = ("-inf", "below") if first.sign < 0 else ("+inf", "above")
    others = "".join(f" (nor is `if {more.test}:`, from {'-inf' if more.sign < 0 else '+inf'})" for more in found[1:])
    reading = (f"Your code keeps the best move in `if {first.test}:`, with the best starting at {infinity}"
               f" (`{first.start}`): no value is {nothing} {infinity}, so the test is never true{others}; the move is"
               " never recorded, and the None it started with is returned. That explains every wrong move.")
    hint = ("Compare the child's value with the best so far the other way round: a child is kept when it beats the"
            " best, `value > best` where MAX is to move (from -inf) and `value < best` where MIN is (from +inf).")
    return [renamed(p, NEVER_RECORDS, reading, hint) if p.name == WRONG_MOVE and not p.note else p for p in problems]


def name_move_slips(problems: list[Problem], fn: Callable[..., Any],
                    wrong_moves: list[tuple[Any, Any]]) -> list[Problem]:
    """check_minimax's wrong moves named from the code: a move never recorded, a best never updated
    (move_best_unset), else a child's own pair (scope_models.name_child_pair)."""
    problems = name_best_never_updated(name_move_never_recorded(problems, fn, wrong_moves), fn, wrong_moves)
    return name_child_pair(problems, fn, wrong_moves)
