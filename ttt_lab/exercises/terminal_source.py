"""Which position the code asks "is the game over?" about, read from its source.

A search written as a helper nested in the graded function (``def search(curr_state, d): ...``)
can test ``game.is_terminal(state)`` on the graded function's own ``state``, the root, where the
helper's ``curr_state`` belongs (blind34's dl_08, from a public ``alpha_beta_algorithm``): finished
games inside the search are never seen as finished, so they are evaluated at the horizon and worth
their loop's start (no moves) above it. check_depth_limited_minimax sees a finished game evaluated;
this says why, instead of a shortcut the code does not have.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import EVALUATES_TERMINAL, Problem

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _own_nodes(function: ast.AST) -> list[ast.AST]:
    """The nodes of ``function``'s body, not those of functions defined inside it."""
    found: list[ast.AST] = []
    stack = list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        if isinstance(node, _DEFS):
            continue
        found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def outer_state_tested(source: Source) -> tuple[str, str, str] | None:
    """``(the test's text, the name it tests, the helper's own position)`` for a finished-game test, in a
    function that searches from a position of its own (a parameter it hands to game.actions or
    game.result), of a name that is neither its parameter nor set inside it: a position from outside."""
    for function in (node for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))):
        params = {a.arg for a in (*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs)}
        own = _own_nodes(function)
        stored = {n.id for n in own if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        searched = [arg.id for n in own if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                    and n.func.attr in ("actions", "result") and n.args
                    for arg in n.args[:1] if isinstance(arg, ast.Name) and arg.id in params]
        if not searched:
            continue
        for call in own:
            if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "is_terminal"
                    and call.args and isinstance(call.args[0], ast.Name)):
                name = call.args[0].id
                if name not in params and name not in stored:
                    return source.segment(call), name, searched[0]
    return None


def finished_game_evaluated_above(detail: str, right: float, fn: Callable[..., Any]) -> Problem:
    """A finished game evaluated inside the search though, asked about it directly (depth 0 or 1), the
    function returns its utility: the test on the wrong position where the code has one, else a
    shortcut that evaluates children without calling the search on them."""
    found = outer_state_tested(read_source(fn))
    if found is not None:
        text, name, own = found
        return Problem(
            EVALUATES_TERMINAL,
            detail + f"\nYour code's `{text}` asks whether {name}, the position the search started from, is"
                     f" over, not {own}, the one the call is at: a finished game inside the search is never seen as"
                     " finished, so it is evaluated at the horizon (and worth its loop's start above it).",
            f"Test the position the call is at: game.is_terminal({own}).",
        )
    return Problem(
        EVALUATES_TERMINAL,
        detail + f"\nCalled on that finished game itself (depth 0 or 1), your function returns its utility,"
                 f" {_num(right)}, without evaluating it: the evaluation comes from a shortcut that scores"
                 " children with evaluate(child) without calling your search on them, finished or not.",
        "Where your code evaluates children directly (a shortcut at depth 1, or a helper), a finished child"
        " is worth its utility: test game.is_terminal(child) first, or drop the shortcut and call your search"
        " on each child with depth - 1.",
    )
