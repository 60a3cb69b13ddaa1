"""A win test's line test that compares only part of the line, read from the code and checked on the
graded boards (issue 27).

Python reads ``a and b == c`` as ``a and (b == c)``: the first cell is only tested for truth (``"."``
is a non-empty string, always true) and the line counts as soon as its last two cells are equal, two
empty ones too. ``a == b and c``, ``a != "." and b == c`` and ``a == b or b == c`` cut the line the
same way. The checker then sees symptoms (lines missed where two empty cells end the search early, a
winner called on two stones) and a probe may even find a "line read with a wrong cell" that the code
never types. :func:`partial_line_tests` reads each line test of the code (cells typed as ``b[r][c]``
or ``b[r, c]``) as the cells it joins by equality; a test whose equalities leave a cell out of the
others compares only part of its line. :func:`name_partial_chain` tells that test where it holds on
every board the function got wrong without its cells making one player's line (so it explains each
wrong answer), and :func:`group_of_code` says whether a line of cells is one the code reads together
(the win test's misread-line story is told only for such a line).

The code is only parsed: the tests are evaluated here on the boards' cells, by a reading of the few
forms they take (cells, strings, ``==``, ``!=``, ``and``, ``or``), never run.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def w(b):\\n    if b[0][0] and b[0][1] == b[0][2]:\\n        return b[0][1]\\n"
    >>> [t.text for t in partial_line_tests(Source((ast.parse(text),), (text,)))]
    ['b[0][0] and b[0][1] == b[0][2]']
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source, whole_number
from ttt_lab.exercises.report import (
    EMPTY_LINE_WINS,
    INCOMPLETE_LINE,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_DIAGONALS,
    MISSES_LINES,
    MISSES_MAIN_DIAGONAL,
    MISSES_ROWS,
    Problem,
)
from ttt_lab.exercises.win_hints import SHORT_LINE
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE

Cell = tuple[int, int]

PART_OF_LINE = "compares only part of each line"
"""The name where the cut is not ``a and b == c`` (:data:`AND_PRECEDENCE`'s own): ``a == b or b == c``,
``a == b and c``, ``a != "." and b == c``."""

LINE_SYMPTOMS = frozenset({MISSES_LINES, MISSES_ROWS, MISSES_COLUMNS, MISSES_DIAGONALS, MISSES_MAIN_DIAGONAL,
                           MISSES_ANTI_DIAGONAL, INCOMPLETE_LINE, EMPTY_LINE_WINS, SHORT_LINE})
"""What a line test cut short shows: lines missed (an early return on two empty cells), winners of
lines not complete, "." returned, a line read short. Only these are replaced by the cause."""


def _cell(node: ast.AST) -> Cell | None:
    """``b[r][c]`` or ``b[r, c]`` with whole numbers typed in (a 2-D board's cell); None otherwise."""
    if not isinstance(node, ast.Subscript):
        return None
    if isinstance(node.slice, ast.Tuple) and len(node.slice.elts) == 2 and isinstance(node.value, ast.Name):
        r, c = (whole_number(e) for e in node.slice.elts)
        return None if r is None or c is None else (r, c)
    if isinstance(node.value, ast.Subscript) and isinstance(node.value.value, ast.Name):
        r, c = whole_number(node.value.slice), whole_number(node.slice)
        return None if r is None or c is None else (r, c)
    return None


@dataclass(frozen=True)
class PartialTest:
    """One line test of the code that leaves some of its cells out of the comparison.

    Attributes:
        text: the test as the code writes it.
        cells: its cells, in the code's order.
        compared: the cells it compares with each other (the largest such group).
        node: the test, parsed (evaluated on a board by :func:`holds`).
    """

    text: str
    cells: tuple[Cell, ...]
    compared: tuple[Cell, ...]
    node: ast.AST = dataclasses.field(compare=False)

    def read_as(self, source_text: Callable[[ast.AST], str]) -> str | None:
        """How Python groups an ``and`` of a bare cell and a comparison: ``a and (b == c)``; None for other forms."""
        node = self.node
        if not (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And)):
            return None
        if not any(_cell(v) is not None for v in node.values):
            return None
        return " and ".join(f"({source_text(v)})" if isinstance(v, ast.Compare) else source_text(v)
                            for v in node.values)


def _conjuncts(term: ast.AST) -> list[ast.AST]:
    return list(term.values) if isinstance(term, ast.BoolOp) and isinstance(term.op, ast.And) else [term]


def _terms(test: ast.AST) -> list[ast.AST]:
    return list(test.values) if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) else [test]


