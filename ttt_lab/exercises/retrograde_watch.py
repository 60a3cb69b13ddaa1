"""What check_retrograde watches a student's retrograde analysis do with the game, and the
model read from it: a position that tells only one of its parents when it is decided.

A table that lacks positions the student's code found (it asked about each) has them never
valued. One common cause is the list of parents: code that records a position's parent only
when it first finds the position (the append inside ``if key not in states``), or keeps one
parent per position that a later one overwrites, credits a decided position to that one parent
alone. A position reached by several moves then never counts all of its moves, and it, and
everything above it waiting on it, stays without a value. Which parent each position keeps
depends on the order the student's search finds them in; the watch notes the order of its
``game.result`` calls, so the model follows the student's own search.
"""

from __future__ import annotations

import contextlib
from collections import Counter, deque
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from ttt_lab.exercises.harness import _Outcome, _Watch
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.slow_runs import run_longer, slow_note

FIRST, LAST = "first", "last"
"""Which parent a position keeps: the one that found it first, or the last to reach it."""


class Finder(_Watch):
    """A watched game that also notes every position the student's code asks whether it is
    finished or what its moves are (the positions its search found), what it was told is
    finished, and which position each ``game.result`` call came from. Kept by identity and
    keyed only when a diagnosis asks: a passing table pays little."""

    def __init__(self, game: Any, cap: int, positions: Mapping[Hashable, Any]) -> None:
        super().__init__(game, cap)
        self.positions = positions
        self._asked: dict[int, Any] = {}
        self._finished: dict[int, Any] = {}
        self._made: list[tuple[Any, Any]] = []  # (position, the child a game.result call made from it)

    def is_terminal(self, state: Any) -> bool:
        self._asked[id(state)] = state
        answer = super().is_terminal(state)
        if answer:
            self._finished[id(state)] = state
        return answer

    def actions(self, state: Any) -> list[Any]:
        self._asked[id(state)] = state
        return super().actions(state)

    def result(self, state: Any, move: Any) -> Any:
        child = super().result(state, move)
        self._made.append((state, child))
        return child

    def found(self) -> frozenset[Hashable]:
        keys = set()
        for state in self._asked.values():
            with contextlib.suppress(Exception):  # not a position: the game's own call said so
                keys.add(self._game.key(state))
        return frozenset(keys)

    def parents(self, which: str) -> dict[Hashable, Hashable]:
        """Each position's key -> the key of the position whose game.result call made it
        first (``which`` = FIRST) or last (LAST), in the order the student's code called."""
        kept: dict[Hashable, Hashable] = {}
        for parent, child in self._made:
            with contextlib.suppress(Exception):  # not a position: no parent to keep
                key = self._game.key(child)
                if which == LAST or key not in kept:
                    kept[key] = self._game.key(parent)
        return kept

    def repeated_moves(self) -> tuple[int, int]:
        """How many (position, move) pairs the student's code made with game.result more than once, and how
        many calls those repeats took: a walk that expands a position once per path to it repeats them."""
        made: Counter[tuple[Hashable, Hashable]] = Counter()
        for parent, child in self._made:
            with contextlib.suppress(Exception):  # not a position: nothing to count
                made[(self._game.key(parent), self._game.key(child))] += 1
        again = [count for count in made.values() if count > 1]
        return len(again), sum(again) - len(again)

    def odd(self) -> list[Any]:
        """Things that are not positions which game.is_terminal called finished (a few)."""
        return [state for state in self._finished.values() if not self._is_position(state)][:3]

    def _is_position(self, state: Any) -> bool:
        try:
            return self._game.key(state) in self.positions
        except Exception:
            return False


def one_parent_each(children: Mapping[Hashable, tuple[Hashable, ...]], sign: Mapping[Hashable, int],
                    truth: Mapping[Hashable, float], parent: Mapping[Hashable, Hashable]) -> dict[Hashable, float]:
    """The table a queue-based retrograde analysis builds when each decided position tells only
    ``parent[key]``: finished positions their value; a position once a move wins for its side
    to move (``sign``), or once every one of its moves (``children``) has told it, a draw if one
    draws, else a loss. The positions it decides are valued right; the rest are left out.

    Example:
        >>> children = {"r": ("a", "b"), "a": ("t",), "b": ("t",), "t": ()}
        >>> sign, truth = {"r": 1, "a": -1, "b": -1, "t": 1}, {"t": 0.0}
        >>> sorted(one_parent_each(children, sign, truth, {"a": "r", "b": "r", "t": "a"}))
        ['a', 't']
    """
    value = {key: truth[key] for key, kids in children.items() if not kids}
    waiting = {key: len(kids) for key, kids in children.items() if kids}
    drew: set[Hashable] = set()
    queue = deque(value)
    while queue:
        key = queue.popleft()
        up = parent.get(key)
        if up is None or up in value or up not in waiting:
            continue
        if value[key] == sign[up]:
            value[up] = sign[up]
        else:
            drew |= {up} if value[key] == 0 else set()
            waiting[up] -= 1
            if waiting[up]:
                continue
            value[up] = 0.0 if up in drew else -sign[up]
        queue.append(up)
    return value


LONGER_CAP_PER_POSITION = 2_000
"""The cap of the second run, in calls to the game per position: a tree walk of tic-tac-toe (550,000
nodes for 5,478 positions, about ten calls each) asks about 1,100 per position, far past the first 50."""

LONGER_SECONDS = 40.0
"""The processor's time the second run is given: code that never stops costs the check this much more.
Four times what wave 21's tree walk (6.1 million calls) takes: counted on the processor, not the clock,
so a busy machine does not cut it short and call a slow walk a crash; report.CHECK_SECONDS (the
processor's time too, the clock backing it up) still bounds the whole check."""


def let_run_longer(outcome: _Outcome, graph: Any, run: Callable[..., Any]) -> tuple[_Outcome, list[Problem]]:
    """The run to check on ``graph`` (a retrograde_graph._Graph), and the notes it brings: a run
    the first cap stopped goes on once more (slow_runs); if it returns, that run is checked, with a
    note that it was slow, so its table's mistake is named rather than a crash it never had."""
    if not outcome.too_many or outcome.watch is None:
        return outcome, []
    positions = len(graph.states)
    longer = run_longer(lambda cap: Finder(graph.game, cap, graph.states), run,
                        cap=LONGER_CAP_PER_POSITION * positions, seconds=LONGER_SECONDS)
    if longer is None or longer.watch is None:
        return outcome, []
    return longer, [slow_note(graph.label, longer.watch.calls, outcome.watch.cap, positions)]
