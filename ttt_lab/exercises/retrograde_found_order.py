"""A retrograde table valued in one pass over the positions in the order the code found them, read from the code.

Code that collects the positions with a search (``order.append(s)`` as a stack or a queue is worked off) and then
values each once, ``for s in reversed(order):``, reads every move's position from the values made so far. The
order a search finds positions in is not one where every move's position comes first: a position met again was
found earlier, through another move, so the pass values the position that moves there before it and reads it as
a draw (``value.get(child, 0)``, or the table's starting 0). The values are those of a table in which a decided
position tells only the parent that found it first, the rest filled with draws, and two codes give them; where the
code shows the pass, the order is the slip to name (wave 35's rg_02, first named "calls undecided positions
draws", the order told only in the explanation).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''def f(game):
    ...     order, stack = [], [game.initial_state()]
    ...     while stack:
    ...         s = stack.pop()
    ...         order.append(s)
    ...         stack.extend(game.result(s, m) for m in game.actions(s))
    ...     value = {}
    ...     for s in reversed(order):
    ...         value[game.key(s)] = 0
    ...     return value
    ... '''
    >>> one_pass_in_found_order(Source((ast.parse(text),), (text,)))
    'for s in reversed(order):'
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_names import UNDECIDED_AS_DRAW, UNDECIDED_FROM_TRANSPOSITIONS
from ttt_lab.exercises.retrograde_sweeps import loops_to_a_fixpoint

ONE_PASS_FOUND_ORDER = "values positions in one pass, in the order it found them, some before their moves' positions"

ONE_PASS_FOUND_ORDER_HINT = (
    "One pass is enough only in an order where every move's position is valued before the position that moves"
    " there, and the order a search finds positions in is not one: a position met again was found earlier, through"
    " another move. Keep sweeping until a sweep changes nothing, or work backwards from the finished positions,"
    " telling every parent (all of them) when a position is decided; never read a position not yet valued as a"
    " draw.")


def _names_called(body: list[ast.stmt], methods: tuple[str, ...]) -> set[str]:
    """The names whose ``methods`` (``append``, ``pop``...) the statements call: ``order.append(s)`` gives order."""
    return {node.func.value.id for stmt in body for node in ast.walk(stmt)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in methods
            and isinstance(node.func.value, ast.Name)}


def _walked(loop: ast.For) -> str | None:
    """The list a ``for`` walks once: ``order``, ``reversed(order)``, ``order[::-1]``; None for anything else."""
    it = loop.iter
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "reversed" and len(it.args) == 1:
        it = it.args[0]
    elif isinstance(it, ast.Subscript) and isinstance(it.slice, ast.Slice):
        it = it.value
    return it.id if isinstance(it, ast.Name) else None


def one_pass_in_found_order(source: Source) -> str | None:
    """The header of a ``for`` that values positions once (it stores into a table, ``value[k] = ...``) walking a
    list the code fills while it searches (appended to inside a ``while`` that does not pop from it, or inside a
    function that calls itself), itself inside
    no other loop, adding nothing to its own list and walking positions (not layers of them); None when the code
    has none, or goes round to a fixed point."""
    if loops_to_a_fixpoint(source):
        return None
    nodes = source.nodes()
    found = {name for node in nodes if isinstance(node, ast.While)
             for name in _names_called(node.body, ("append",)) - _names_called(node.body, ("pop", "popleft"))}
    # A search written as a function that calls itself (``def visit(s): order.append(s) ...``) finds them too.
    found |= {name for node in nodes if isinstance(node, ast.FunctionDef) and any(
              isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == node.name
              for call in ast.walk(node)) for name in _names_called(node.body, ("append",))}
    inner = {id(inside) for node in nodes if isinstance(node, (ast.For, ast.While))
             for stmt in node.body for inside in ast.walk(stmt)}
    for node in nodes:
        if not isinstance(node, ast.For) or id(node) in inner:
            continue
        walked = _walked(node)
        stores = any(isinstance(inside, ast.Assign) and any(isinstance(t, ast.Subscript) for t in inside.targets)
                     for stmt in node.body for inside in ast.walk(stmt))
        # A pass over layers (``for layer in reversed(layers): for s in layer:``) is a pass by depth, not found order.
        by_layers = any(isinstance(inside, ast.For) and isinstance(inside.iter, ast.Name)
                        and isinstance(node.target, ast.Name) and inside.iter.id == node.target.id
                        for stmt in node.body for inside in ast.walk(stmt))
        if walked in found and stores and not by_layers and walked not in _names_called(node.body, ("append", "extend")):
            return f"for {source.segment(node.target)} in {source.segment(node.iter)}:"
    return None


def undecided_from_transpositions(source: Source, head: str, reached: str, example: str, uncounted: str) -> Problem:
    """The problem of a table whose undecided positions, filled with draws, are those a move to a position found
    earlier leaves open, with no one-parent bookkeeping in the code: one pass in the order the code found the
    positions where the code shows it (:func:`one_pass_in_found_order`), else what the values show, both codes
    given."""
    loop = one_pass_in_found_order(source)
    if loop is not None:
        detail = (f"{head} what one pass gives that values each position once, in the order your code found them"
                  f" (`{loop}`), and reads a move's position not yet valued as a draw: a position met again was found"
                  " earlier, through another move, so the pass values the position that moves there before it."
                  f" {example}{uncounted}")
        return Problem(ONE_PASS_FOUND_ORDER, detail, ONE_PASS_FOUND_ORDER_HINT)
    seen = (f"{head} what you get when a move to a position {reached} reached through another position is never"
            " counted, and every position left undecided is a draw (as when a decided position tells only that one"
            f" parent, or when one pass values the positions in the order they were found): {example}{uncounted}")
    return Problem(UNDECIDED_AS_DRAW, seen, UNDECIDED_FROM_TRANSPOSITIONS)
