"""Two tests joined with ``|`` or ``&`` where ``or`` / ``and`` belong, read from the code, for every checker (issue 27).

``|`` and ``&`` are Python's bitwise operators, and they bind *before* the comparisons: ``len(children) == 0 |
depth == 0`` is read as the one chained comparison ``len(children) == (0 | depth) == 0``, ``b[0] == b[1] & b[1] ==
b[2]`` as ``b[0] == (b[1] & b[1]) == b[2]``, and ``depth == 0 | game.is_terminal(s)`` as ``depth == (0 |
game.is_terminal(s))``. The code runs, and the test means something else: a search that never stops at its depth
limit, a line test that crashes on strings (wave 35's id_02, ported from a Hive AI). A checker sees only the effect
("ignores the depth limit") and its hint asks for what the code already does (pass the depth down), while the slip
is one line of a Python operator's precedence, the same in every algorithm.

:func:`bitwise_joins` reads those tests from the syntax tree (parsed, never run): a comparison with a ``|`` or
``&`` between two of its operands in the middle of a chain (``a == 0 | b == 0``, ``x > 0 & y > 0``), or a single
comparison one of whose sides is such an operation with a yes/no question on its far side (``depth == 0 |
game.is_terminal(s)``, ``game.is_terminal(s) | depth == 0``, ``terminal_test(s) | d == 0``), or ``not`` over such a
comparison (``not moves | depth == 0``: Python reads ``not ((moves | depth) == 0)``, and a list ``|`` a number
raises TypeError). A ``|`` of sets or whole numbers compared as a whole
(``seen | new == all_cells``, ``mask & bit == 0``) is neither and is left alone. :func:`vet_bitwise_join`, one of
``report.HINT_VETTERS``, names the slip first in a failed check, on its line, with what Python reads and the test
meant; the checker's own first name (the slip's effect, or a symptom) stays in its detail.

This is the precedence of ``|`` and ``&``; the win test's ``a and b == c`` (``win_partial_chains``) is a
different slip (``and`` binding after ``==``), told by the win test alone, where it cuts a line short.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def f(children, depth):\\n    if len(children) == 0 | depth == 0:\\n        return 0\\n"
    >>> [(j.read, j.meant) for j in bitwise_joins(Source((ast.parse(text),), (text,)))]
    [('len(children) == (0 | depth) == 0', 'len(children) == 0 or depth == 0')]
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.hint_checks import Source, called_name, read_source
from ttt_lab.exercises.report import HINT_VETTERS, SYMPTOMS, Problem

BITWISE_JOIN = "joins two tests with | or &, where or / and belong"
"""The slip's name, in every checker."""

_JOINS: dict[type[ast.operator], tuple[str, str]] = {ast.BitOr: ("|", "or"), ast.BitAnd: ("&", "and")}

_OPS: dict[type[ast.cmpop], str] = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
                                    ast.GtE: ">=", ast.Is: "is", ast.IsNot: "is not", ast.In: "in",
                                    ast.NotIn: "not in"}

_QUESTION = re.compile(r"^(is_|has_|can_)|(terminal|finished|game_over|over|done|won|quiet)$")
"""Names of yes/no questions (``game.is_terminal(s)``, ``done``): the far side of a ``|`` that was meant as ``or``."""

_QUESTION_WORDS = frozenset({"terminal", "finished", "over", "done", "won", "quiet", "leaf", "ended"})
"""Words that make a name a yes/no question wherever they stand in it (``terminal_test(s)``, AIMA's spelling,
``is_leaf_node``): a name is split at its underscores, so ``cover`` or ``leaves_count`` is not one."""


@dataclass(frozen=True)
class BitwiseJoin:
    """One test of the code that joins two tests with ``|`` or ``&``.

    Attributes:
        text: the comparison as the code writes it.
        read: how Python groups it (the bitwise operation in brackets).
        meant: the test the code means, joined with ``or`` / ``and``.
        operator: ``|`` or ``&``.
        function: the name of the function that holds it.
    """

    text: str
    read: str
    meant: str
    operator: str
    function: str


def _join(node: ast.AST) -> tuple[str, str] | None:
    """(the operator, the word it stands for) of a ``|`` / ``&`` operation; None for anything else."""
    if isinstance(node, ast.BinOp):
        return _JOINS.get(type(node.op))
    return None


def _question_name(name: str) -> bool:
    """A name that asks a yes/no question: by its start or end (``is_terminal``, ``game_over``), or by a question
    word between its underscores (``terminal_test``)."""
    return bool(_QUESTION.search(name)) or not _QUESTION_WORDS.isdisjoint(name.lower().split("_"))


def _question(node: ast.AST) -> bool:
    """A yes/no question: ``game.is_terminal(s)``, ``terminal_test(s)``, ``done``; True or False typed in."""
    if isinstance(node, ast.Call):
        name = called_name(node)
        return name is not None and _question_name(name)
    if isinstance(node, ast.Name):
        return _question_name(node.id)
    if isinstance(node, ast.Attribute):
        return _question_name(node.attr)
    return isinstance(node, ast.Constant) and isinstance(node.value, bool)


