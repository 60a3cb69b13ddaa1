"""A finished game scored by a test of the code's own that runs before the game's: "board full: a draw" before
the win test.

Code that decides a finished position in a helper of its own often asks first whether the board is full
(``if not list(game.empty_cells(s)): return 0``, ``if '_' not in layout: return 'd'``) and only then the
game (``game.is_terminal``, ``game.utility``): a game won with the last stone, on a full board, comes out a
draw (wave 25's r_05). Told "decide from game.utility(state, game.players[0])", a student whose code already
calls it looks for a call it has; the slip is the order of the two tests. :func:`vet_finished_first` words the
hint of "scores finished games wrongly" from that code, where the code shows such a test returning the very
value the wrong finished game got.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, called_name, read_source
from ttt_lab.exercises.report import HINT_VETTERS, Problem
from ttt_lab.exercises.retrograde_names import FINISHED_WRONG

_GAME_TESTS = ("is_terminal", "utility", "winner", "terminal_test", "is_win", "has_won")


def _constant(node: ast.AST) -> float | None:
    """The number a return gives where it is a constant (``0``, ``-1``, ``0.0``); None otherwise."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _constant(node.operand)
        return None if inner is None else -inner
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return float(node.value)
    return None


def _asks_game(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and called_name(n) in _GAME_TESTS for n in ast.walk(node))


def own_test_first(source: Source, value: float) -> tuple[str, str] | None:
    """(the early test, the game's test after it) where a function's body has an ``if`` that returns the constant
    ``value`` at once, tests nothing of the game's (no is_terminal, utility, winner...), and comes before a
    statement of the same body that asks the game; None otherwise."""
    for tree in source.trees:
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            early: ast.If | None = None
            for statement in function.body:
                if (early is None and isinstance(statement, ast.If) and not _asks_game(statement.test)
                        and statement.body and isinstance(statement.body[0], ast.Return)
                        and statement.body[0].value is not None and _constant(statement.body[0].value) == value):
                    early = statement
                elif early is not None and _asks_game(statement):
                    later = statement.test if isinstance(statement, ast.If) else statement
                    return source.segment(early.test), source.segment(later).splitlines()[0].strip()
    return None


def vet_finished_first(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the hint of "scores finished games wrongly" in the code's words where the code returns the
    value the wrong finished game got (read off the problem's detail) from a test of its own that runs before it
    asks the game; unchanged otherwise."""
    index = next((i for i, p in enumerate(problems) if p.name == FINISHED_WRONG and not p.note), None)
    if index is None:
        return problems
    got = re.search(r"a finished game, got (-?[0-9.]+);", problems[index].detail)
    if got is None:
        return problems
    found = own_test_first(read_source(fn, levels=2), float(got.group(1)))
    if found is None:
        return problems
    early, later = found
    detail = (f"{problems[index].detail}\nYour code returns {got.group(1)} where `{early}`, before it asks the game"
              f" (`{later}`): a game won with its last stone is finished on a full board too, and that test"
              " scores it before the win is seen.")
    hint = (f"Ask the game first: move the test `{early}` after `{later}` (or drop it: game.utility already scores"
            " a draw 0), so that a win on a full board counts as the win it is.")
    return [*problems[:index], dataclasses.replace(problems[index], detail=detail, hint=hint), *problems[index + 1:]]


HINT_VETTERS.append(vet_finished_first)
