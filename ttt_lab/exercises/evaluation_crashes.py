"""Why an evaluation divided by zero, told from the boards it crashed on (issue 27; wave 35's ev_04).

An evaluation that normalises by the cells left (``balance / empty``, "fewer moves left, surer estimate") raises
ZeroDivisionError on a full board, where that count is 0. The crash was told with the student's line and the
board, yet the hint ("an evaluation must cope with any board") left the student to see why the divisor was 0 there.
:func:`crash_hint` says it where every board it crashed on is full and the error is a division by zero, naming the
divisor as the student's line writes it.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> text = "ZeroDivisionError: division by zero\\n(in my_evaluation, line 19: return balance / empty)"
    >>> crash_hint(game, [game.parse("OXO/XOX/XOX")], text).split(":")[0]
    'Every board it crashed on is full, with no empty cell left, so `empty` is 0 there'
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from typing import Any

GENERIC_HINT = "An evaluation must cope with any board: empty, nearly full, or finished."

def divisor(text: str) -> str | None:
    """The one divisor of the student's line quoted at the end of ``text`` (``(in f, line 19: return a / b)``), as
    written; None where the line holds no division or several."""
    line = text.rstrip().split("\n")[-1]
    if not line.startswith("(in ") or ": " not in line or not line.endswith(")"):
        return None
    code = line[:-1].split(": ", 1)[1].strip()
    try:
        tree = ast.parse(code + " pass" if code.endswith(":") else code)  # an if or a while line: a body to parse
    except SyntaxError:
        return None
    found = [node.right for node in ast.walk(tree) if isinstance(node, ast.BinOp)  # a number written is never 0
             and isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)) and not isinstance(node.right, ast.Constant)]
    return ast.unparse(found[0]) if len(found) == 1 else None


def crash_hint(game: Any, states: Sequence[Any], text: str) -> str:
    """The hint for an evaluation's crashes (``states``, where it raised; ``text``, the first error as shown):
    where it divided by zero and every such board is a finished game, why its divisor is 0 there (no empty cell
    on a full board, no move left once the game is over); else the generic hint."""
    if not text.startswith("ZeroDivisionError") or not states or not all(game.is_terminal(state) for state in states):
        return GENERIC_HINT
    found = divisor(text)
    shown = f"`{found}`" if found else "what it divides by"
    if all(game.stone_at(state, cell) is not None for state in states for cell in game.cells):
        return (f"Every board it crashed on is full, with no empty cell left, so {shown} is 0 there: a count of the"
                " empty cells (or of the moves left) is 0 once the board is full. Give a full board its value before"
                " dividing, or divide by a number that is never 0.")
    return (f"Every board it crashed on is a finished game (a full board, or a line won: no move is left there), so"
            f" {shown} is 0 there: a count of the moves left is 0 once the game is over. Give a finished game its"
            " value before dividing (game.is_terminal(state)), or divide by a number that is never 0.")
