"""Ultimate positions as text: writing the grid, and reading it back with the rules checked.

``str(state)`` and ``game.parse(text)`` round-trip; these are their implementations, kept
apart from the rules because checking that a text describes a position the rules can
produce takes as much code as the rules themselves.

Example:
    >>> from ttt_lab.games.ultimate import Ultimate
    >>> game = Ultimate()
    >>> state = game.play(game.initial_state(), (4, 4))
    >>> position_text(state, "/", finished=False)[:23]
    '.........|.........|...'
    >>> read_position(game, position_text(state, "/", finished=False)) == state
    True
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ttt_lab.games.text import quoted
from ttt_lab.games.ultimate_grid import (
    _ALL,
    _MOVE_INFO,
    _WINS,
    UltimateState,
    _common_stone,
    _name,
    _new_state,
    cell_bit,
)

if TYPE_CHECKING:
    from ttt_lab.games.ultimate import Ultimate

_NEXT = re.compile(r"next\s*:?\s*([^\s;,]*)", re.IGNORECASE)


def position_text(state: UltimateState, separator: str, *, finished: bool) -> str:
    """The grid as 9 rows like ``X..|...|.O.`` and a ``next:`` clause (see ``Ultimate.board_text``)."""
    x, o = state.x, state.o
    rows = []
    for r in range(9):
        row = []
        for c in range(9):
            bit = _MOVE_INFO[(r, c)][1]
            row.append("X" if x & bit else "O" if o & bit else ".")
            if c in (2, 5):
                row.append("|")
        rows.append("".join(row))
    forced = state.forced
    nxt = "next: " + (str(forced) if forced is not None else "none" if finished else "any")
    if separator == "\n":
        return "\n".join(rows[0:3] + ["---+---+---"] + rows[3:6] + ["---+---+---"] + rows[6:9] + [nxt])
    return separator.join(rows) + " " + nxt



def read_position(game: Ultimate, text: str) -> UltimateState:
    """The position ``text`` describes, checked against the rules (see ``Ultimate.parse``)."""

    if not isinstance(text, str):
        raise ValueError(f"a position must be text, got {type(text).__name__}")
    found = _NEXT.findall(text)
    if len(found) > 1:
        raise ValueError(f"the text has {len(found)} 'next:' clauses, it needs one at most: {quoted(text)}")
    body = _NEXT.sub("\n", text)
    rows = []
    for chunk in body.replace("/", "\n").splitlines():
        row = re.sub(r"[\s|]", "", chunk)
        if row and set(row) - set("-+="):
            rows.append(row)
    if len(rows) != 9:
        raise ValueError(f"Ultimate needs 9 rows of 9 cells, the text has {len(rows)} rows: {quoted(text)}")
    x = o = 0
    for r, row in enumerate(rows):
        if len(row) != 9:
            raise ValueError(f"row {r} must have 9 cells, it has {len(row)}: {quoted(row)} in {quoted(text)}")
        for c, symbol in enumerate(row):
            upper = symbol.upper()
            if upper not in ("X", "O", "."):
                raise ValueError(f"unknown symbol {symbol!r} at row {r}, column {c}; use X, O or .")
            if upper == "X":
                x |= 1 << cell_bit((r, c))
            elif upper == "O":
                o |= 1 << cell_bit((r, c))
    return _consistent_state(game, x, o, found[0].lower() if found else None, text)



def _consistent_state(game: Ultimate, x: int, o: int, nxt: str | None, text: str) -> UltimateState:
    xs, os = x.bit_count(), o.bit_count()
    if not (xs == os or xs == os + 1):
        raise ValueError(
            f"impossible stone counts: X has {xs}, O has {os}; X moves first, so X has as"
            f" many stones as O or one more: {quoted(text)}"
        )
    boards = {"X": 0, "O": 0}
    closed = 0
    for b in range(9):
        xb, ob = x >> 9 * b & _ALL, o >> 9 * b & _ALL
        won = [side for side, p in (("X", xb), ("O", ob)) if _WINS[p]]
        if len(won) == 2:
            raise ValueError(
                f"small board {_name(b)} is won by both X and O; play stops in a board at its"
                f" first three in a row: {quoted(text)}"
            )
        if won:
            side = won[0]
            if not _common_stone(xb if side == "X" else ob):
                raise ValueError(
                    f"{side} has lines in small board {_name(b)} that no single last stone"
                    f" completes, so play went on inside a won board: {quoted(text)}"
                )
            boards[side] |= 1 << b
            closed |= 1 << b
        elif xb | ob == _ALL:
            closed |= 1 << b
    if _WINS[boards["X"]] and _WINS[boards["O"]]:
        raise ValueError(f"both X and O have three small boards in a line; the game stops at the first: {quoted(text)}")
    winner = None
    for side, must_have in (("X", os + 1), ("O", os)):
        if _WINS[boards[side]]:
            winner = side
            if xs != must_have:
                raise ValueError(
                    f"{side} has three small boards in a line but play went on after the win"
                    f" (X has {xs} stones, O has {os}): {quoted(text)}"
                )
            if not _common_stone(boards[side]):
                raise ValueError(
                    f"{side} has lines on the big grid that no single last board completes,"
                    f" so play went on after the game was won: {quoted(text)}"
                )
    terminal = winner is not None or closed == _ALL
    forced: int | None
    if terminal:
        if nxt not in (None, "none"):
            over = f"{winner} has won" if winner else "every small board is closed"
            raise ValueError(
                f"the game is over ({over}), so no board is next; write 'next: none' or leave it"
                f" out, not {quoted('next: ' + nxt)}: {quoted(text)}"
            )
        forced = None
    elif nxt is None:
        if xs + os:
            raise ValueError(
                "missing 'next:' line: stones alone do not say which small board the side to"
                f" move was sent to; end the text with e.g. 'next: 4' or 'next: any': {quoted(text)}"
            )
        forced = None
    elif nxt == "any":
        forced = None
    elif nxt == "none":
        raise ValueError(
            f"'next: none' is only for a finished game; say 'next: any' or a board 0-8: {quoted(text)}"
        )
    elif nxt in tuple("012345678"):
        forced = int(nxt)
    else:
        raise ValueError(f"{quoted('next: ' + nxt)} is not a small board: use 0-8, 'any' or 'none': {quoted(text)}")
    if not terminal:
        _check_sent_to(x, o, boards, closed, forced, text)
    return _new_state(  # type: ignore[no-any-return]
        UltimateState, (x, o, boards["X"], boards["O"], closed, forced, winner, xs + os, game)
    )

def _check_sent_to(
    x: int, o: int, boards: dict[str, int], closed: int, forced: int | None, text: str
) -> None:
    stones = x.bit_count() + o.bit_count()
    if forced is not None and closed >> forced & 1:
        raise ValueError(
            f"'next: {forced}' sends play to small board {_name(forced)}, which is closed (won"
            f" or full); a player sent to a closed board may play in any open one: write"
            f" 'next: any': {quoted(text)}"
        )
    if stones == 0:
        if forced is not None:
            raise ValueError(f"no stone is down yet, so X may play anywhere: write 'next: any': {quoted(text)}")
        return
    # Which of the last mover's stones could have been the last move?
    mover, mine = ("X", x) if stones & 1 else ("O", o)
    to_move = "O" if mover == "X" else "X"
    targets: set[int] = set()
    for b in range(9):
        if boards[to_move] >> b & 1:
            continue  # the side to move had won it before, so no stone went in afterwards
        pattern = mine >> 9 * b & _ALL
        if boards[mover] >> b & 1:
            pattern = _common_stone(pattern)  # only the stone that won it can be last
        targets.update(i for i in range(9) if pattern >> i & 1)
    if forced is not None and forced not in targets:
        raise ValueError(
            f"'next: {forced}' is impossible: no stone of {mover} (who moved last) could have been"
            f" the last move and sent {to_move} to small board {_name(forced)}: {quoted(text)}"
        )
    if forced is None and not any(closed >> t & 1 for t in targets):
        raise ValueError(
            f"'next: any' is impossible: no stone of {mover} (who moved last) could have been the"
            f" last move and sent {to_move} to a closed board; say which board is next: {quoted(text)}"
        )

