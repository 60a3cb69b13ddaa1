"""Budgets: how many nodes, or how many seconds, a search may spend before it gives up.

A live board cannot wait minutes for a proof. :func:`~ttt_lab.search.solve` and
:func:`~ttt_lab.search.alphabeta` take a :class:`Budget` and stop with
:class:`SearchLimitError` once it is spent; a player can then fall back on a cheaper move
and say so.

A time budget holds whatever a node costs: the clock is read every few nodes, as many as
take about :data:`CHECK_SECONDS` at the pace the search has kept so far (at most
:data:`CHECK_EVERY`, at least one). A cheap node is read about every thousandth time, so a
search with a budget runs at full speed; a node that costs milliseconds (a quiescence node
on a big board) is followed by a look at the clock, so the search stops within a few
milliseconds of its deadline, not a thousand nodes later.

On a loaded machine the process also waits for a core between two looks at the clock: tens
of milliseconds at a time (up to 86 ms measured at a load of 6, with 2 ms of work between the
looks), and a move whose last look came just before such a wait ended that much past its
budget. So a search stops once the time left is shorter than the longest stretch between two
looks seen lately (:data:`STALLS`, shared by every time-budgeted search of the process: the
load is the machine's, not one search's), at most :data:`STALL_SHARE` of its own seconds; the
MCTS loop keeps back its own longest stretch the same way. Without load the stretches are the
2 ms between looks, and a search loses nothing.

A budget with both a node limit and seconds counts its nodes, and its seconds are only a
safety net: the clock is read every :data:`CHECK_EVERY` nodes (not at the pace of the
nodes), and nothing is kept back for stalls. Such a search stops at the same node whatever
the load, so the same seed gives the same games; only a machine slow enough to reach the
net makes it stop elsewhere (and it says so, as it does at any limit).

Example:
    >>> from ttt_lab.games.mnk import MNK
    >>> from ttt_lab.search import solve
    >>> game = MNK(6, 5, 4)
    >>> solve(game, game.initial_state(), budget=Budget(nodes=50))
    Traceback (most recent call last):
    ...
    ttt_lab.search.budget.SearchLimitError: the solve of MNK(6, 5, 4) stopped after 50 nodes: its budget was 50 nodes
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import is_int

CHECK_EVERY = 1024
"""The most nodes between two looks at the clock when a search has a time budget."""

CHECK_SECONDS = 0.002
"""About how long a search runs between two looks at the clock: the interval in nodes is
set from the time the last nodes took, so the clock is read this often whatever a node costs."""


STALL_MEMORY = 5.0
"""For how many seconds (at least; at most twice that) :data:`STALLS` remembers a stretch: the
load of the last few moves. (Remembered for 30 to 60 s, the stretches of a load that had
passed kept the searches at 0.80 of their 0.25 s against 0.90 without; for 2 to 4 s, 0.83:
``benchmarks/bench_ultimate_budget.py``.)"""

STALL_SHARE = 0.5
"""The most of a search's seconds kept back for a stretch without a look at the clock: a
search that met one longer than its whole budget still gets to work."""


class StallMemory:
    """The longest stretch of wall-clock time between two consecutive looks at a search's clock,
    over the last :data:`STALL_MEMORY` to 2 x :data:`STALL_MEMORY` seconds (two windows: the
    current one and the one before).

    Example:
        >>> stalls = StallMemory()
        >>> stalls.note(now=100.0, stretch=0.002); stalls.note(now=101.0, stretch=0.040)
        >>> stalls.longest(now=102.0)
        0.04
        >>> stalls.longest(now=101.0 + 2 * STALL_MEMORY)  # forgotten when the load is gone
        0.0
    """

    def __init__(self) -> None:
        self._window_start = -math.inf
        self._current = self._previous = 0.0  # the longest stretch of each window

    def _roll(self, now: float) -> None:
        if now - self._window_start >= STALL_MEMORY:
            recent = now - self._window_start < 2 * STALL_MEMORY
            self._previous = self._current if recent else 0.0
            self._current, self._window_start = 0.0, now

    def note(self, now: float, stretch: float) -> None:
        """A search looked at its clock at ``now``, ``stretch`` seconds after its last look."""
        self._roll(now)
        if stretch > self._current:
            self._current = stretch

    def longest(self, now: float) -> float:
        """The longest stretch noted in the last windows."""
        self._roll(now)
        return max(self._current, self._previous)

    def clear(self) -> None:
        """Forget every stretch."""
        self._window_start, self._current, self._previous = -math.inf, 0.0, 0.0


STALLS = StallMemory()
"""The stretches between looks at the clock of this process's time-budgeted searches."""


