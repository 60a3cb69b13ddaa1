"""Which cell of the board a read in a win test's code is (issue 27): ``b[0][1]`` and ``b[0, 1]`` with numbers
typed in, ``b[i][0]`` inside ``for i in range(3)`` once ``i`` is bound, and ``cells[3 * i + 1]`` of a flat copy of
the board (``cells = [c for row in board for c in row]``).

A read is placed only where the reading is sure: the indices are whole numbers, loop variables of ``range`` loops
with numbers typed in, and ``+ - * //`` of those; a flat index is placed only on a name the code binds to a
flattening of the board (rows joined in order). Any other read of a cell (``board[a[0]][a[1]]``, ``line[0]``, a name
bound to a cell) is :class:`Unplaced`: its text is kept, so a test can still be read as a form (``a and b == c``),
but it is never evaluated on a board.

The code is only parsed, never run.

Example:
    >>> import ast
    >>> Placing(env=(("i", 2),)).cell(ast.parse("b[i][0]", mode="eval").body)
    (2, 0)
    >>> Placing(flat=frozenset({"cells"})).cell(ast.parse("cells[3 * 1 + 2]", mode="eval").body)
    (1, 2)
"""

from __future__ import annotations

import ast
import itertools
from dataclasses import dataclass

from ttt_lab.exercises.hint_checks import Source, whole_number

Cell = tuple[int, int]

_MOST_BINDINGS = 64
"""Loops nested so deep that their bindings pass this many are not unrolled: their reads stay unplaced."""


@dataclass(frozen=True)
class Unplaced:
    """A read of a cell the reader cannot place on the board (``board[a[0]][a[1]]``, ``line[0]``, a name): its text."""

    text: str


@dataclass(frozen=True)
class Placing:
    """How the code's reads are placed: loop variables bound to values (``env``), the names bound to a flat copy
    of the board (``flat``) and the board's width (a flat index's row is ``index // width``)."""

    env: tuple[tuple[str, int], ...] = ()
    flat: frozenset[str] = frozenset()
    width: int = 3

    def index(self, node: ast.AST) -> int | None:
        """An index's value: a whole number, a bound loop variable, or ``+ - * //`` of those; else None."""
        number = whole_number(node)
        if number is not None:
            return number
        if isinstance(node, ast.Name):
            return dict(self.env).get(node.id)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv)):
            left, right = self.index(node.left), self.index(node.right)
            if left is None or right is None or (isinstance(node.op, ast.FloorDiv) and right == 0):
                return None
            return {ast.Add: left + right, ast.Sub: left - right, ast.Mult: left * right,
                    ast.FloorDiv: left // right if right else 0}[type(node.op)]
        return None

    def cell(self, node: ast.AST) -> Cell | None:
        """The cell ``node`` reads: ``b[r][c]`` or ``b[r, c]`` (a 2-D board), ``cells[i]`` of a flat copy; None
        where it reads no cell this placing can place."""
        if not isinstance(node, ast.Subscript):
            return None
        if isinstance(node.slice, ast.Tuple) and len(node.slice.elts) == 2 and isinstance(node.value, ast.Name):
            r, c = (self.index(e) for e in node.slice.elts)
            return None if r is None or c is None else (r, c)
        if isinstance(node.value, ast.Subscript) and isinstance(node.value.value, ast.Name):
            r, c = self.index(node.value.slice), self.index(node.slice)
            return None if r is None or c is None else (r, c)
        if isinstance(node.value, ast.Name) and node.value.id in self.flat:
            i = self.index(node.slice)
            return None if i is None or i < 0 else divmod(i, self.width)
        return None

    def read(self, node: ast.AST) -> Cell | Unplaced | None:
        """:meth:`cell`, or an :class:`Unplaced` read where ``node`` is a subscript, a name or an attribute that
        this placing cannot put on the board; None for anything else (a call, a number, a comparison)."""
        cell = self.cell(node)
        if cell is not None:
            return cell
        if isinstance(node, (ast.Subscript, ast.Name, ast.Attribute)):
            return Unplaced(ast.unparse(node))
        return None


LITERAL = Placing()
"""The reads with numbers typed in, alone."""


def _flattens(value: ast.AST) -> bool:
    """``[c for row in board for c in row]``, ``sum(board, [])``, ``list(chain(*board))``,
    ``chain.from_iterable(board)`` or ``text.replace("/", "")``: the board's rows joined in order."""
    if isinstance(value, ast.ListComp) and len(value.generators) == 2:
        outer, inner = value.generators
        return (isinstance(outer.target, ast.Name) and isinstance(inner.iter, ast.Name)
                and inner.iter.id == outer.target.id and isinstance(value.elt, ast.Name)
                and isinstance(inner.target, ast.Name) and value.elt.id == inner.target.id)
    if isinstance(value, ast.Call):
        name = value.func.attr if isinstance(value.func, ast.Attribute) else getattr(value.func, "id", "")
        if name == "sum" and len(value.args) == 2 and isinstance(value.args[1], ast.List) and not value.args[1].elts:
            return True
        if name == "list" and len(value.args) == 1:
            return _flattens(value.args[0])
        if name == "chain" and len(value.args) == 1 and isinstance(value.args[0], ast.Starred):
            return True
        if name == "from_iterable":
            return True
        if name == "replace" and [getattr(a, "value", None) for a in value.args] == ["/", ""]:
            return True
    return False


def flat_boards(source: Source) -> frozenset[str]:
    """The names the code binds to a flat copy of the board (:func:`_flattens`)."""
    return frozenset(target.id for node in source.nodes() if isinstance(node, ast.Assign) and _flattens(node.value)
                     for target in node.targets if isinstance(target, ast.Name))


def _range_values(loop: ast.For) -> tuple[str, range] | None:
    """A loop's variable and its values where it is ``for v in range(...)`` with whole numbers typed in."""
    call = loop.iter
    if not (isinstance(loop.target, ast.Name) and isinstance(call, ast.Call) and getattr(call.func, "id", "") == "range"
            and 1 <= len(call.args) <= 3 and not call.keywords):
        return None
    bounds = [whole_number(a) for a in call.args]
    if any(b is None for b in bounds) or (len(bounds) == 3 and bounds[2] == 0):
        return None
    return loop.target.id, range(*bounds)  # type: ignore[arg-type]


def placings(source: Source, node: ast.AST, width: int = 3) -> list[Placing]:
    """Each binding of the ``range`` loops around ``node`` (the innermost loop's variable wins a name bound twice),
    with the code's flat boards and ``width``; the placing without bindings where no such loop encloses it or
    their bindings are too many to unroll."""
    flat = flat_boards(source)
    loops = [loop for loop in source.nodes() if isinstance(loop, ast.For)
             and any(inner is node for stmt in loop.body for inner in ast.walk(stmt))]
    ranges = [r for loop in loops if (r := _range_values(loop)) is not None]
    count = 1
    for _, values in ranges:
        count *= len(values)
    if not ranges or count > _MOST_BINDINGS:
        return [Placing(flat=flat, width=width)]
    names = [name for name, _ in ranges]
    return [Placing(env=tuple(zip(names, values, strict=True)), flat=flat, width=width)
            for values in itertools.product(*(values for _, values in ranges))]
