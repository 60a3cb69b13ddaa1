"""One side's loop that never searches its children, told from what the search asks the game (issue 27).

A MIN loop that goes over the moves without calling the search on the children (a copy of MAX's
loop whose recursive call was lost) leaves MIN's running best at +inf, the values of a MIN loop
that compares with ``>`` (MAX's test copied): the values cannot tell the two apart, and naming the
comparison asks the student to fix a test the code may not have. What the search asks the game can:
a MIN loop that compares the wrong way still searches each child (it asks the game about it, or
evaluates it); one that never searches asks nothing about any child. :func:`name_unsearched_side`
renames the stuck-comparison model's problem when the student's search, called on a position where
that side is to move, never looks at a single child of it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable
from typing import Any

from ttt_lab.exercises.code_names import renamed
from ttt_lab.exercises.harness import _Watch
from ttt_lab.exercises.mistake_catalogues import STUCK_EFFECT
from ttt_lab.exercises.report import Problem

NEVER_SEARCHES = "never searches the children in one kind of node"



class _Seen(_Watch):
    """The one-way mirror noting the key of every position the search asks the game about (and every
    one it evaluates, through :meth:`noting`)."""

    def __init__(self, game: Any, cap: int = 20_000) -> None:
        super().__init__(game, cap)
        self.seen: set[Hashable] = set()

    def _tick(self, call: str, state: Any) -> None:
        super()._tick(call, state)
        self._note(state)

    def _note(self, state: Any) -> None:
        with contextlib.suppress(Exception):  # not a position: nothing to note
            self.seen.add(self._game.key(state))

    def noting(self, evaluate: Callable[[Any], float]) -> Callable[[Any], float]:
        """``evaluate``, noting each position it is asked about."""
        def noted(state: Any) -> float:
            self._note(state)
            return evaluate(state)
        return noted


def looks_at_no_child(call: Callable[[_Seen, Any], Any], game: Any, side: str) -> Any:
    """A position where ``side`` (``"MAX"``: the first player, ``"MIN"``: the second) is to move, found
    from the start by the first moves, when the student's search (``call(watch, state)``, which should
    search at least one ply below ``state``) asks the game about none of its children; else None."""
    state = game.initial_state()
    mover = game.players[0 if side == "MAX" else 1]
    while not game.is_terminal(state) and game.to_move(state) != mover:
        state = game.result(state, game.actions(state)[0])
    if game.is_terminal(state):
        return None
    watch = _Seen(game)
    try:
        call(watch, state)
    except Exception:  # a crash is said elsewhere: nothing to tell here
        return None
    children = {game.key(game.result(state, move)) for move in game.actions(state)}
    return state if not children & watch.seen else None


def name_unsearched_side(problems: list[Problem], call: Callable[[_Seen, Any], Any], game: Any) -> list[Problem]:
    """``problems`` with the stuck-comparison model (a side's running best never leaves its start)
    named :data:`NEVER_SEARCHES` where the search, on a position where that side is to move, never
    looks at any of its children: the loop is there, the search of the children is not."""
    for side, words in STUCK_EFFECT.items():  # where a problem says these, a side's best never left its start
        if not any(words in p.detail and not p.note for p in problems):
            continue
        state = looks_at_no_child(call, game, side)
        if state is None:
            continue
        start = "+inf" if side == "MIN" else "-inf"
        pick = "min" if side == "MIN" else "max"
        reading = (f"On {game.board_text(state)} ({side} to move) your search never looks at any of its children:"
                   f" it asks the game nothing about them and evaluates none. {side}'s loop goes over the moves"
                   f" without searching the positions they lead to, so {side}'s running best never leaves {start};"
                   " that explains every value your function returned.")
        problems = [renamed(p, NEVER_SEARCHES, reading, f"In {side}'s loop, search each child as the other side's loop does:"
                                  " value = <your search>(game, game.result(state, move), depth - 1, ...), then"
                                  f" best = {pick}(best, value); a loop that only compares bounds never sees a child.")
                    if words in p.detail and not p.note else p for p in problems]
    return problems