def _operand(node: ast.AST) -> Cell | str | None:
    """A cell, or a string typed in; None for anything else."""
    cell = _cell(node)
    if cell is not None:
        return cell
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return f"'{node.value}'"
    return None


def _readable(conjunct: ast.AST) -> bool:
    """A cell alone, or a comparison (== or !=) of cells and strings."""
    if _cell(conjunct) is not None:
        return True
    return (isinstance(conjunct, ast.Compare) and all(isinstance(op, (ast.Eq, ast.NotEq)) for op in conjunct.ops)
            and all(_operand(x) is not None for x in (conjunct.left, *conjunct.comparators)))


def _groups(term: ast.AST) -> tuple[list[Cell], list[set[Cell]]] | None:
    """The term's cells and the groups its ``==`` joins (cells equal to each other, or to one string); None
    where the term reads anything but cells and strings."""
    conjuncts = _conjuncts(term)
    if not all(_readable(c) for c in conjuncts):
        return None
    cells: list[Cell] = []
    parent: dict[Any, Any] = {}

    def root(x: Any) -> Any:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for conjunct in conjuncts:
        operands = [_operand(x) for x in ([conjunct] if _cell(conjunct) else [conjunct.left, *conjunct.comparators])]  # type: ignore[attr-defined]
        cells += [o for o in operands if isinstance(o, tuple) and o not in cells]
        if isinstance(conjunct, ast.Compare):
            for op, left, right in zip(conjunct.ops, operands, operands[1:], strict=False):
                if isinstance(op, ast.Eq):
                    parent[root(left)] = root(right)
    groups: dict[Any, set[Cell]] = {}
    for cell in cells:
        groups.setdefault(root(cell), set()).add(cell)
    return cells, list(groups.values())


def partial_line_tests(source: Source) -> list[PartialTest]:
    """The tests of ``if``s (and returned conditions) that read three cells or more of a line but join
    only some of them by ``==``, in the code's order."""
    found: list[PartialTest] = []
    tests = [n.test for n in source.nodes() if isinstance(n, (ast.If, ast.IfExp, ast.While))]
    tests += [n.value for n in source.nodes() if isinstance(n, ast.Return) and isinstance(n.value, ast.BoolOp)]
    for test in sorted(tests, key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0))):
        either = _pairs_joined_by_or(test)
        if either is not None:
            found.append(PartialTest(source.segment(test), either, either, test))
            continue
        for term in _terms(test):
            read = _groups(term)
            if read is None or len(read[0]) < 3 or len(read[1]) == 1:
                continue
            compared = max(read[1], key=len)
            if len(compared) < 2:
                continue
            found.append(PartialTest(source.segment(term), tuple(read[0]), tuple(c for c in read[0] if c in compared),
                                     term))
    return found


def _pairs_joined_by_or(test: ast.AST) -> tuple[Cell, ...] | None:
    """The cells of ``a == b or b == c`` (each side of the ``or`` comparing fewer than three cells, three or
    more in all, every side read): any two equal cells make the test true. None for other tests."""
    terms = _terms(test)
    reads = [_groups(term) for term in terms]
    if len(terms) < 2 or any(read is None or len(read[0]) > 2 for read in reads):
        return None
    cells = tuple(dict.fromkeys(c for read in reads if read is not None for c in read[0]))
    return cells if len(cells) >= 3 else None


def _value(node: ast.AST, cells: dict[Cell, str]) -> Any:
    cell = _cell(node)
    if cell is not None:
        return cells.get(cell, "")
    assert isinstance(node, ast.Constant)
    return node.value


def holds(test: PartialTest, cells: dict[Cell, str]) -> bool:
    """Whether ``test`` is true on a board whose cells hold ``cells`` (a cell off the board reads "")."""
    return any(_term_holds(term, cells) for term in _terms(test.node))