class SearchLimitError(RuntimeError):
    """A search stopped because it spent its budget (nodes or seconds) before it finished."""

    def __init__(self, message: str, nodes: int | None = None) -> None:
        super().__init__(message)
        self.nodes = nodes
        """The nodes the search had visited when it stopped (``None`` if it did not say)."""
        self.partial: Any = None
        """What the search had settled at its root when it stopped, if it says (``None``
        otherwise): :func:`~ttt_lab.search.alphabeta` puts a
        :class:`~ttt_lab.search.SearchResult` of the best root move searched so far here."""


@dataclass(frozen=True)
class Budget:
    """At most ``nodes`` nodes and at most ``seconds`` seconds (``None``: no limit of that kind).

    Raises:
        ValueError: a limit that is not a positive number.

    Example:
        >>> Budget(nodes=10_000), Budget(seconds=1.5)
        (Budget(nodes=10000, seconds=None), Budget(nodes=None, seconds=1.5))
        >>> Budget(seconds=0)
        Traceback (most recent call last):
        ...
        ValueError: seconds must be a positive number or None, got 0
    """

    nodes: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.nodes is not None and not (is_int(self.nodes) and self.nodes > 0):
            raise ValueError(f"nodes must be a positive int or None, got {self.nodes!r}")
        seconds = self.seconds
        valid = isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and math.isfinite(seconds)
        if seconds is not None and not (valid and seconds > 0):
            raise ValueError(f"seconds must be a positive number or None, got {seconds!r}")

    def left(self, nodes: int, seconds: float) -> Budget:
        """What is left of this budget after ``nodes`` nodes and ``seconds`` seconds.

        Raises:
            SearchLimitError: nothing is left.

        Example:
            >>> Budget(nodes=100, seconds=2).left(30, 0.5)
            Budget(nodes=70, seconds=1.5)
        """
        nodes_left = None if self.nodes is None else self.nodes - nodes
        seconds_left = None if self.seconds is None else self.seconds - seconds
        if (nodes_left is not None and nodes_left <= 0) or (seconds_left is not None and seconds_left <= 0):
            raise SearchLimitError(f"the search stopped after {nodes:,} nodes: its budget was {self}")
        return Budget(nodes=nodes_left, seconds=seconds_left)

    def start(self, what: str, started: float | None = None) -> Meter:
        """A meter for one search (``what`` names it in the error), its clock started now, or
        at ``started`` (a ``time.perf_counter()`` reading: the set-up before it counts too)."""
        return Meter(self, what, started)

    def __str__(self) -> str:
        parts = []
        if self.nodes is not None:
            parts.append(f"{self.nodes:,} nodes")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        return " and ".join(parts) or "unlimited"


def check_budget_argument(budget: object) -> None:
    """Raise ``ValueError`` unless ``budget`` is a :class:`Budget` or ``None``: every search
    and player that takes one refuses anything else with this message.

    Example:
        >>> check_budget_argument(1.0)
        Traceback (most recent call last):
        ...
        ValueError: budget must be a Budget(nodes=..., seconds=...) or None, got 1.0
    """
    if budget is not None and not isinstance(budget, Budget):
        raise ValueError(f"budget must be a Budget(nodes=..., seconds=...) or None, got {budget!r}")