def _negated_reading(test: ast.UnaryOp, segment: Callable[[ast.AST], str]) -> tuple[str, str, str] | None:
    """(Python's reading, the test meant, the operator) of ``not moves | depth == 0``: ``not`` binds after the
    comparison and ``|`` before it, so Python reads ``not ((moves | depth) == 0)`` (a list ``|`` a number raises
    TypeError), where the code means ``not moves or depth == 0``. A ``not`` over one comparison whose left side is a
    ``|`` / ``&`` operation, and only that: the ``not`` shows its near operand is a truth value, not a number."""
    compare = test.operand
    if not (isinstance(test.op, ast.Not) and isinstance(compare, ast.Compare) and len(compare.ops) == 1):
        return None
    left = compare.left
    if (join := _join(left)) is None or not isinstance(left, ast.BinOp):
        return None
    if not segment(compare).startswith(segment(left)):  # `not (mask & 1) == 0`: the operation bracketed on purpose
        return None
    op, right = _OPS.get(type(compare.ops[0]), "?"), compare.comparators[0]
    read = f"not (({segment(left)}) {op} {segment(right)})"
    meant = f"not {segment(left.left)} {join[1]} {segment(left.right)} {op} {segment(right)}"
    return read, meant, join[0]


def _reading(compare: ast.Compare, segment: Callable[[ast.AST], str]) -> tuple[str, str, str] | None:
    """(Python's reading, the test meant, the operator) of a comparison that joins two tests with ``|`` / ``&``;
    None when it does not (a whole-number or set operation compared as a whole)."""
    operands = [compare.left, *compare.comparators]
    ops = [_OPS.get(type(op), "?") for op in compare.ops]
    middle = [i for i in range(1, len(operands) - 1) if _join(operands[i]) is not None]
    if len(ops) == 1:
        left, right = operands
        if (join := _join(right)) is not None and isinstance(right, ast.BinOp) and _question(right.right):
            read = f"{segment(left)} {ops[0]} ({segment(right)})"
            meant = f"{segment(left)} {ops[0]} {segment(right.left)} {join[1]} {segment(right.right)}"
            return read, meant, join[0]
        if (join := _join(left)) is not None and isinstance(left, ast.BinOp) and _question(left.left):
            read = f"({segment(left)}) {ops[0]} {segment(right)}"
            meant = f"{segment(left.left)} {join[1]} {segment(left.right)} {ops[0]} {segment(right)}"
            return read, meant, join[0]
        return None
    if not middle:
        return None
    read_parts, meant_parts, words, current = [segment(operands[0])], [], [], segment(operands[0])
    for i, op in enumerate(ops, 1):
        operand = operands[i]
        join = _join(operand) if i in middle else None
        if join is not None and isinstance(operand, ast.BinOp):
            read_parts.append(f"{op} ({segment(operand)})")
            meant_parts.append(f"{current} {op} {segment(operand.left)}")
            words.append(join[1])
            current = segment(operand.right)
        else:
            read_parts.append(f"{op} {segment(operand)}")
            current = f"{current} {op} {segment(operand)}"
    meant_parts.append(current)
    meant = meant_parts[0] + "".join(f" {word} {part}" for word, part in zip(words, meant_parts[1:], strict=True))
    operator = next(j[0] for i in middle if (j := _join(operands[i])) is not None)
    return " ".join(read_parts), meant, operator


def bitwise_joins(source: Source) -> list[BitwiseJoin]:
    """Every comparison of the code that joins two tests with ``|`` or ``&`` (see the module's docstring), in the
    code's order."""
    found: list[BitwiseJoin] = []
    for tree in source.trees:
        functions = [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
        negated = {id(node.operand): node for node in ast.walk(tree)
                   if isinstance(node, ast.UnaryOp) and _negated_reading(node, source.segment) is not None}
        for node in ast.walk(tree):
            if isinstance(node, ast.UnaryOp) and id(node.operand) in negated:
                reading = _negated_reading(node, source.segment)
            elif isinstance(node, ast.Compare) and id(node) not in negated:
                reading = _reading(node, source.segment)
            else:
                continue
            if reading is None:
                continue
            holder = next((f.name for f in reversed(functions) if any(n is node for n in ast.walk(f))), "")
            found.append(BitwiseJoin(source.segment(node), *reading, holder))
    return found


def vet_bitwise_join(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the first error named as the code's test joined with ``|`` / ``&`` (:data:`BITWISE_JOIN`),
    when the code has one: that test never means what it says, so what the check saw (kept in the detail) is its
    effect, and a hint about the effect would ask for what the code already does. The symptoms after it (a wrong
    value, one outside the game's utilities) are that test's consequences too, and go. Unchanged otherwise."""
    first = next((i for i, p in enumerate(problems) if not p.note), None)
    if first is None:
        return problems
    joins = bitwise_joins(read_source(fn, levels=2))
    if not joins:
        return problems
    join, seen = joins[0], problems[first]
    word = "or" if join.operator == "|" else "and"
    where = f" in {join.function}" if join.function else ""
    detail = (f"Your test `{join.text}`{where} is read by Python as `{join.read}`: `{join.operator}` is a bitwise"
              f" operator and binds before the comparisons, so it does not test `{join.meant}`. What the check"
              f" saw is its effect: it {seen.name}.\n{seen.detail}")
    hint = (f"Write `{join.meant}`: `{word}` joins two tests; `{join.operator}` computes a number (or a set) from its"
            f" two neighbours first. (Or put each test in brackets.)")
    if len(joins) > 1:
        hint += " " + " ".join(f"The same in `{other.text}`: write `{other.meant}`." for other in joins[1:3])
    named = Problem(BITWISE_JOIN, detail, hint)
    rest = [p for p in problems[first + 1:] if p.note or p.name not in SYMPTOMS]
    return [*problems[:first], named, *rest]


HINT_VETTERS.append(vet_bitwise_join)
