"""Cutoffs with moves left in other rows: a ``break`` that leaves only the inner of two loops.

A search that walks a board's moves in two nested loops (the rows, then the cells of a row) and
``break``s out of the inner one on a cutoff stops only the rest of that row: the outer loop goes on
with the next row, whose first cell is searched with the window already closed, and so on. A
textbook tree lists a node's moves in one "row", so such a search prunes every tree exactly; only
a board where alpha-beta cuts with rows still to try shows it. The graded positions here are such
boards (``tests/test_alphabeta_rows.py`` asserts that the model and the library part on each), and
the leaves the student scores there are compared with :func:`ttt_lab.search.alphabeta`'s.

:func:`row_break_leaves` is the model: alpha-beta whose cutoff leaves only the current row. When
it reproduces the leaves the student scored, the mistake is named with its loops; when the student
scores leaves alpha-beta never reaches and the model does not fit, the board and the extra leaf
are shown (a cutoff not honoured) without a cause.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from ttt_lab.exercises.alphabeta_leaves import _recorded_leaves
from ttt_lab.exercises.harness import _call, _close, _Outcome
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.move_order_leaves import OrderWatch, own_order_problem
from ttt_lab.exercises.report import KEEPS_VISITING, Problem
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.search import minimax

# Boards on which alpha-beta cuts at a node with other rows still to try (asserted by a test).
ROW_CUTOFF_BOARDS = (".../XO./X.O", "XX./..O/..O", ".OO/XX./...")


def _key(state: Any) -> Any:
    return tuple(tuple(row) for row in state) if isinstance(state, list) else state


def _row(move: Any) -> Any:
    """The row a move lies in, read as the student's ``move[0]``: its first coordinate (``(1, 2)`` is in
    row 1); a tree's moves into one node's children (``"b1"``, ``"b2"``) share their letter, one row."""
    return move[0] if isinstance(move, (tuple, list, str)) and move else move


def row_break_leaves(game: Any, state: Any, *, on_equal: bool, test: str) -> list[Any]:
    """The leaves, in order, that alpha-beta scores when a cutoff leaves only the current row.

    ``on_equal``: stop on ``v >= beta`` (AIMA) rather than ``v > beta``. ``test``: ``"bound"`` tests
    ``alpha >= beta`` after the bound's update (it stays true for the rest of the node, so each later
    row stops after its first cell, searched with the window closed); ``"value"`` tests ``v`` against
    the other bound after updating its own, ``"value-first"`` before (the window handed to the later
    rows is then the one before the cutoff).
    """
    leaves: list[Any] = []
    top = game.players[0]

    def search(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            leaves.append(s)
            return float(game.utility(s, top))
        maximizing = game.to_move(s) == top
        v = -math.inf if maximizing else math.inf
        moves = list(game.actions(s))
        rows: list[Any] = []
        for move in moves:
            if _row(move) not in rows:
                rows.append(_row(move))
        for row in rows:
            for move in (m for m in moves if _row(m) == row):
                child = search(game.result(s, move), alpha, beta)
                v = max(v, child) if maximizing else min(v, child)
                other = beta if maximizing else alpha
                past = (v >= beta) if maximizing else (v <= alpha)
                if test == "value-first" and past and (on_equal or v != other):
                    break  # leaves this row only: the outer loop goes on with the next
                if maximizing:
                    alpha = max(alpha, v)
                else:
                    beta = min(beta, v)
                if test == "bound":
                    past, at = alpha >= beta, alpha == beta
                else:
                    at = v == other
                if test != "value-first" and past and (on_equal or not at):
                    break
        return v

    search(state, -math.inf, math.inf)
    return leaves


_TESTS = ("bound", "value", "value-first")


@cache
def _boards() -> tuple[tuple[str, Any, float], ...]:
    game = ListBoardGame()
    return tuple((text, game, minimax(game, game.parse(text)).value) for text in ROW_CUTOFF_BOARDS)


def row_cutoff_problems(run: Callable[..., Any], window: Sequence[float], convention: str,
                        source: Source) -> tuple[list[Problem], int, int]:
    """Run the student on :data:`ROW_CUTOFF_BOARDS` and compare the leaves it scores with alpha-beta's.

    Returns the problems, the number of positions run and how many went wrong. Only leaves
    alpha-beta never scores count (a search that remembers positions may score fewer, rightly).
    The loops are named only where the model fits every board and ``source`` (when it can be read)
    has a ``break`` in a loop inside another loop.
    """
    conventions = {"aima": (True,), "strict": (False,)}.get(convention, (True, False))
    wrong: list[tuple[str, Any, list[Any], list[Any]]] = []
    asked: list[tuple[str, Any, list[Any], dict[Any, list[Any]]]] = []  # what the own-order model reads
    for text, game, expected in _boards():
        watch = OrderWatch(game)
        state = watch.watch(game.parse(text))
        out: _Outcome = _call(run, watch, watch, state, *window)
        if out.error is not None or out.too_many or out.number is None or not _close(out.number, expected):
            continue  # values are graded elsewhere; only the leaves of a right search are read here
        seen = [_key(leaf) for leaf in watch.leaves]
        wanted = {on: [_key(leaf) for leaf in _recorded_leaves(game, game.parse(text), on)[0]] for on in conventions}
        if any(seen == leaves for leaves in wanted.values()):
            continue
        allowed = {leaf for leaves in wanted.values() for leaf in leaves}
        extra = [leaf for leaf in seen if leaf not in allowed]
        if extra:
            wrong.append((text, game, seen, extra))
            asked.append((text, game, [game.key(leaf) for leaf in watch.leaves], watch.asked))
    if not wrong:
        return [], len(ROW_CUTOFF_BOARDS), 0
    text, game, seen, extra = wrong[0]
    needed = len(_recorded_leaves(game, game.parse(text), convention != "strict")[0])
    detail = (f"On the board {text} it scored {len(seen)} leaves where alpha-beta needs {needed}; one it"
              f" should never reach is {_board(extra[0])}.")
    fits = all(any(seen == [_key(leaf) for leaf in row_break_leaves(
        game, game.parse(board), on_equal=on, test=test)] for on in conventions for test in _TESTS)
        for board, game, seen, _ in wrong) and (not source.trees or breaks_inner_loop(source))
    # Every cutoff taken, the moves tried in an order of the code's own: not a cutoff it went past.
    own_order = None if fits else own_order_problem(asked, conventions, needed, _board_text)
    if own_order is not None:
        problem = own_order
    elif fits:
        problem = Problem(
            KEEPS_VISITING,
            detail + "\nThese are exactly the leaves of a search whose cutoff stops only the rest of the row it"
            " is in: the moves are walked in two loops (rows, then cells) and the break leaves the inner one,"
            " so the outer loop goes on with the next row. On the textbook trees every move is in one row,"
            " which is why they came out right.",
            "A cutoff must end the whole node: return v at once (or break out of both loops, e.g. loop over"
            " game.actions(state) in one loop) instead of a break that leaves only the inner loop.",
        )
    else:
        problem = Problem(
            KEEPS_VISITING, detail,
            "Stop the node as soon as v >= beta at a MAX node or v <= alpha at a MIN node, for all of its"
            " remaining moves, not only some of them.",
        )
    return [problem], len(ROW_CUTOFF_BOARDS), len(wrong)


def _board_text(state: Any) -> str:
    """A list board (rows of cells) as the checker writes boards, ``XX./..O/..O``."""
    return _board(_key(state))


def _board(state: Any) -> str:
    return "/".join("".join(str(cell) for cell in row) for row in state) if isinstance(state, tuple) else str(state)


_LOOPS = (ast.For, ast.While, ast.AsyncFor)


def breaks_inner_loop(source: Source) -> bool:
    """Whether some ``break`` of the student's code leaves a loop that sits inside another loop."""
    def walk(node: ast.AST, depth: int) -> bool:  # depth: the loops around node, in its own function
        for child in ast.iter_child_nodes(node):
            inner = 0 if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) else depth
            if isinstance(child, ast.Break) and depth >= 2:
                return True
            if walk(child, inner + 1 if isinstance(child, _LOOPS) else inner):
                return True
        return False

    return any(walk(tree, 0) for tree in source.trees)
