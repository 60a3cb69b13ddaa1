"""A retrograde table that reads a position not yet decided as a draw, in code that goes round until nothing changes.

Code that sweeps until a round decides nothing new (``while changed:``) is not stopped too early, yet it can still
leave wins and losses as draws: it decides a position the first time a round meets it, reading each move's position
from the table with a default of a draw (``value.get(child, 0)``), and skips it in every later round
(``if k in value: continue``). Met before its moves' positions (the order a search found them in, parents first),
the position is valued from draws and never looked at again. The values look like one sweep's (the finished
positions and those one move from them right, the rest draws), and "keep going round" is no advice for code that
already does (wave 36's rg_05, told so): the read of an undecided position as a draw is the slip, quoted.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def f(value, kids):\\n    return max(value.get(k, 0) for k in kids)\\n"
    >>> draw_by_default_read(Source((ast.parse(text),), (text,)))
    'value.get(k, 0)'
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source


def draw_by_default_read(source: Source) -> str | None:
    """The first read of a table that gives a draw for a key it lacks, ``table.get(key, 0)``; None when the code has
    none (a bare ``table[key]`` or ``table.get(key)`` says nothing about draws)."""
    for node in source.nodes():
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                and len(node.args) == 2 and isinstance(node.args[1], ast.Constant)
                and type(node.args[1].value) in (int, float) and node.args[1].value == 0):
            return source.segment(node)
    return None


def decided_from_draws_detail(label: str, wrong: int, total: int, example: str, read: str, probe: str) -> str:
    """What the values show, said in the code's words: rounds that go on, a read that makes an undecided move a draw."""
    return (f"On {label}, {wrong:,} of {total:,} values are wrong, each a win or a loss your table calls a draw (0);"
            " every finished position is right, and so is every position whose moves all end the game or one of"
            f" which wins at once. E.g. {example}. Your code goes round until a round decides nothing new, but it"
            f" decides a position the first time a round meets it, reading a move's position not yet decided as a"
            f" draw (`{read}`), and never looks at a decided position again: a position met before the positions its"
            f" moves lead to is valued from draws. On {probe} (MAX to move at the root) your table values B, where"
            " every move of MIN's loses, 1 (right), but the root, which a move to B wins, 0: the root was decided"
            " while B was not yet known.")


def decided_from_draws_hint(read: str) -> str:
    """The hint for that slip: decide a position only once its moves say enough, never from a default draw."""
    return (f"Your rounds go on until nothing changes, but `{read}` reads a move's position not yet decided as a draw,"
            " so a position is decided before its moves are known, and never again. Decide a position only when a"
            " move's position already known wins for the side to move, or when every move's position is known"
            " (otherwise leave it for a later round, which comes back to it); a position not yet decided is not a"
            " draw.")
