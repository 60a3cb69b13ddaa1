"""The depth a student's search counts by itself, read from its code, so that a model of a depth limit
of its own tells the counter the code has (issue 27, ``Mistake.worded``).

A limit of the student's own is modelled by its values alone (:mod:`~ttt_lab.exercises.own_depth_models`,
quiescence's cap), and those are the same whether the code counts ``depth - 1`` down to 0 or
``current_depth + 1`` up to a limit. The words must follow the code: told of a depth "counted down" and a
`depth == 0` test, a student whose ``current_depth`` counts up to ``depth_limit`` looks for code it does not
have (blind43's ex_05 and q_05). :func:`depth_counter` finds the counter: a name the code's own recursive
call passes as ``name + 1`` or ``name - 1``, and the test that stops on it.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def q(g, s, depth=0, cap=2):\\n    if depth >= cap:\\n        return 0\\n"
    ...         "    return max(q(g, c, depth + 1, cap) for c in g.children(s))")
    >>> depth_counter(Source((ast.parse(text).body[0],), (text,)))
    DepthCounter(name='depth', up=True, test='depth >= cap')
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import NamedTuple

from ttt_lab.exercises.hint_checks import Source


class DepthCounter(NamedTuple):
    """The counter's name, whether it counts up (``+ 1``) or down (``- 1``), and the test that stops on it."""

    name: str
    up: bool
    test: str


def _stepped(node: ast.AST) -> tuple[str, bool] | None:
    """(name, up) where ``node`` is ``name + 1`` or ``name - 1``."""
    if (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)) and isinstance(node.left, ast.Name)
            and isinstance(node.right, ast.Constant) and node.right.value == 1):
        return node.left.id, isinstance(node.op, ast.Add)
    return None


def depth_counter(source: Source) -> DepthCounter | None:
    """The one counter the code's own calls step (``name + 1`` or ``name - 1``, always the same way) and an
    ``if`` compares; None where there is none, or more than one, or it is stepped both ways."""
    own = {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    steps: dict[str, set[bool]] = {}
    for node in source.nodes():
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in own:
            for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:
                if (step := _stepped(argument)) is not None:
                    steps.setdefault(step[0], set()).add(step[1])
    if len(steps) != 1:
        return None
    (name, ways), = steps.items()
    if len(ways) != 1:
        return None
    tests = [compare for node in source.nodes() if isinstance(node, ast.If)
             for compare in ast.walk(node.test) if isinstance(compare, ast.Compare)
             and any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(compare))]
    if not tests:
        return None
    return DepthCounter(name, ways.pop(), source.segment(tests[0]))


def counted(counter: DepthCounter, where: str = "") -> str:
    """How the code counts, in a message's words: "`depth` counted up{where}, cut where `depth >= cap`"."""
    return f"`{counter.name}` counted {'up' if counter.up else 'down'}{where}, cut where `{counter.test}`"


def counted_words(because: Callable[[DepthCounter], str], hint: Callable[[str], str]) -> Callable[[Source], tuple[str, str] | None]:
    """A ``worded`` for a model of a depth limit of the code's own: ``because`` made from how the code counts
    (see :func:`counted`), ``hint`` from the test and the counter to take out. Only where the code counts up:
    the models' own words say "counted down", right for the rest."""
    def words(source: Source) -> tuple[str, str] | None:
        counter = depth_counter(source)
        if counter is None or not counter.up:
            return None
        return because(counter), hint(f"the test `{counter.test}` and the counter `{counter.name}` it tests")

    return words
