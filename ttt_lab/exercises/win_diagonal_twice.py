"""The main diagonal read twice where the second read was meant for the anti-diagonal (wave 32's wt_02).

A win test that walks each diagonal in a loop of its own often copies the first loop into the second and
changes only where the index starts and which way it counts (``position = 2`` and ``position -= 1``), while
the cell it reads stays ``board[position][position]``: a cell whose row and column are the same index lies
on the main diagonal, whichever way that index counts, so the second loop reads the main diagonal again and
the anti-diagonal is never read. Told "check the ranges of your loops", such a student looks at loops whose
ranges are right. :func:`diagonal_read_twice` finds the two loops in the code, and the hint quotes them.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def w(b):\\n    p = 0\\n    for _ in range(3):\\n        t = b[p][p]\\n        p += 1\\n"
    ...         "    p = 2\\n    for _ in range(3):\\n        t = b[p][p]\\n        p -= 1\\n")
    >>> diagonal_read_twice(Source((ast.parse(text),), (text,)))
    'b[p][p]'
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source


def _same_index_reads(node: ast.AST) -> list[ast.Subscript]:
    """Every ``x[i][i]`` below ``node``: a cell read with one name as both its row and its column."""
    return [n for n in ast.walk(node) if isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Name)
            and isinstance(n.value, ast.Subscript) and isinstance(n.value.slice, ast.Name)
            and n.slice.id == n.value.slice.id]


def diagonal_read_twice(source: Source) -> str | None:
    """The text of the cell read (``board[position][position]``) where two loops of the code, neither inside
    the other, each read a cell with one index as both row and column, and no cell of the code is read with a
    row and a column that differ by a computation (``board[i][2 - i]``, ``board[i][n - 1 - i]``): the code reads
    the main diagonal twice and the anti-diagonal nowhere. None otherwise."""
    loops = [n for n in source.nodes() if isinstance(n, (ast.For, ast.While, ast.comprehension))]
    reading = [loop for loop in loops if _same_index_reads(loop)]
    outer = [loop for loop in reading if not any(other is not loop and any(n is loop for n in ast.walk(other))
                                                  for other in reading)]
    inner = [loop for loop in reading if not any(other is not loop and any(n is other for n in ast.walk(loop))
                                                  for other in reading)]
    if len(inner) < 2 or len(outer) < 2 or _reads_a_computed_column(source):
        return None
    return source.segment(_same_index_reads(inner[1])[0])


def _reads_a_computed_column(source: Source) -> bool:
    """Whether the code reads some cell ``x[r][c]`` whose column is a computation (``2 - i``, ``n - 1 - i``,
    ``-1 - i``, ``~i``): a read of the anti-diagonal, written somewhere."""
    return any(isinstance(n, ast.Subscript) and isinstance(n.value, ast.Subscript)
               and isinstance(n.slice, (ast.BinOp, ast.UnaryOp)) for n in source.nodes())


def diagonal_twice_hint(source: Source) -> str | None:
    """For lines missed where the code reads the main diagonal in two loops: the hint names the read and what
    it reads, in place of one about the loops' ranges (which are right)."""
    read = diagonal_read_twice(source)
    if read is None:
        return None
    return (f"Your code reads `{read}` in two loops: a cell whose row and column are the same index is on the main"
            " diagonal, (0, 0), (1, 1), (2, 2), whichever way that index counts, so the second loop reads the main"
            " diagonal again and the anti-diagonal is never read. Read the anti-diagonal's cells there, row i and"
            " column n - 1 - i: (0, 2), (1, 1), (2, 0) on 3x3.")
