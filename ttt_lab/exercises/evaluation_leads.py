"""Where to look when an evaluation tells mirror images apart: only the slips the student's code can have.

An estimate that gives a board and its mirror image different values has a slip no count of open
lines makes; the hint lists where such slips hide. Each lead is a kind of code (a table of weights,
a running total multiplied, a score overwritten), and a lead whose kind of code the student does
not have is no lead: blind36's ev_03, which counts runs along the rows only, was sent to a table of
weights and to ``*=`` it never wrote. Leads are kept when the code cannot be read.
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, called_name, read_source, whole_number


def has_weight_table(source: Source) -> bool:
    """A list, tuple or dict literal of three or more numbers (a row of cell weights, a table)."""
    def numbers(elts: list[ast.expr | None]) -> int:
        return sum((isinstance(e, ast.Constant) and isinstance(e.value, (int, float)) and not isinstance(e.value, bool))
                   or isinstance(e, (ast.List, ast.Tuple)) for e in elts)

    return any((isinstance(node, (ast.List, ast.Tuple)) and numbers(list(node.elts)) >= 3)
               or (isinstance(node, ast.Dict) and numbers(list(node.values)) >= 3) for node in source.nodes())


def names_weight_table(source: Source, fn: Callable[..., Any]) -> bool:
    """A name the code reads that holds, in its module, three or more numbers (``WEIGHTS = [[3, 2, 3], ...]``)."""
    names = {node.id for node in source.nodes() if isinstance(node, ast.Name)}
    space = getattr(inspect.unwrap(fn), "__globals__", {})

    def flat(value: Any) -> list[Any]:
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, (list, tuple)):
            return [x for item in value for x in flat(item)]
        return [value]

    return any(isinstance(space.get(name), (list, tuple, dict)) and sum(
        isinstance(x, (int, float)) and not isinstance(x, bool) for x in flat(space[name])) >= 3 for name in names)


def multiplies_in_place(source: Source) -> bool:
    """A ``total *= ...`` anywhere in the code."""
    return any(isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Mult) for node in source.nodes())


def text_read_by_number(source: Source) -> str | None:
    """The text of a ``board_text(state)`` call whose rows keep their "/" separators (no separator given,
    no "/" anywhere in the code to split or strip them) in code that indexes something by number or by
    a name: cell numbers 0..8 read from that text read the "/" at 3 and 7 and the rows after the first
    a place or two off, so some cells are read twice and the last ones never (blind64's ev_04: a table
    of winning lines by cell number, applied to board_text). A board read wrongly values mirror images
    apart without any loop that leaves lines out. ``None`` where the code has no such read."""
    calls = [node for node in source.nodes() if isinstance(node, ast.Call) and called_name(node) == "board_text"
             and len(node.args) <= 1 and not node.keywords]
    if not calls or any(isinstance(node, ast.Constant) and isinstance(node.value, str) and "/" in node.value
                        for node in source.nodes()):
        return None
    indexed = any(isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice)
                  and (isinstance(node.slice, ast.Name) or whole_number(node.slice) is not None)
                  for node in source.nodes())
    return source.segment(calls[0]) if indexed else None


def asymmetry_hint(fn: Callable[..., Any], *, overwritten: bool) -> str:
    """The hint for mirror images valued apart, from the leads the code can have: a typo in a table of
    weights, a total multiplied (``*=``), a score overwritten (``overwritten``: the values rank boards
    rightly otherwise, as one surviving line would), and always a loop that leaves some lines out."""
    source = read_source(fn, 2)
    readable = bool(source.trees)
    text = text_read_by_number(source)
    if text is not None:  # the board itself read wrongly: the lines' leads below describe code it does not have
        return (f"Your code indexes the text of `{text}` by number, but that text keeps a \"/\" between rows"
                " (\"X../.O./...\"): on 3x3, number 3 is a \"/\", numbers 4 to 8 read cells a place or two off, and"
                " the last cells are never read. Drop the separators before reading cells by number"
                " (game.board_text(state, separator=\"\")), or read board[r][c].")
    leads = []
    if overwritten:
        leads.append("a running score overwritten (= where += or -= belongs, so only the last line counted survives)")
    if not readable or multiplies_in_place(source):
        leads.append("a running total multiplied (*= where += belongs)")
    leads.append("a loop whose range leaves out some lines (a row, a column, a diagonal) or reads one side only")
    if not readable or has_weight_table(source) or names_weight_table(source, fn):
        leads.append("a typo in a table of weights (one corner or edge weighted unlike the others)")
    listed = ", ".join(leads[:-1]) + (", or " if len(leads) > 2 else " or ") + leads[-1] if len(leads) > 1 else leads[0]
    return f"Look for {listed}: the game does not care about left and right, so neither should the estimate."
