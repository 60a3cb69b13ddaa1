"""A constant returned at the depth limit, read from the student's source (issue 27: a model the code
contradicts is never named, :attr:`~ttt_lab.exercises.engine.Mistake.refuted_by`).

Code that tests its depth before the end of the game and returns 0 there (wave 37's dl_02, ported from
Anima108's ``if depth == maxdepth: return 0``) gives every position at the limit 0, a finished game too. On
the graded cases those values are also what a search one ply shorter gives with 0 at its limit: a node one
ply above the limit takes the best of children all worth 0. The engine then told "depth off by one" with a
ply story the code does not have. :func:`constant_at_limit` reads the return of a number under a depth
test; the model of that code (:data:`DEPTH_FIRST_CONSTANT`) is named alone, quoting it, and only where
the code has one.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def f(g, s, depth, maxdepth):\\n    if depth == maxdepth:\\n        return 0\\n    return 1"
    >>> constant_at_limit(Source((ast.parse(text),), (text,)))
    '`if depth == maxdepth: return 0`'
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.cutoff_tests import depth_names
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import HORIZON_CONSTANT


def _number(node: ast.AST | None) -> bool:
    """A number written as such (``0``, ``-1``, ``0.0``), or a tuple holding one (``return None, 0``)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    if isinstance(node, ast.Tuple):
        return any(_number(element) for element in node.elts)
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)


def constant_at_limit(source: Source) -> str | None:
    """The first ``if`` whose test reads a depth name (:func:`~ttt_lab.exercises.cutoff_tests.depth_names`)
    and whose body returns a number at once, quoted as ``if <test>: return <number>``; None where the code has
    none (or cannot be read)."""
    names = depth_names(source)
    for node in source.nodes():
        if not isinstance(node, ast.If) or not node.body:
            continue
        first = node.body[0]
        value = first.value if isinstance(first, ast.Return) else None
        reads_depth = any(isinstance(inner, ast.Name) and inner.id in names for inner in ast.walk(node.test))
        if reads_depth and value is not None and _number(value):
            return f"`if {source.segment(node.test)}: return {source.segment(value)}`"
    return None


def _no_constant_at_limit(source: Source) -> bool:
    return bool(source.trees) and constant_at_limit(source) is None


def _quoted(source: Source) -> tuple[str, str] | None:
    quoted = constant_at_limit(source)
    if quoted is None:
        return None
    return (f"tests the depth before game.is_terminal and returns a constant there ({quoted}) without calling"
            " evaluate, so every position at the depth limit is worth 0, a finished game too",
            "At the depth limit return evaluate(state), not a constant: the evaluation is the guess a depth-limited"
            " search stands on. And test game.is_terminal(state) first: a finished game is worth its utility even"
            " at the limit.")


DEPTH_FIRST_CONSTANT = Mistake(
    HORIZON_CONSTANT, "tests the depth before game.is_terminal and returns 0 there without calling evaluate, so"
    " every position at the depth limit is worth 0, a finished game too", "At the depth limit return"
    " evaluate(state), not a constant; and test game.is_terminal(state) first: a finished game is worth its"
    " utility even at the limit.", knobs=(("horizon", "zero"), ("depth_first", True)),
    applies=lambda case: getattr(case, "depth", None) is not None, refuted_by=_no_constant_at_limit, worded=_quoted)
"""One slip, not "depth off by one" with "a constant at the limit": the depth test first returning 0 (the
pair fits the same values on the graded cases, and its ply story is false where the code counts plies right)."""
