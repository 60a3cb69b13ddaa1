"""An entry read back for a position that never stored it: a table keyed by something many positions
share (a slot ``hash(key) % size`` whose stored key is never compared, the sum of the cells, one row,
part of the board's text).

Told from behaviour, whatever the key: the table the student is given sees, at each write and each
read, which position the student's code is at (the nearest frame of the student's own code with a
position among its arguments), and notes a read that finds an entry only other positions wrote.
The name is given only when the same code, with each position's entries kept apart (the key then
names the position, as it should), answers every search right: the shared key explains every value.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.report import Problem
from ttt_lab.games.mnk import MNKState, TicTacToe

ANOTHER_POSITIONS_ENTRY = "uses an entry stored for another position"
ANOTHER_POSITIONS_ENTRY_HINT = ("A table's key must name one position. A slot number (hash(key) % size), the sum of"
                                " the cells, one row or part of the board is shared by many positions, so an entry"
                                " another position stored answers for this one. Store the position's own key in the"
                                " entry (game.key(state)) and use an entry only if its stored key is this position's"
                                " (entry key == game.key(state)), or key the dict by game.key(state) itself.")

_GAME = TicTacToe()
_MISSING = object()


class PositionSeeingTable(dict):  # type: ignore[type-arg]
    """A dict that knows which position the student's code is at when it writes or reads a key.

    With ``apart`` each position's entries are kept apart (a read finds only what the same position,
    or a symmetric one, wrote), as if the key named the position; otherwise it behaves like a dict and
    notes the first read of an entry that only other positions wrote."""

    def __init__(self, student_globals: Any, apart: bool = False) -> None:
        super().__init__()
        self._globals = student_globals
        self._apart = apart
        self._own: dict[tuple[Any, Any], Any] = {}
        self.writers: dict[Any, dict[int, MNKState]] = {}
        self.crossing: tuple[Any, MNKState, MNKState] | None = None  # key, who wrote it, who read it

    def _position(self) -> MNKState | None:
        frame = sys._getframe(2)
        while frame is not None:
            if frame.f_globals is self._globals:
                code = frame.f_code
                names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
                for name in names:
                    value = frame.f_locals.get(name)
                    if isinstance(value, MNKState):
                        return value
            frame = frame.f_back  # type: ignore[assignment]
        return None

    def _hashable(self, key: Any) -> bool:
        try:
            hash(key)
        except TypeError:
            return False
        return True

    def __setitem__(self, key: Any, value: Any) -> None:
        state = self._position() if self._hashable(key) else None
        if state is not None:
            self.writers.setdefault(key, {})[_GAME.canonical_key(state)] = state
            if self._apart:
                self._own[key, _GAME.canonical_key(state)] = value
        super().__setitem__(key, value)

    def _read(self, key: Any) -> Any:
        state = self._position() if self._hashable(key) else None
        if state is None:
            return super().get(key, _MISSING)
        if self._apart:
            return self._own.get((key, _GAME.canonical_key(state)), _MISSING)
        found = super().get(key, _MISSING)
        writers = self.writers.get(key, {})
        if found is not _MISSING and writers and _GAME.canonical_key(state) not in writers and self.crossing is None:
            self.crossing = (key, next(iter(writers.values())), state)
        return found

    def __getitem__(self, key: Any) -> Any:
        found = self._read(key)
        if found is _MISSING:
            raise KeyError(key)
        return found

    def get(self, key: Any, default: Any = None) -> Any:
        found = self._read(key)
        return default if found is _MISSING else found

    def __contains__(self, key: object) -> bool:
        return self._read(key) is not _MISSING

    def setdefault(self, key: Any, default: Any = None) -> Any:
        found = self._read(key)
        if found is _MISSING:
            self[key] = default
            return default
        return found


def another_positions_entry(run_all: Callable[[Callable[[], Any]], tuple[bool, str | None]], fn: Callable[..., Any],
                            shown: Problem) -> Problem | None:
    """The problem ``shown`` named as an entry read for a position that never stored it, when the
    student's reads cross between positions and, with each position's entries kept apart, every
    search asked comes out right. ``run_all(new_table)`` asks the checker's searches, each sequence
    with a table from ``new_table()``, and says whether all came out right and, if not, the first
    wrong one's words."""
    namespace = getattr(fn, "__globals__", None)
    if namespace is None:
        return None
    seen: list[PositionSeeingTable] = []

    def seeing() -> PositionSeeingTable:
        seen.append(PositionSeeingTable(namespace))
        return seen[-1]

    right, _ = run_all(seeing)
    crossing = next((table.crossing for table in seen if table.crossing is not None), None)
    if right or crossing is None:
        return None
    apart_right, _ = run_all(lambda: PositionSeeingTable(namespace, apart=True))
    if not apart_right:
        return None
    key, writer, reader = crossing
    shown_key = repr(key) if len(repr(key)) <= 40 else repr(key)[:37] + "..."
    return Problem(ANOTHER_POSITIONS_ENTRY, f"{shown.detail} Your table's entry under the key {shown_key} was"
                   f" stored while searching {_GAME.board_text(writer)} and read back, as its own, while searching"
                   f" {_GAME.board_text(reader)}, which never stored it. Kept apart by position, the same code"
                   " gives every value right.", ANOTHER_POSITIONS_ENTRY_HINT)
