"""Null-window tests and MTD(f) on the m,n,k solver: a value found by yes/no questions.

Alpha-beta with the window ``(beta - 1, beta)`` cannot return an exact value: it only
answers "is the value at least ``beta``?" (a fail high) or "at most ``beta - 1``?" (a fail
low). Such a **null-window test** prunes far more than a full search: every node's window
is empty, so a node is settled by the first move that passes, or when every move fails.

**MTD(f)** (Plaat et al., 1996) finds the value with a series of such tests, each one
moving a bound, starting from a guess ``f``. On an m,n,k board the value is only ever a
win, a draw or a loss (+1, 0, -1 for X), so at most two tests settle any position: from
the guess "draw", "does X at least draw?" then, if so, "does X win?". The solver's
transposition table keeps the bounds each test proved, so the second test starts from
what the first learnt.

Example:
    >>> from ttt_lab.games.mnk import MNK, TicTacToe
    >>> from ttt_lab.search.mnk.solver import MNKSolver
    >>> game = TicTacToe()
    >>> result = mtdf(MNKSolver(game), game.initial_state())
    >>> result.value, [(test.beta, test.passed) for test in result.tests]
    (0, [(0, True), (1, False)])
    >>> game = MNK(4, 4, 3)
    >>> mtdf(MNKSolver(game), game.initial_state()).value  # X wins 4x4 k=3
    1
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ttt_lab.core import is_int
from ttt_lab.games.mnk import MNKState

if TYPE_CHECKING:  # the solver itself settles its roots with `mtd`
    from ttt_lab.search.mnk.solver import MNKSolver

__all__ = ["MTDResult", "NullWindowTest", "mtd", "mtdf", "null_window_test"]


@dataclass(frozen=True)
class NullWindowTest:
    """One yes/no question: is X's value at least ``beta``?

    Attributes:
        beta: the threshold, 0 ("does X at least draw?") or 1 ("does X win?").
        bound: what the search returned (fail-soft): X's value is at least ``bound`` if the
            test passed, at most ``bound`` if it failed; it can settle more than was asked.
        nodes: the positions the test searched.
    """

    beta: int
    bound: int
    nodes: int

    @property
    def passed(self) -> bool:
        """The answer: is X's value at least ``beta``?"""
        return self.bound >= self.beta


@dataclass(frozen=True)
class MTDResult:
    """What :func:`mtdf` found: the value for X and the tests that settled it."""

    value: int
    tests: tuple[NullWindowTest, ...]

    @property
    def nodes(self) -> int:
        """The positions all the tests searched."""
        return sum(test.nodes for test in self.tests)


def null_window_test(solver: MNKSolver, state: MNKState, beta: int) -> NullWindowTest:
    """Whether X's value of ``state`` is at least ``beta``: one alpha-beta search with the
    null window ``(beta - 1, beta)`` (from the side to move's view when O moves).

    Raises:
        ValueError: ``beta`` is not 0 or 1 (the only thresholds between -1, 0 and +1), or
            ``state`` is not a position of the solver's game.
    """
    if not is_int(beta) or beta not in (0, 1):
        raise ValueError(f"beta must be 0 or 1 (the values are -1, 0 and +1), got {beta!r}")
    solver._check(state)
    start = solver.nodes
    if state.winner is not None or state.stones == solver.game.m * solver.game.n:
        return NullWindowTest(beta, solver._value(state), 0)  # finished: nothing to search
    state = solver._upright(state)[0]
    xmove = state.stones % 2 == 0
    me, opp = (state.x, state.o) if xmove else (state.o, state.x)
    # The search is the mover's: X's value >= beta is O's value <= -beta, i.e. O's search
    # failing low on (-beta, 1 - beta).
    sign, threshold = (1, beta) if xmove else (-1, 1 - beta)
    bound = sign * solver._run(me, opp, xmove, state.x, state.o, alpha=threshold - 1, beta=threshold)
    return NullWindowTest(beta, bound, solver.nodes - start)


def mtdf(solver: MNKSolver, state: MNKState, guess: int = 0) -> MTDResult:
    """X's value of ``state`` by MTD(f): null-window tests from ``guess`` until the bounds meet.

    Args:
        solver: the m,n,k solver whose search (and table) the tests use.
        state: the position.
        guess: the first guess of the value: -1, 0 or +1.

    Raises:
        ValueError: ``guess`` is not -1, 0 or +1, or ``state`` is not a position of the game.
    """
    if not is_int(guess) or guess not in (-1, 0, 1):
        raise ValueError(f"guess must be -1, 0 or +1, got {guess!r}")
    tests: list[NullWindowTest] = []

    def test(beta: int) -> int:
        tests.append(null_window_test(solver, state, beta))
        return tests[-1].bound

    return MTDResult(mtd(test, guess), tuple(tests))


def mtd(test: Callable[[int], int], guess: int = 0) -> int:
    """MTD(f) over the values -1, 0 and +1. ``test(beta)`` is a null-window search around
    ``beta`` returning a fail-soft bound: the value is at least what it returns when that is
    ``beta`` or more, else at most. Each answer moves a bound, until the two meet.

    Example:
        >>> asked = []
        >>> mtd(lambda beta: asked.append(beta) or 0), asked  # a draw: "at least 0?" yes; "1?" no
        (0, [0, 1])
    """
    lower, upper, value = -1, 1, guess
    while lower < upper:
        beta = value + 1 if value == lower else value  # ask about the bound the guess sits on
        value = test(beta)
        if value >= beta:
            lower = value
        else:
            upper = value
    return value
