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
    DepthCounter(name='depth', up=True, test='depth >= cap', partly=False)
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
    partly: bool = False
    """Whether some of the code's own calls pass the counter on unchanged (a CS188 agent's ``depth + 1`` after
    MAX's moves alone, wave 25's ex_04): it counts only at some nodes, not at every one."""


def _stepped(node: ast.AST) -> tuple[str, bool] | None:
    """(name, up) where ``node`` is ``name + 1`` or ``name - 1``."""
    if (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)) and isinstance(node.left, ast.Name)
            and isinstance(node.right, ast.Constant) and node.right.value == 1):
        return node.left.id, isinstance(node.op, ast.Add)
    return None


def _own_call(node: ast.AST, own: set[str]) -> bool:
    """Whether ``node`` calls one of the code's own functions: ``name(...)``, or a method ``self.name(...)``
    (a search written in a class, a Pacman agent's ``self.expectimax``)."""
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Name) and node.func.id in own)
        or (isinstance(node.func, ast.Attribute) and node.func.attr in own and isinstance(node.func.value, ast.Name)))


def depth_counter(source: Source) -> DepthCounter | None:
    """The one counter the code's own calls step (``name + 1`` or ``name - 1``, always the same way) and an
    ``if`` compares; None where there is none, or more than one, or it is stepped both ways. ``partly`` where
    another of its own calls passes the counter's name on as it is."""
    own = {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    steps: dict[str, set[bool]] = {}
    passed: set[str] = set()  # names some own call passes on unchanged
    for node in source.nodes():
        if _own_call(node, own):
            for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:  # type: ignore[attr-defined]
                if (step := _stepped(argument)) is not None:
                    steps.setdefault(step[0], set()).add(step[1])
                elif isinstance(argument, ast.Name):
                    passed.add(argument.id)
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
    return DepthCounter(name, ways.pop(), source.segment(tests[0]), name in passed)


def counted(counter: DepthCounter, where: str = "") -> str:
    """How the code counts, in a message's words: "`depth` counted up{where}, cut where `depth >= cap`"; where
    it counts at some nodes only (``partly``), the calls that step it say where, not ``where``."""
    if counter.partly:
        step = f"{counter.name} {'+' if counter.up else '-'} 1"
        return (f"`{counter.name}` counted {'up' if counter.up else 'down'} only where a call passes `{step}`, the"
                f" other calls passing it on unchanged, cut where `{counter.test}`")
    return f"`{counter.name}` counted {'up' if counter.up else 'down'}{where}, cut where `{counter.test}`"


def counted_words(because: Callable[[DepthCounter], str], hint: Callable[[str], str]) -> Callable[[Source], tuple[str, str] | None]:
    """A ``worded`` for a model of a depth limit of the code's own: ``because`` made from how the code counts
    (see :func:`counted`), ``hint`` from the test and the counter to take out. Only where the code counts up:
    the models' own words say "counted down" (at every node), right for the rest; or where it counts at some
    nodes only."""
    def words(source: Source) -> tuple[str, str] | None:
        counter = depth_counter(source)
        if counter is None or not (counter.up or counter.partly):
            return None
        return because(counter), hint(f"the test `{counter.test}` and the counter `{counter.name}` it tests")

    return words