class Meter:
    """A budget being spent by one search: node counts are reported to :meth:`check`.

    ``next_check`` is the node count at which the search must call :meth:`check` again: a
    search compares its own counter with it, one integer comparison per node. Under a time
    budget it is set so that about :data:`CHECK_SECONDS` pass between two checks, from the
    pace of the nodes since the last one (see the module's description).
    """

    def __init__(self, budget: Budget, what: str, started: float | None = None) -> None:
        self.budget = budget
        self.what = what
        now = time.perf_counter()
        self.deadline = None if budget.seconds is None else (now if started is None else started) + budget.seconds
        # With a node limit the seconds are a safety net: a fixed cadence of looks at the clock, so
        # how often it is read does not depend on the load, and no stall is kept back (or noted:
        # a fixed cadence's stretches say nothing of the load to the timed searches).
        self._safety_net = budget.nodes is not None
        self._most_kept = 0.0 if budget.seconds is None or self._safety_net else STALL_SHARE * budget.seconds
        self._checked_at, self._checked_nodes = now, 0
        # nodes until the next look at the clock: learnt from their pace, unless the seconds are a safety net
        self._interval = CHECK_EVERY if self._safety_net else 1
        self.next_check = self._next(0)

    def _next(self, nodes: int) -> float:
        limit = math.inf if self.budget.nodes is None else self.budget.nodes
        if self.deadline is not None:
            limit = min(limit, nodes + self._interval)
        return limit

    def check(self, nodes: int) -> None:
        """Raise :class:`SearchLimitError` if ``nodes`` went past the budget, or if the time
        left is shorter than the longest recent stretch between two looks at the clock
        (:data:`STALLS`; at most :data:`STALL_SHARE` of the budget's seconds)."""
        over_nodes = self.budget.nodes is not None and nodes >= self.budget.nodes
        if over_nodes:
            self._stop(nodes)
        if self.deadline is not None:
            now = time.perf_counter()
            if not self._safety_net:
                STALLS.note(now, now - self._checked_at)
            if now + self._kept(now) >= self.deadline:
                self._stop(nodes)
            spent, counted = now - self._checked_at, nodes - self._checked_nodes
            if counted > 0 and not self._safety_net:  # the pace of the last nodes sets how many may pass before the next look
                pace = spent / counted
                fitting = CHECK_EVERY if pace <= 0 else int(CHECK_SECONDS / pace)
                self._interval = max(1, min(CHECK_EVERY, fitting, 2 * self._interval))
            self._checked_at, self._checked_nodes = now, nodes
        self.next_check = self._next(nodes)

    def expired(self) -> bool:
        """Whether the clock is past the deadline: for work inside one node that may take long
        (a search calls :meth:`check` when this says so)."""
        if self.deadline is None:
            return False
        now = time.perf_counter()
        return now + self._kept(now) >= self.deadline

    def _kept(self, now: float) -> float:
        """The seconds kept back before the deadline: the next look may come that late."""
        if self._safety_net:
            return 0.0
        return min(STALLS.longest(now), self._most_kept)

    def _stop(self, nodes: int) -> None:
        # Raised as it is built: an error kept in a local would hold this frame through its traceback.
        raise SearchLimitError(f"{self.what} stopped after {nodes:,} nodes: its budget was {self.budget}", nodes)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Keep Python's cyclic garbage collector from pausing a search, and from paying for it after
    (:func:`~ttt_lab.search.mcts.mcts` and :func:`~ttt_lab.search.iterative_deepening` run in it).

    The collector runs after enough allocations and walks every object allocated since its
    last run: after a search that built a tree of tens of thousands of nodes, the next
    allocation anywhere walked them all (0.1-0.3 s measured on the shared 2-core machine,
    past a 0.25 s budget). A search's objects make no reference cycles (an MCTS node's
    parent is a weak reference; a transposition table holds positions and numbers), so
    nothing a search allocates needs the collector: it is off during the search, and afterwards the new objects go, unwalked, to the oldest generation (a freeze
    and unfreeze moves them there), which the collector visits rarely. A program that froze
    objects itself keeps its freeze: then the objects stay young.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if gc.get_freeze_count() == 0:
            gc.freeze()
            gc.unfreeze()
        if collecting:
            gc.enable()
