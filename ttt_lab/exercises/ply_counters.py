"""A depth counted up from the root, read from the student's source (issue 27, failure mode 1; wave 35's dl_06).

AIMA's games.py counts plies up: ``cutoff_test = lambda state, depth: depth > d``, each child ``depth + 1``. Ported
with the root's children started at 0 and the cut written ``depth >= d`` (rinfiyks/loa), the root's children count
as ply 0 though they are one ply below the root: the search evaluates one ply deeper than asked. Named "depth off by
one" rightly, such code was told the rule for a depth counted down ("at depth 0 return evaluate(state); each child
gets depth - 1"), which names no line of it. :func:`plies_counted_up` tells it of its own counter instead: the
start the root's children get, the step, and the cut (a check of ``hint_checks_search.CHECKS_BY_WORDS``).

The source is only read (parsed, never run).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def f(g, s, d):\\n    def v(s, n):\\n        if n >= d:\\n            return 0\\n"
    ...         "        return max(v(c, n + 1) for c in g.actions(s))\\n    return max(v(c, 0) for c in g.actions(s))")
    >>> plies_counted_up(Source((ast.parse(text),), (text,))).split(":")[0]
    'Your code counts plies up from the root'
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source, called_name


def _searches(source: Source) -> list[ast.Call]:
    """Calls of functions the source defines (its searches and their helpers)."""
    defined = {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    return [node for node in source.nodes() if isinstance(node, ast.Call) and called_name(node) in defined]


def _counter_step(arg: ast.AST) -> str | None:
    """``n`` where ``arg`` is ``n + 1``."""
    if (isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add) and isinstance(arg.left, ast.Name)
            and isinstance(arg.right, ast.Constant) and arg.right.value == 1):
        return arg.left.id
    return None


def plies_counted_up(source: Source) -> str | None:
    """For "at depth 0 return evaluate(state); each child gets depth - 1": code that counts plies up, each child
    ``n + 1`` (one name everywhere), the root's children started at 0, and a cut comparing that counter with the
    limit given (``n >= d``, a name, not a number): the hint told in the code's own counter."""
    calls = _searches(source)
    steps = {name for call in calls for arg in call.args if (name := _counter_step(arg)) is not None}
    starts = [call for call in calls if any(isinstance(arg, ast.Constant) and arg.value == 0
                                             and not isinstance(arg.value, bool) for arg in call.args)]
    if len(steps) != 1 or not starts:
        return None
    (counter,) = steps
    cuts = [node for node in source.nodes() if isinstance(node, ast.Compare) and len(node.ops) == 1
            and isinstance(node.left, ast.Name) and node.left.id == counter
            and isinstance(node.ops[0], (ast.GtE, ast.Gt, ast.Eq)) and isinstance(node.comparators[0], ast.Name)]
    if len(cuts) != 1:
        return None
    step = next(arg for call in calls for arg in call.args if _counter_step(arg) == counter)
    return (f"Your code counts plies up from the root: the root's children get `{source.segment(starts[0])}`, each"
            f" child below `{source.segment(step)}`, and it stops at `{source.segment(cuts[0])}`. So a child of the"
            " root counts as ply 0, though it is one ply below the root, and every estimate is taken one ply deeper"
            " than asked. Give the root's children 1 (they are one ply down), so that with depth d the positions d"
            " plies below the state given are evaluated; at depth 0, evaluate the state itself.")
