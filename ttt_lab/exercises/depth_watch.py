"""How far below its root a student's depth-limited search plays moves, and a search stopped once it
has shown that it ignores the limit (issue 27).

A search asked for ``depth`` plies plays moves only at positions fewer than ``depth`` plies below
its root; code that looks one ply further (``depth + 1``) plays them at ``depth`` plies. A search
that plays a move further down still, already on a search of depth 0 (at its root) and of depth
1 (three plies below), goes on past the limit: the limit is never what stops it. Searching on to
the end of the game only costs the student time (a checker must never make a student wait for
"runs too long"), so the watch stops it there and the checker says what it saw.

The plies are counted along the states the watch itself hands out (``game.result``): a state the
student builds on its own (a copy) counts as a root, so the count can only fall short, never
claim a move deeper than the one played.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.exercises.harness import _call
    >>> def to_the_end(game, state, depth):  # never reads depth
    ...     if game.is_terminal(state):
    ...         return game.utility(state, "X")
    ...     return max(to_the_end(game, game.result(state, m), depth - 1) for m in game.actions(state))
    >>> game = TicTacToe()
    >>> root = game.parse("X../.../...")
    >>> watch = DepthWatch(game, root, 1)
    >>> _call(to_the_end, watch, watch, root, 1).too_many, watch.past, watch.deepest
    (True, True, 4)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _TooManyPositions, _Watch
from ttt_lab.exercises.report import IGNORES_DEPTH, Problem

BEYOND = 3
"""Plies below the depth limit at which a move about to be played shows the limit ignored: far past
the one ply more that an off-by-one search plays (a depth-1 search is stopped at a position 4 plies
below its root, about to play a fifth ply)."""


class _PastTheLimit(_TooManyPositions):
    """Raised inside a student's search once it plays a move far below its depth limit."""


class DepthWatch(_Watch):
    """A watched game that notes the deepest ply below ``root`` at which the student's search
    played a move (``deepest``, -1 for none), and stops the search (``past``) once it plays one
    :data:`BEYOND` plies or more below the depth limit."""

    def __init__(self, game: Any, root: Any, depth: int, cap: int = 20_000) -> None:
        super().__init__(game, cap)
        self.limit = depth
        self.deepest = -1
        self.past = False
        self._ply: dict[int, int] = {id(root): 0}
        self._kept: list[Any] = [root]  # alive, so that no other state takes an id counted here

    def result(self, state: Any, move: Any) -> Any:
        ply = self._ply.get(id(state), 0)
        self.deepest = max(self.deepest, ply)
        if ply >= self.limit + BEYOND:
            self.past = True
            raise _PastTheLimit
        child = super().result(state, move)
        self._ply[id(child)] = ply + 1
        self._kept.append(child)
        return child


def searches_past_the_limit(ask: Callable[[Any, Any, int], Any], game: Any,
                            searches: Sequence[tuple[Any, int, str]], fn: Callable[..., Any]) -> Problem | None:
    """"Ignores the depth limit" when every search of depth 0 and 1 among ``searches`` (state,
    depth, label) played moves past it: at the root of a depth-0 search, and :data:`BEYOND` plies
    below the limit of a depth-1 one (then it is stopped). ``ask(watch, state, depth)`` runs the
    student's search on the watched game. Code that never counts the depth down stops at a root of
    depth 0; code that tests depth == 1 stops at once at depth 1; code that counts the moves of
    both players stops within two plies at depth 1: none of them is this."""
    low = [(state, depth, label) for state, depth, label in searches if depth in (0, 1) and not game.is_terminal(state)]
    if not any(depth == 0 for _, depth, _ in low) or not any(depth == 1 for _, depth, _ in low):
        return None
    seen = []
    for state, depth, label in low:
        watch = DepthWatch(game, state, depth)
        ask(watch, state, depth)
        if (depth == 0 and watch.deepest < 0) or (depth == 1 and not watch.past):
            return None
        seen.append((label, depth, watch.deepest))
    label, depth, deepest = next(item for item in seen if item[1] == 1)
    detail = (f"On {label} it went on playing moves {deepest} plies below the board (it was stopped there),"
              " where the limit lets it play moves only at the board itself; and with depth 0 it played moves at"
              " the board, where it"
              f" should return evaluate(state): on all {len(seen)} searches of depth 0 and 1 it searched on past"
              " the limit.")
    return Problem(IGNORES_DEPTH, detail, _HINT)


_HINT = ("Stop at the depth limit: `if depth == 0: return evaluate(state)` (a finished game first, with its utility),"
         " tested before the moves are searched, and hand each child depth - 1.")
"""A test joined with ``|`` or ``&`` (``a == 0 | depth == 0``) is named as such in every checker, on its line
(``bitwise_joins``, one of the report's hint vetters): this hint is for code that does not stop."""
