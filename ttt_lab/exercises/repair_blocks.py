"""Repairs of where the student's statements stand, not of their words (issue 27).

:mod:`~ttt_lab.exercises.repairs` changes one token of the student's code. Some slips are no
wrong token but a statement in the wrong place, and students make them as often: two steps done
in the wrong order (a cutoff tested before the child's value is folded in: ``if child >= beta:
break`` above ``v = max(v, child)``), a ``return`` indented into the loop it should follow (the
loop ends at its first pass), a ``break`` where the cutoff should return, an early exit on a
shortcut that holds only for some games (``if v > 0: return v``), a line that should not be there at
all (a bound reset, a stray update). Each rule here rewrites one block of the student's code, the statements themselves
untouched (they keep their lines, so :mod:`~ttt_lab.exercises.repairs`' guard still sees every
test the student wrote), and is verified by the checker as a token's repair is.
"""

from __future__ import annotations

import ast
import copy
import functools
import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

STEPS_SWAPPED = "does two steps in the wrong order"
RETURNS_IN_LOOP = "returns from inside its loop"
LINE_TOO_MANY = "has a line that does not belong"
BREAKS_FOR_RETURN = "leaves the loop where it should return"
EXITS_EARLY = "leaves its loop early on a shortcut"

_BLOCKS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.For, ast.While, ast.If, ast.With)
"""The statements that hold blocks of statements this module rewrites (``body`` and ``orelse``)."""

_ENDS = (ast.Return, ast.Break, ast.Continue, ast.Raise)
"""Statements after which nothing in their block runs: swapping one up, or deleting one, would leave
code dead rather than mend a slip."""


@dataclass(frozen=True)
class BlockEdit:
    """A rewrite of one block: the problem's ``name`` and ``hint``, the ``line`` of the statement it
    moves or drops (numbered in the parsed piece), what changed (``change``), the statements as they
    stand after it (``after``), and ``rewrite``: given a field (``body``, ``orelse``), the rewrite of
    a block's owner (a function, loop or if) there; :attr:`edit` is the one of its own ``field``."""

    name: str
    hint: str
    line: int
    change: str
    after: str
    rewrite: Callable[[str], Callable[[ast.AST], ast.AST]]
    field: str = "body"

    @property
    def edit(self) -> Callable[[ast.AST], ast.AST]:
        return self.rewrite(self.field)

    def twins(self, owner: ast.AST, tree: ast.AST) -> list[tuple[ast.AST, str]]:
        """The blocks of ``tree`` shaped as ``owner``'s (the same kinds of statement, in the same
        order), with the field that holds each: MAX's loop and MIN's written twice, in another of the
        student's functions (``tree``), or as the two halves of one if, where a slip made in one is
        made in the other."""
        shape = _shape(owner, self.field)
        found = [(other, self.field) for other in ast.walk(tree) if other is not owner
                 and type(other) is type(owner) and _shape(other, self.field) == shape]
        other_half = "orelse" if self.field == "body" else "body"
        if isinstance(owner, ast.If) and _shape(owner, other_half) == shape \
                and any(node is owner for node in ast.walk(tree)):  # an if's other half, in its own function
            found.append((owner, other_half))
        return found


def _shape(owner: ast.AST, field: str) -> tuple[str, ...]:
    return tuple(type(statement).__name__ for statement in getattr(owner, field, []))


