"""An empty cell read as a player's stone: the cause behind a win test's "empty line" and
"incomplete line" symptoms.

A win test that scores each cell ``-1 if cell == "X" else 1`` and calls a line of sum 3 O's win
(blind36's win_01, a port of a public "Tic Tac Win") counts the empty "." as O's stone: the empty
board is O's, and so is every line where the cells that are not O's are empty. The checker saw
both symptoms and named them apart ("counts an empty line as a win", "reports a winner for an
incomplete line"), which says what happens twice and never why. :func:`empty_read_as_stone`
names the cause instead, where it explains every false win: on each board where the function
names a player who has no line, that player has one once every empty cell is read as theirs,
and the empty board is among them. The symptoms it explains go; other slips (a line missed) stay.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import EMPTY_AS_STONE, EMPTY_LINE_WINS, INCOMPLETE_LINE, Problem

SYMPTOMS = (EMPTY_LINE_WINS, INCOMPLETE_LINE)
"""The names an empty cell read as a stone shows as, which :func:`empty_read_as_stone` replaces."""


def _line_once_filled(case: Any, player: str) -> bool:
    """``player`` has a line on ``case``'s board with every empty cell read as their stone."""
    game, state = case.game, case.state
    return any(all(game.stone_at(state, cell) in (None, player) for cell in line) for line in game.lines)


def empty_read_as_stone(problems: list[Problem], answers: Sequence[tuple[Any, Any]], fn: Callable[..., Any],
                        describe: Callable[[Any], str]) -> list[Problem]:
    """``problems`` with the empty-line and incomplete-line symptoms told as their cause, where
    one player is named wrongly on the empty board and on every board it is named wrongly on has a
    line once the empty cells are read as theirs (``answers``: (case, answer), each case with its
    ``game``, ``state``, ``expected`` and ``kind``, as the win test's; ``describe`` shows a case's
    board). Unchanged otherwise."""
    if not any(p.name in SYMPTOMS and not p.note for p in problems):
        return problems
    false_wins = [(case, answer) for case, answer in answers if answer in ("X", "O") and answer != case.expected]
    named = {answer for _, answer in false_wins}
    if len(named) != 1:
        return problems
    (player,) = named
    empty = next((case for case, answer in false_wins if case.state.stones == 0), None)
    if empty is None or not all(_line_once_filled(case, player) for case, _ in false_wins):
        return problems
    other = next((case for case, _ in false_wins if case.state.stones > 0), None)
    seen = f" and on {describe(other)}, where {player} has no line, '{player}' too" if other is not None else ""
    quoted = _scored_by_one_marker(fn)
    code = (f" Your code's `{quoted}` gives every cell that is not the marker it tests, the empty '.' too, the"
            " other player's value." if quoted else "")
    detail = (f"On the empty board it said '{player}'{seen} ({len(false_wins)} boards where nobody, or the other"
              f" player, has a line): on every one of them {player} has a line once each empty cell is read as"
              f" {player}'s stone. Your function reads an empty cell as {player}'s.{code}")
    hint = ("Give the empty cell a value of its own, 0, beside the two players' (one of them negative), so that no"
            " line with an empty cell sums to a win." if quoted else
            f"Test each cell for {player}'s stone itself (cell == '{player}'): an empty cell is nobody's.")
    first = next(i for i, p in enumerate(problems) if p.name in SYMPTOMS and not p.note)
    told = Problem(EMPTY_AS_STONE, detail, hint)
    return [told if i == first else p for i, p in enumerate(problems) if i == first or p.name not in SYMPTOMS]


def _scored_by_one_marker(fn: Callable[..., Any]) -> str | None:
    """A conditional expression that scores a cell by one marker alone, numbers on both sides
    (``-1 if piece == 'X' else 1``), as the source writes it; ``None`` where the code has none."""
    try:
        source = read_source(fn, levels=2)
    except Exception:
        return None

    def number(node: ast.AST) -> bool:
        inner = node.operand if isinstance(node, ast.UnaryOp) else node
        return isinstance(inner, ast.Constant) and isinstance(inner.value, (int, float))

    for node in source.nodes():
        if (isinstance(node, ast.IfExp) and isinstance(node.test, ast.Compare) and len(node.test.ops) == 1
                and isinstance(node.test.ops[0], (ast.Eq, ast.NotEq)) and number(node.body) and number(node.orelse)
                and any(isinstance(side, ast.Constant) and side.value in ("X", "O")
                        for side in (node.test.left, node.test.comparators[0]))):
            return source.segment(node)
    return None
