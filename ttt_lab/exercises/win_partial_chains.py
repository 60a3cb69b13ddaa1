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

from ttt_lab.exercises.hint_checks import Source, read_source
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
from ttt_lab.exercises.win_cell_reads import LITERAL, Cell, Placing, Unplaced, placings
from ttt_lab.exercises.win_hints import SHORT_LINE
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE

PART_OF_LINE = "compares only part of each line"
"""The name where the cut is not ``a and b == c`` (:data:`AND_PRECEDENCE`'s own): ``a == b or b == c``,
``a == b and c``, ``a != "." and b == c``."""

LINE_SYMPTOMS = frozenset({MISSES_LINES, MISSES_ROWS, MISSES_COLUMNS, MISSES_DIAGONALS, MISSES_MAIN_DIAGONAL,
                           MISSES_ANTI_DIAGONAL, INCOMPLETE_LINE, EMPTY_LINE_WINS, SHORT_LINE})
"""What a line test cut short shows: lines missed (an early return on two empty cells), winners of
lines not complete, "." returned, a line read short. Only these are replaced by the cause."""

Read = Cell | Unplaced


def _cell(node: ast.AST) -> Cell | None:
    """``b[r][c]`` or ``b[r, c]`` with whole numbers typed in (a 2-D board's cell); None otherwise."""
    return LITERAL.cell(node)


@dataclass(frozen=True)
class PartialTest:
    """One line test of the code that leaves some of its cells out of the comparison.

    Attributes:
        text: the test as the code writes it.
        cells: its cells, in the code's order (:class:`~ttt_lab.exercises.win_cell_reads.Unplaced` where the
            reader cannot place one on the board).
        compared: the cells it compares with each other (the largest such group).
        node: the test, parsed (evaluated on a board by :func:`holds`).
        placing: how its reads are placed (a loop's variable bound, a flat board's width).
    """

    text: str
    cells: tuple[Read, ...]
    compared: tuple[Read, ...]
    node: ast.AST = dataclasses.field(compare=False)
    placing: Placing = dataclasses.field(default=LITERAL, compare=False)

    @property
    def placed(self) -> bool:
        """Whether every cell of the test is placed on the board: only then is it evaluated on boards."""
        return all(isinstance(c, tuple) for c in self.cells)

    def read_as(self, source_text: Callable[[ast.AST], str]) -> str | None:
        """How Python groups an ``and`` of a bare cell and a comparison: ``a and (b == c)``; None for other forms."""
        node = self.node
        if not (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And)):
            return None
        if not any(self.placing.read(v) is not None for v in node.values):
            return None
        return " and ".join(f"({source_text(v)})" if isinstance(v, ast.Compare) else source_text(v)
                            for v in node.values)


def _conjuncts(term: ast.AST) -> list[ast.AST]:
    return list(term.values) if isinstance(term, ast.BoolOp) and isinstance(term.op, ast.And) else [term]


def _terms(test: ast.AST) -> list[ast.AST]:
    return list(test.values) if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) else [test]


def _operand(node: ast.AST, placing: Placing) -> Read | str | None:
    """A cell (placed or not), or a string typed in; None for anything else."""
    read = placing.read(node)
    if read is not None:
        return read
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return f"'{node.value}'"
    return None


def _readable(conjunct: ast.AST, placing: Placing) -> bool:
    """A cell alone, or a comparison (== or !=) of cells and strings."""
    if placing.read(conjunct) is not None:
        return True
    return (isinstance(conjunct, ast.Compare) and all(isinstance(op, (ast.Eq, ast.NotEq)) for op in conjunct.ops)
            and all(_operand(x, placing) is not None for x in (conjunct.left, *conjunct.comparators)))


def _groups(term: ast.AST, placing: Placing) -> tuple[list[Read], list[set[Read]]] | None:
    """The term's cells and the groups its ``==`` joins (cells equal to each other, or to one string); None
    where the term reads anything but cells and strings."""
    conjuncts = _conjuncts(term)
    if not all(_readable(c, placing) for c in conjuncts):
        return None
    cells: list[Read] = []
    parent: dict[Any, Any] = {}

    def root(x: Any) -> Any:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for conjunct in conjuncts:
        alone = placing.read(conjunct) is not None
        operands = [_operand(x, placing) for x in ([conjunct] if alone else [conjunct.left, *conjunct.comparators])]  # type: ignore[attr-defined]
        cells += [o for o in operands if isinstance(o, (tuple, Unplaced)) and o not in cells]
        if isinstance(conjunct, ast.Compare):
            for op, left, right in zip(conjunct.ops, operands, operands[1:], strict=False):
                if isinstance(op, ast.Eq):
                    parent[root(left)] = root(right)
    groups: dict[Any, set[Read]] = {}
    for cell in cells:
        groups.setdefault(root(cell), set()).add(cell)
    return cells, list(groups.values())


