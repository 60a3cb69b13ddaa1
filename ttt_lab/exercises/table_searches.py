"""The searches a table checker asks, and what alpha-beta may answer to each.

A search is a tic-tac-toe position, a depth and a window; its truth is
:func:`ttt_lab.search.alphabeta`'s value with the line evaluation, and alpha-beta's promise
for a window allows exactly that value inside it, a bound between the value and the window's
edge outside it. :func:`_run` asks a sequence of searches sharing one table (a forgetful one
hides the table) and keeps what came back and what broke the promise.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ttt_lab.exercises.harness import _call, _close, _num, _Outcome, _Watch
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.table_names import TABLE_HINTS as _HINTS
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search import alphabeta, line_evaluation


class _ForgetfulTable(dict):  # type: ignore[type-arg]
    """A dict that takes every write and keeps none: the student's search without a memory."""

    def __setitem__(self, key: Any, value: Any) -> None:
        pass

    def setdefault(self, key: Any, default: Any = None) -> Any:
        return default

    def update(self, *args: Any, **kwargs: Any) -> None:
        pass


@dataclass(frozen=True)
class _Search:
    """One search asked of the student's function: a position, a depth and a window."""

    text: str
    depth: int
    alpha: float = -math.inf
    beta: float = math.inf

    def label(self) -> str:
        full = (self.alpha, self.beta) == (-math.inf, math.inf)
        window = "the full window" if full else f"the window ({_num(self.alpha)}, {_num(self.beta)})"
        return f"the board {self.text} at depth {self.depth} with {window}"


_GAME = TicTacToe()
"""The game every search is on: its positions are parsed and keyed with it."""

_POSITIONS = ("X../.../...", ".../.X./...", "X../.O./...", "XO./.X./...", "X../.O./..X", ".X./.O./...")
"""Tic-tac-toe positions with many transpositions a few plies down, whose values change with depth."""


@dataclass
class _Run:
    """What the function answered to a sequence of searches sharing one table."""

    outcomes: list[_Outcome] = field(default_factory=list)
    wrong: list[tuple[_Search, float]] = field(default_factory=list)  # the search, what came back
    failure: Problem | None = None
    table: Any = None


@cache
def _truth(text: str, depth: int) -> float:
    game = TicTacToe()
    return float(alphabeta(game, game.parse(text), depth=depth, evaluate=line_evaluation(game)).value)


@cache
def _to_the_end(text: str) -> float:
    """The position's value searched to the end of the game (a depth limit ignored)."""
    game = TicTacToe()
    return float(alphabeta(game, game.parse(text)).value)


@cache
def _at_a_value(text: str, depth: int) -> tuple[tuple[float, float], ...]:
    """Two windows, one with alpha and one with beta at the value of the position's first move."""
    game = TicTacToe()
    state = game.parse(text)
    value = float(alphabeta(game, game.result(state, game.actions(state)[0]), depth=depth - 1,
                            evaluate=line_evaluation(game)).value)
    return ((value, value + 0.05), (value - 0.05, value))


def _allowed(search: _Search, value: float) -> bool:
    """Whether ``value`` is what alpha-beta may answer to ``search``."""
    truth = _truth(search.text, search.depth)
    if truth <= search.alpha:
        return truth - 1e-9 <= value <= search.alpha + 1e-9
    if truth >= search.beta:
        return search.beta - 1e-9 <= value <= truth + 1e-9
    return _close(value, truth)


def _expected(search: _Search) -> str:
    truth = _truth(search.text, search.depth)
    if truth <= search.alpha:
        return f"the value is {_num(truth)}, so an answer between {_num(truth)} and alpha = {_num(search.alpha)}"
    if truth >= search.beta:
        return f"the value is {_num(truth)}, so an answer between beta = {_num(search.beta)} and {_num(truth)}"
    return f"the value is {_num(truth)}"


def _run(run: Callable[..., Any], searches: list[_Search], table: Any) -> _Run:
    """Ask the function ``searches`` in order, all with ``table``; stop at a crash."""
    game = TicTacToe()
    evaluate = line_evaluation(game)
    done = _Run(table=table)
    for search in searches:
        watch = _Watch(game, cap=400_000)
        outcome = _call(run, watch, watch, game.parse(search.text), search.depth, evaluate, search.alpha,
                        search.beta, table)
        done.outcomes.append(outcome)
        answer = outcome.answer(search.label())
        if isinstance(answer, Problem):
            done.failure = answer
            return done
        if not _allowed(search, answer):
            done.wrong.append((search, answer))
    return done


def _said(wrong: tuple[_Search, float], bug: str, how: str) -> Problem:
    search, value = wrong
    return Problem(bug, f"{how}: on {search.label()} it returned {_num(value)}; {_expected(search)}.", _HINTS[bug])


def entries_change_a_search(run: Callable[..., Any], search: _Search) -> bool:
    """Whether the entries a search of ``search``'s board left in the table change what a shallower search
    of it does next (its value, or how often it looks at the game), against the same shallower search on
    an empty table. Code that looks entries up only to drop them (behind ``if False:``, or a flag that
    turns reading off) changes nothing: it does not read the table back, whatever it calls; code that
    reads an entry and uses it wrongly (blind55's tt_04: a deeper entry only seeds the running best)
    does. Undecided (a crash) counts as a change: the weaker claim stays."""
    shallower = _Search(search.text, max(1, search.depth - 2), search.alpha, search.beta)
    fresh, after = _run(run, [shallower], {}), _run(run, [search, shallower], {})
    if fresh.failure is not None or after.failure is not None:
        return True
    alone, behind = fresh.outcomes[-1], after.outcomes[-1]
    calls = [outcome.watch.calls if outcome.watch else None for outcome in (alone, behind)]
    values = [outcome.answer(shallower.label()) for outcome in (alone, behind)]
    if isinstance(values[0], Problem) or isinstance(values[1], Problem):
        return True
    return calls[0] != calls[1] or not _close(values[0], values[1])


def entries_change_check(run: Callable[..., Any], search: _Search) -> Callable[[], bool]:
    """:func:`entries_change_a_search` for ``search``, asked only when called (it runs three more searches)."""
    return lambda: entries_change_a_search(run, search)
