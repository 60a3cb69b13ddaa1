"""A second, longer run for a student's function the watch stopped: slow is not the same as endless.

A checker's watch stops a run after a cap of calls to the game, a cap sized well above what a
right answer needs. Code past it either never stops or does far more work than needed (a
retrograde analysis that walks the game *tree*, every position once per path to it, instead of
the positions). Reporting both as a crash that "never stopped" says something untrue of the
second, and hides the mistake in its answer. So a checker may let the run go on once more, with
a cap many times larger and a few seconds of the processor's time: if it then returns, its answer is
checked as any other and a note says it was slow; if not, the first run's crash stands.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.exercises.harness import _Watch
    >>> def ask_often(game):
    ...     for _ in range(300):
    ...         game.actions(game.initial_state())
    ...     return 1
    >>> outcome = run_longer(lambda cap: _Watch(TicTacToe(), cap), ask_often, cap=1_000, seconds=5)
    >>> outcome.number, outcome.watch.calls
    (1.0, 300)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _call, _Outcome, _Watch
from ttt_lab.exercises.report import TOO_SLOW, Problem


def run_longer(make_watch: Callable[[int], _Watch], run: Callable[..., Any], *, cap: int,
               seconds: float) -> _Outcome | None:
    """``run(watch)`` again on a fresh ``make_watch(cap)``, stopped after ``seconds``; the outcome
    if it returned (or raised), ``None`` if it was stopped again."""
    watch = make_watch(cap)
    watch.deadline = time.process_time() + seconds  # the processor's time (harness._Watch.deadline)
    outcome = _call(run, watch, watch)
    return None if outcome.too_many else outcome


def slow_note(where: str, calls: int, first_cap: int, positions: int) -> Problem:
    """The note on a run that returned only past the first cap: how much it asked of the game."""
    return Problem(
        TOO_SLOW,
        f"On {where} it returned only after {calls:,} calls to the game, {calls / positions:,.0f} for each of"
        f" the {positions:,} positions (the check allows {first_cap:,}); its answer was checked all the same.",
        "A retrograde analysis needs only a few calls per position: keep the positions found in a table"
        " keyed by game.key(state) and expand each only the first time it is found (a walk of the game"
        " tree meets a position once for every path to it).",
        note=True,
    )
