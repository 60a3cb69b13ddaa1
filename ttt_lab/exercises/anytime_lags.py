"""Iterations whose values lag one behind their moves, and the loops whose depths are not off by one.

A student who keeps ``best_value`` across iterations and appends ``(best_value, result.move)`` before
updating it pairs each depth's move with the previous depth's value; the first iteration then carries
whatever ``best_value`` started as, commonly the root's static evaluation (``evaluate(state)``, the
value of a search to depth 0). The values alone look like a search one ply too shallow (depths 0, 1,
... max_depth - 1), so the catalogue's "depth off by one" with a stale move fitted too, and its hint
("pass depth=d, not d - 1") described code the student does not have. The lag is modelled
(:data:`VALUE_LAGS`, knob ``value`` of the checker's prediction, :func:`lagged_values`), and the
off-by-one depths are refuted where the loop is ``for d in range(1, ...)`` and hands ``d`` to the
search unchanged (:func:`passes_loop_depth_unchanged`).
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source

STALE_VALUE = "keeps an earlier iteration's value"
DEPTH_ZERO_FIRST = "previous, depth 0 first"
"""The knob ``value``'s setting for the lag whose first value is the root's static evaluation."""

ZERO_FIRST = "previous, zero first"
"""The lag whose first value is the 0 the value variable started as (``best_value = 0``)."""

VALUE_LAGS = [
    Mistake(STALE_VALUE, "pairs each iteration's move with the value of the iteration before (appended before the"
            f" value is updated), the first iteration with {first}",
            "Each iteration's value is the one that iteration's search returned: append (result.value, result.move)"
            " of the same search, after it, not a value variable updated only after the append.",
            knobs=(("value", knob),))
    for knob, first in ((DEPTH_ZERO_FIRST, "the root's static evaluation, as a search to depth 0"),
                        (ZERO_FIRST, "the 0 the value started as"))
]
"""The lagging value whose first entry is the evaluation (the lag that repeats the first iteration's own
value is the catalogue's "pairs each move with the value of the iteration before")."""


def lagged_values(found: list[tuple[float, Any]], knobs: dict[str, Any],
                  depth_zero: Callable[[], float]) -> list[tuple[float, Any]]:
    """``found`` with each value moved one iteration later where the knob ``value`` says so: the
    first gets its own value again ("previous"), ``depth_zero()`` (:data:`DEPTH_ZERO_FIRST`) or 0
    (:data:`ZERO_FIRST`)."""
    if knobs.get("value") not in ("previous", DEPTH_ZERO_FIRST, ZERO_FIRST) or not found:
        return found
    first = depth_zero() if knobs["value"] == DEPTH_ZERO_FIRST else 0.0 if knobs["value"] == ZERO_FIRST else found[0][0]
    return [(first if i == 0 else found[i - 1][0], moves) for i, (_, moves) in enumerate(found)]


def passes_loop_depth_unchanged(source: Source) -> bool:
    """Whether the code loops ``for d in range(1, ...)`` and hands ``d`` itself to a call in the
    loop, with no arithmetic on ``d`` and no other value given to it: its searches go to depths 1,
    2, ..., so no depth is off by one, whatever its values look like."""
    for node in source.nodes():
        if not (isinstance(node, ast.For) and isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Call)
                and isinstance(node.iter.func, ast.Name) and node.iter.func.id == "range"
                and len(node.iter.args) == 2 and isinstance(node.iter.args[0], ast.Constant)
                and node.iter.args[0].value == 1):
            continue
        is_depth = _is_name(node.target.id)
        inside = [n for stmt in node.body for n in ast.walk(stmt)]
        handed = any(isinstance(n, ast.Call) and (any(is_depth(a) for a in n.args)
                                                  or any(is_depth(k.value) for k in n.keywords)) for n in inside)
        changed = any((isinstance(n, ast.BinOp) and (is_depth(n.left) or is_depth(n.right)))
                      or (isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign))
                          and any(is_depth(t) for t in ast.walk(n) if t in _targets(n)))
                      for n in inside)
        if handed and not changed:
            return True
    return False


def _is_name(name: str) -> Callable[[ast.AST], bool]:
    return lambda node: isinstance(node, ast.Name) and node.id == name


def _targets(node: ast.AST) -> list[ast.AST]:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]  # type: ignore[attr-defined]
    return [t for target in targets for t in ast.walk(target)]