def _term_holds(term: ast.AST, cells: dict[Cell, str]) -> bool:
    for conjunct in _conjuncts(term):
        if _cell(conjunct) is not None:
            if not _value(conjunct, cells):
                return False
            continue
        assert isinstance(conjunct, ast.Compare)
        values = [_value(x, cells) for x in (conjunct.left, *conjunct.comparators)]
        for op, left, right in zip(conjunct.ops, values, values[1:], strict=False):
            if (left == right) != isinstance(op, ast.Eq):
                return False
    return True


def misfires(test: PartialTest, cells: dict[Cell, str]) -> bool:
    """True where ``test`` holds and its cells are not one player's line."""
    stones = {cells.get(c, "") for c in test.cells}
    return holds(test, cells) and not (len(stones) == 1 and stones <= {"X", "O"})


def board_cells(text: str) -> dict[Cell, str]:
    """A board's text (rows joined by "/") as its cells."""
    return {(r, c): ch for r, row in enumerate(text.split("/")) for c, ch in enumerate(row)}


def group_of_code(source: Source, line: Sequence[Cell]) -> bool | None:
    """Whether the code reads ``line``'s cells together (in one test, one comparison, one list of cells);
    None where it reads no group of as many cells with numbers typed in (the code's lines are not readable)."""
    wanted, size = set(line), len(line)
    groups = []
    for node in source.nodes():
        if isinstance(node, (ast.BoolOp, ast.Compare, ast.List, ast.Tuple, ast.Set)):
            cells = {c for n in ast.walk(node) if (c := _cell(n)) is not None}
            if len(cells) >= size:
                groups.append(cells)
    if not groups:
        return None
    return any(wanted <= cells and len(cells) <= size + 1 for cells in groups)


def name_partial_chain(problems: list[Problem], fn: Callable[..., Any], wrong: Sequence[tuple[Any, Any]],
                       shown: Callable[[Any], str]) -> list[Problem]:
    """``problems`` told as a line test that compares only part of its line, where every error is a line's
    symptom (:data:`LINE_SYMPTOMS`) and on every board the function got wrong (``wrong``: (case, answer)
    pairs, each case with ``game``, ``state``) some such test of the code holds though its cells are no
    player's line. The symptoms are dropped as its consequences; notes are kept."""
    errors = [p for p in problems if not p.note]
    if not wrong or not errors or any(p.name not in LINE_SYMPTOMS for p in errors):
        return problems
    source = read_source(fn)
    tests = partial_line_tests(source)
    if not tests:
        return problems
    boards = [(case, answer, board_cells(case.game.board_text(case.state))) for case, answer in wrong]
    if not all(any(misfires(t, cells) for t in tests) for _, _, cells in boards):
        return problems
    case, answer, cells = boards[0]
    test = next(t for t in tests if misfires(t, cells))
    said = {c: source.segment(n) for n in ast.walk(test.node) if (c := _cell(n)) is not None}
    read = test.read_as(source.segment)
    left_out = " and ".join(said[c] for c in test.cells if c not in test.compared)
    compared = " with ".join(said[c] for c in test.compared)
    how = (f"Python reads it as `{read}`, so {left_out} is only tested for truth (\".\" is a non-empty string, always"
           " true)" if read is not None else f"it never compares {left_out} with the others")
    if isinstance(test.node, ast.BoolOp) and isinstance(test.node.op, ast.Or):
        compared, how = "two cells at a time", "with `or`, any two equal cells make it true, two empty ones too"
    whole = " == ".join(said[c] for c in test.cells)
    first_bare = isinstance(test.node, ast.BoolOp) and _cell(test.node.values[0]) is not None  # `a and b == c` itself
    return [Problem(AND_PRECEDENCE if first_bare else PART_OF_LINE,
                    f"On {shown(case)} it said {answer!r}. Your code's test `{test.text}` compares only {compared}: {how}."
                    f" On that board the test holds though {', '.join(map(str, test.cells))} are not one player's line;"
                    " such a test explains every board your function got wrong.",
                    f"Compare every cell of the line with the others and check that they hold a stone: `{whole} != \".\"`"
                    + (" (one chain: two equal cells are not a line)." if read is None else
                       " (`and` binds looser than `==`: each comparison names its own cells)."))] + [p for p in problems if p.note]