def partial_line_tests(source: Source, width: int = 3) -> list[PartialTest]:
    """The tests of ``if``s (and returned conditions) that read three cells or more of a line but join
    only some of them by ``==``, in the code's order: one for each binding of the ``range`` loops around
    a test whose cells are read with their variables (``b[i][0] and b[i][1] == b[i][2]``), on a board
    ``width`` cells wide where the code reads a flat copy of it (``cells[3 * i]``)."""
    found: list[PartialTest] = []
    tests = [n.test for n in source.nodes() if isinstance(n, (ast.If, ast.IfExp, ast.While))]
    tests += [n.value for n in source.nodes() if isinstance(n, ast.Return) and isinstance(n.value, ast.BoolOp)]
    for test in sorted(tests, key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0))):
        for placing in placings(source, test, width):
            for partial in _partial_tests(source, test, placing):
                if partial not in found:
                    found.append(partial)
    return found


def _partial_tests(source: Source, test: ast.AST, placing: Placing) -> list[PartialTest]:
    """The parts of ``test`` that compare only part of a line, its reads placed by ``placing``."""
    either = _pairs_joined_by_or(test, placing)
    if either is not None:
        return [PartialTest(source.segment(test), either, either, test, placing)]
    found = []
    for term in _terms(test):
        read = _groups(term, placing)
        if read is None or len(read[0]) < 3 or len(read[1]) == 1:
            continue
        compared = max(read[1], key=len)
        if len(compared) < 2:
            continue
        found.append(PartialTest(source.segment(term), tuple(read[0]), tuple(c for c in read[0] if c in compared),
                                 term, placing))
    return found


def _pairs_joined_by_or(test: ast.AST, placing: Placing) -> tuple[Read, ...] | None:
    """The cells of ``a == b or b == c`` (each side of the ``or`` comparing fewer than three cells, three or
    more in all, every side read): any two equal cells make the test true. None for other tests."""
    terms = _terms(test)
    reads = [_groups(term, placing) for term in terms]
    if len(terms) < 2 or any(read is None or len(read[0]) > 2 for read in reads):
        return None
    cells = tuple(dict.fromkeys(c for read in reads if read is not None for c in read[0]))
    return cells if len(cells) >= 3 else None


def _value(node: ast.AST, cells: dict[Cell, str], placing: Placing) -> Any:
    cell = placing.cell(node)
    if cell is not None:
        return cells.get(cell, "")
    assert isinstance(node, ast.Constant)
    return node.value


def holds(test: PartialTest, cells: dict[Cell, str]) -> bool:
    """Whether ``test`` (placed) is true on a board whose cells hold ``cells`` (a cell off the board reads "")."""
    return any(_term_holds(term, cells, test.placing) for term in _terms(test.node))


def _term_holds(term: ast.AST, cells: dict[Cell, str], placing: Placing) -> bool:
    for conjunct in _conjuncts(term):
        if placing.cell(conjunct) is not None:
            if not _value(conjunct, cells, placing):
                return False
            continue
        assert isinstance(conjunct, ast.Compare)
        values = [_value(x, cells, placing) for x in (conjunct.left, *conjunct.comparators)]
        for op, left, right in zip(conjunct.ops, values, values[1:], strict=False):
            if (left == right) != isinstance(op, ast.Eq):
                return False
    return True


def misfires(test: PartialTest, cells: dict[Cell, str]) -> bool:
    """True where ``test`` is placed, holds, and its cells are not one player's line."""
    if not test.placed:
        return False
    stones = {cells.get(c, "") for c in test.cells if isinstance(c, tuple)}
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


@dataclass(frozen=True)
class _Told:
    """A partial test in the code's own words: which cells it compares, how Python reads it, the whole chain."""

    compared: str
    how: str
    whole: str
    first_bare: bool
    read: str | None