def block_edits(node: ast.AST) -> Iterator[BlockEdit]:
    """Every rewrite of the blocks ``node`` holds, most likely first within each rule."""
    if not isinstance(node, _BLOCKS):
        return
    for field in ("body", "orelse"):
        block: list[ast.stmt] = getattr(node, field, [])
        for i, (first, second) in enumerate(itertools.pairwise(block)):
            if _movable(first) and _movable(second) and not isinstance(second, _ENDS) \
                    and not isinstance(first, _ENDS):
                yield BlockEdit(STEPS_SWAPPED, "Say the steps of that loop aloud in the order they must happen:"
                                " which value must be known before the other step uses it?", first.lineno,
                                f"`{_head(first)}` and `{_head(second)}` in the other order",
                                f"{_head(second)} ... {_head(first)}", functools.partial(_reordered, i=i), field)
        for i, statement in enumerate(block):
            if isinstance(statement, (ast.For, ast.While)) and statement.body \
                    and isinstance(statement.body[-1], ast.Return) and len(statement.body) > 1 \
                    and not statement.orelse:
                returned = statement.body[-1]
                yield BlockEdit(RETURNS_IN_LOOP, "A return inside a loop ends the loop at its first pass:"
                                " indent it to the loop's own level, after every child has been seen.",
                                returned.lineno, f"`{_head(returned)}` inside the loop, where it belongs after it",
                                _head(returned), functools.partial(_returned_after, i=i), field)
        if isinstance(node, ast.If) and field == "body":
            for i, statement in enumerate(block):
                if isinstance(statement, ast.Break):
                    # A cutoff's `return beta` made `break`: the code after the loop (a store, a
                    # return of alpha) then runs for a node that failed high.
                    for name in dict.fromkeys(n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)):
                        yield BlockEdit(BREAKS_FOR_RETURN, "A break runs the code after the loop as if every"
                                        " move had been searched; at a cutoff the node is done: return there.",
                                        statement.lineno, f"`break` where `return {name}` belongs",
                                        f"return {name}", functools.partial(_returning, i=i, name=name), field)
        if len(block) > 1:
            for i, statement in enumerate(block):
                if isinstance(statement, (ast.Assign, ast.AugAssign, ast.AnnAssign)) or (
                        isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call)):
                    yield BlockEdit(LINE_TOO_MANY, "Ask what that line is for: which rule of the algorithm"
                                    " says to do it there?", statement.lineno, f"`{_head(statement)}`, a line"
                                    " your function is right without", "", functools.partial(_dropped, i=i), field)
                elif isinstance(node, (ast.For, ast.While, ast.If)) and isinstance(statement, ast.If) \
                        and not statement.orelse and len(statement.body) == 1 \
                        and isinstance(statement.body[0], (ast.Return, ast.Break)):
                    # A shortcut out of the loop (`if v > 0: return v`, a win taken as +1) that holds
                    # only on some games: the search is right without it. Inside a loop or a branch
                    # only: a function's own cap (`if depth == 0: return ...`) dropped mends nothing,
                    # it switches the cap off.
                    yield BlockEdit(EXITS_EARLY, "Ask when that early exit is safe: does it hold for every"
                                    " value the game can have, or only for the ones you had in mind?",
                                    statement.lineno, f"`{_head(statement)} {_head(statement.body[0])}`, an exit"
                                    " your function is right without", "", functools.partial(_dropped, i=i), field)


def _movable(statement: ast.stmt) -> bool:
    """A step that may stand in the wrong place: not a definition, not a docstring."""
    return not isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import,
                                      ast.ImportFrom, ast.Global, ast.Nonlocal, ast.Pass)) \
        and not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant))


def _head(statement: ast.stmt) -> str:
    """The statement's first line, as code (``if child >= beta:`` for a whole if)."""
    text = ast.unparse(statement).splitlines()[0]
    return text


def _with_block(owner: ast.AST, field: str, block: list[ast.stmt]) -> ast.AST:
    rewritten = copy.copy(owner)
    setattr(rewritten, field, block)
    return rewritten


def _reordered(field: str, i: int) -> Callable[[ast.AST], ast.AST]:
    def edit(owner: ast.AST) -> ast.AST:
        block = list(getattr(owner, field))
        block[i], block[i + 1] = block[i + 1], block[i]
        return _with_block(owner, field, block)
    return edit


def _returned_after(field: str, i: int) -> Callable[[ast.AST], ast.AST]:
    def edit(owner: ast.AST) -> ast.AST:
        block = list(getattr(owner, field))
        loop = copy.copy(block[i])
        returned = loop.body[-1]  # type: ignore[attr-defined]
        loop.body = loop.body[:-1]  # type: ignore[attr-defined]
        return _with_block(owner, field, [*block[:i + 1][:-1], loop, returned, *block[i + 1:]])
    return edit


def _returning(field: str, i: int, name: str) -> Callable[[ast.AST], ast.AST]:
    def edit(owner: ast.AST) -> ast.AST:
        block = list(getattr(owner, field))
        block[i] = ast.copy_location(ast.Return(value=ast.Name(id=name, ctx=ast.Load())), block[i])
        return _with_block(owner, field, block)
    return edit


def _dropped(field: str, i: int) -> Callable[[ast.AST], ast.AST]:
    def edit(owner: ast.AST) -> ast.AST:
        block = list(getattr(owner, field))
        return _with_block(owner, field, [*block[:i], *block[i + 1:]])
    return edit
