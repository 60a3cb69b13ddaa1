"""A win test that groups whole lines under one ``if ... or ...`` and returns one cell for the group.

Hand-written win tests often join the lines through one cell: ``if b[0] == b[1] == b[2] or
b[0] == b[3] == b[6]: return b[0]``. That is right only while the cell returned (and tested for a
stone) lies on every line of the group. A line put in the wrong group (blind64's win_04: the
anti-diagonal 2-4-6 under ``arr[0]``) is missed when that cell is empty, given to the wrong side
when it holds the other stone, and, when the line is empty (three equal empty cells), makes any stone
on the returned cell a winner. The checker then sees "a winner for an incomplete line" and "misses
the anti-diagonal", whose usual hints (a line built from the wrong cells, an index that wraps) describe
code the student does not have. :func:`group_cell_off_line` finds the grouping in the code and
tells it instead.
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source, whole_number


def _cell_key(node: ast.AST) -> str | None:
    """A key for a cell read with indices typed in (``b[4]``, ``b[1][2]``, ``b[1, 2]``); None otherwise."""
    if not isinstance(node, ast.Subscript):
        return None
    indices: list[ast.AST] = []
    value: ast.AST = node
    while isinstance(value, ast.Subscript):
        indices = [*(value.slice.elts if isinstance(value.slice, ast.Tuple) else [value.slice]), *indices]
        value = value.value
    if not isinstance(value, ast.Name) or any(whole_number(i) is None for i in indices):
        return None
    return f"{value.id}{[whole_number(i) for i in indices]}"


def _chains(test: ast.AST) -> list[ast.Compare] | None:
    """The comparison chains ``a == b == c`` of cells joined by ``or`` in ``test``; None if it has anything else."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) else [test]
    chains = [p for p in parts if isinstance(p, ast.Compare) and len(p.ops) >= 2
              and all(isinstance(op, ast.Eq) for op in p.ops)
              and all(_cell_key(x) is not None for x in (p.left, *p.comparators))]
    return chains if len(chains) == len(parts) >= 2 else None


def _cells_used(body: list[ast.stmt]) -> list[ast.Subscript]:
    """The cells the group's body returns or tests (its guard ``if b[0] != "."``), in the code's order."""
    found: list[ast.Subscript] = []
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Return) and node.value is not None and _cell_key(node.value) is not None:
                assert isinstance(node.value, ast.Subscript)
                found.append(node.value)
            if isinstance(node, ast.If) and isinstance(node.test, ast.Compare):
                found += [x for x in (node.test.left, *node.test.comparators)
                          if isinstance(x, ast.Subscript) and _cell_key(x) is not None]
    return found


def group_cell_off_line(source: Source) -> str | None:
    """The hint for a group of lines whose returned cell is not on one of them: quotes that line and
    the cell; None where every group's cell lies on each of its lines (or the code has no such group)."""
    for node in source.nodes():
        if not isinstance(node, ast.If):
            continue
        chains = _chains(node.test)
        if chains is None:
            continue
        for cell in _cells_used(node.body):
            key = _cell_key(cell)
            off = next((c for c in chains if key not in {_cell_key(x) for x in (c.left, *c.comparators)}), None)
            if off is not None:
                text, line = source.segment(cell), source.segment(off)
                return (f"Each line your code compares is a whole line, but the group `if ... or {line} ...` returns"
                        f" (and tests) {text}, which is not on {line}. When that line is the one that matched,"
                        f" {text} is another cell: the line is missed when {text} is empty, given to the wrong side"
                        f" when it holds the other stone, and three empty cells on it make any stone on {text} a"
                        f" winner. Put {line} in the group of a cell it contains (or test it on its own and return"
                        " one of its cells), and test that the cell returned holds a stone.")
    return None