def _told(test: PartialTest, source: Source) -> _Told:
    said = {c: source.segment(n) for n in ast.walk(test.node) if (c := test.placing.read(n)) is not None}
    read = test.read_as(source.segment)
    left_out = " and ".join(said[c] for c in test.cells if c not in test.compared)
    compared = " with ".join(said[c] for c in test.compared)
    how = (f"Python reads it as `{read}`, so {left_out} is only tested for truth (\".\" is a non-empty string, always"
           " true)" if read is not None else f"it never compares {left_out} with the others")
    if isinstance(test.node, ast.BoolOp) and isinstance(test.node.op, ast.Or):
        compared, how = "two cells at a time", "with `or`, any two equal cells make it true, two empty ones too"
    first_bare = (isinstance(test.node, ast.BoolOp) and isinstance(test.node.op, ast.And)
                  and test.placing.read(test.node.values[0]) is not None)  # `a and b == c` itself
    return _Told(compared, how, " == ".join(said[c] for c in test.cells), first_bare, read)


def _compare_every_cell(told: _Told) -> str:
    return (f"Compare every cell of the line with the others and check that they hold a stone: `{told.whole} != \".\"`"
            + (" (one chain: two equal cells are not a line)." if told.read is None else
               " (`and` binds looser than `==`: each comparison names its own cells)."))


def name_and_precedence(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "checks a line shorter than k cells" named :data:`AND_PRECEDENCE` where the code's first
    partial test (:func:`partial_line_tests`, the one reader of ``a and b == c``) is a bare cell and a comparison of
    the others: the short line is the symptom, the precedence slip its cause (blind40's wt_01). What the model
    showed is kept; the hint quotes the test and how Python reads it. Tests whose cells the reader cannot place
    (``board[a[0]][a[1]]``, ``line[0]``) are read here too: the model's short line is the evidence, the test only
    its words."""
    if not any(p.name == SHORT_LINE and not p.note for p in problems):
        return problems
    source = read_source(fn)
    test = next((t for t in partial_line_tests(source) if t.read_as(source.segment) is not None and _told(t, source).first_bare), None)
    if test is None:
        return problems
    told = _told(test, source)
    hint = f"Your code writes `{test.text}`: it compares only {told.compared}: {told.how}. " + _compare_every_cell(told)
    return [dataclasses.replace(p, name=AND_PRECEDENCE, hint=hint) if p.name == SHORT_LINE and not p.note else p
            for p in problems]


def name_partial_chain(problems: list[Problem], fn: Callable[..., Any], wrong: Sequence[tuple[Any, Any]],
                       shown: Callable[[Any], str]) -> list[Problem]:
    """``problems`` told as a line test that compares only part of its line, where every error is a line's
    symptom (:data:`LINE_SYMPTOMS`) and on every board the function got wrong (``wrong``: (case, answer)
    pairs, each case with ``game``, ``state``) some such test of the code holds though its cells are no
    player's line. The symptoms are dropped as its consequences; notes are kept. A test read with a loop's
    variable is tried with each of its values, a flat board's with the board's own width."""
    errors = [p for p in problems if not p.note]
    if not wrong or not errors or any(p.name not in LINE_SYMPTOMS for p in errors):
        return problems
    source = read_source(fn)
    by_width: dict[int, list[PartialTest]] = {}
    boards = [(case, answer, board_cells(case.game.board_text(case.state)),
               by_width.setdefault(case.game.m, [t for t in partial_line_tests(source, case.game.m) if t.placed]))
              for case, answer in wrong]
    if not all(any(misfires(t, cells) for t in tests) for _, _, cells, tests in boards):
        return problems
    case, answer, cells, tests = boards[0]
    test = next(t for t in tests if misfires(t, cells))
    told = _told(test, source)
    return [Problem(AND_PRECEDENCE if told.first_bare else PART_OF_LINE,
                    f"On {shown(case)} it said {answer!r}. Your code's test `{test.text}` compares only {told.compared}:"
                    f" {told.how}. On that board the test holds though {', '.join(map(str, test.cells))} are not one"
                    " player's line; such a test explains every board your function got wrong.",
                    _compare_every_cell(told))] + [p for p in problems if p.note]
