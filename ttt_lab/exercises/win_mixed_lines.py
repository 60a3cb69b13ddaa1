"""A win test that reports a winner on a line holding both X and O (issue 27).

Code that reads a line's stones together rather than cell by cell, a sum of codes (X=1, O=2: X, O
and an empty cell add up to 3, X's three in a row), a product, a count of the non-empty cells,
``len(set(line)) <= 2``, finds a "win" on some lines shared by both players. On a board where
nobody has a line it is a false alarm; on a board where O has a line and another line holds X
beside O, it may say X: the other side, though the code never returns the other side on purpose.
:func:`mixed_line_problem` names that one slip from what the function said: a winner on a board
where neither player has two stones (X and O side by side: no misread line of one stone is there),
never on one player's incomplete line, every "wrong player" it gave on a won board explained by a
line shared there too. Code that errs only on full shared lines (``len(set(line)) <= 2``) cannot be
told that way from a line read short, and keeps the generic false-alarm name.

Example:
    >>> from ttt_lab.exercises.win_cases import win_cases
    >>> shared = [c for c in win_cases(3, 3, 3) if c.game.board_text(c.state) == "XO./.../..."]
    >>> mixed_line_problem([], [(shared[0], "X")], lambda case: case.game.board_text(case.state)).name
    'reports a winner on a line that holds both X and O'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _shown
from ttt_lab.exercises.report import MIXED_LINE_WINS, Problem


def _shared_lines(case: Any) -> list[tuple[tuple[int, int], ...]]:
    """The lines of ``case``'s board holding both X and O."""
    game, state = case.game, case.state
    rows = game.board_text(state).split("/")
    found = []
    for line in game.lines:
        stones = {rows[r][c] for r, c in line}
        if {"X", "O"} <= stones:
            found.append(tuple(line))
    return found


def _no_two_alike(case: Any) -> bool:
    """Whether neither player has two stones on ``case``'s board (X and O side by side, say): no code
    that reads lines of one stone, however wrongly it picks their cells, finds a winner there."""
    text: str = case.game.board_text(case.state)
    return text.count("X") < 2 and text.count("O") < 2


def mixed_line_problem(confused: Sequence[tuple[Any, Any]], false_alarms: Sequence[tuple[Any, Any]],
                       describe: Callable[[Any], str]) -> Problem | None:
    """The one problem when every false alarm (a winner where nobody has a line) is on a board with
    a line shared by X and O and none is one player's incomplete line, one of them on a board where
    neither player has two stones (the proof: no misread line of one stone is there), and every board
    where it named the wrong player has a shared line too; None otherwise."""
    if not false_alarms or any(case.kind in ("near", "gap") or not _shared_lines(case)
                               for case, _ in false_alarms):
        return None
    if any(not _shared_lines(case) for case, _ in confused) or not any(_no_two_alike(case) for case, _ in false_alarms):
        return None
    case, answer = _plainest(false_alarms)
    also = ""
    if confused:
        won, said = confused[0]
        also = (f" And on {describe(won)}, where {won.expected} has a line, it said {_shown(said)}"
                f" ({_boards(len(confused))} like this): there too a line holds both ({_holding(won)}), not a"
                " mix-up of who won.")
    return Problem(
        MIXED_LINE_WINS,
        f"On {describe(case)}, where nobody has a line, it said {_shown(answer)}"
        f" ({_boards(len(false_alarms))} with no winner like this): {_holding(case)}.{also}",
        "A line wins only when every one of its cells holds the same stone: test the cells one by one"
        " (line[0] != \".\" and all(cell == line[0] for cell in line)). A sum, a product or a count of a"
        " line's stones also reaches a win's number on some lines that hold both X and O (with X=1 and O=2,"
        " X + O + empty = 3, the same as X + X + X).")


def _plainest(false_alarms: Sequence[tuple[Any, Any]]) -> tuple[Any, Any]:
    """The false alarm with the fewest stones: the shared line is easiest to see there."""
    return min(false_alarms, key=lambda pair: -pair[0].game.board_text(pair[0].state).count("."))


def _boards(count: int) -> str:
    return "1 board" if count == 1 else f"{count} boards"


def _holding(case: Any) -> str:
    """Where ``case``'s first line shared by X and O is, and what it holds."""
    line = _shared_lines(case)[0]
    rows = case.game.board_text(case.state).split("/")
    cells = ", ".join(rows[r][c] for r, c in line).replace(".", "empty")
    return f"the line from {line[0]} to {line[-1]} holds {cells}"
