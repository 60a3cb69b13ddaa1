"""Ablation: solve a position with every technique of the m,n,k solver on, then with each off.

What each idea of :class:`~ttt_lab.search.mnk.MNKSolver` is worth, measured: notebook 05 and
``benchmarks/bench_mnk_solver.py`` draw it as a table and a plot.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from ttt_lab.games.mnk import MNK, MNKState
from ttt_lab.search.budget import Budget, SearchLimitError
from ttt_lab.search.mnk.solver import TECHNIQUES, MNKSolver


def ablation(
    game: MNK,
    state: MNKState | None = None,
    techniques: Iterable[str] = TECHNIQUES,
    *,
    repeats: int = 1,
    node_limit: int | None = 2_000_000,
) -> list[dict[str, Any]]:
    """Solve ``state`` with every technique on, then with each one of ``techniques`` off in turn.

    Each solve starts from an empty table. Solves that pass ``node_limit`` are stopped and
    reported with ``value`` ``None`` and ``finished`` ``False``.

    Args:
        game: the m,n,k game.
        state: the position to solve (default: the empty board).
        techniques: names from :data:`TECHNIQUES` to switch off one at a time.
        repeats: solves per row; the row keeps the median time.
        node_limit: give up on a solve after this many nodes (``None``: never).

    Returns:
        One dict per row: ``technique`` (the switch turned off, ``"none"`` for all on),
        ``value`` (first player's view), ``nodes``, ``seconds`` and ``finished``.

    Raises:
        ValueError: an unknown technique name, or a bad ``repeats``.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> rows = ablation(TicTacToe(), techniques=["table"])
        >>> [(row["technique"], row["value"]) for row in rows]
        [('none', 0), ('table', 0)]
    """
    names = list(techniques)
    unknown = [name for name in names if name not in TECHNIQUES]
    if unknown:
        raise ValueError(f"unknown techniques {unknown}; choose from {TECHNIQUES}")
    if not isinstance(repeats, int) or repeats < 1:
        raise ValueError(f"repeats must be a positive int, got {repeats!r}")
    position = game.initial_state() if state is None else state
    rows = []
    for off in ["none", *names]:
        switches: dict[str, Any] = {name: name != off for name in TECHNIQUES}
        times = []
        value: int | None = None
        nodes = 0
        finished = True
        for _ in range(repeats):
            budget = None if node_limit is None else Budget(nodes=node_limit)
            solver = MNKSolver(game, budget=budget, **switches)
            start = time.perf_counter()
            try:
                value = solver.value(position)
            except SearchLimitError:
                value, finished = None, False
            times.append(time.perf_counter() - start)
            nodes = solver.nodes
        times.sort()
        rows.append(
            {
                "technique": off,
                "value": value,
                "nodes": nodes,
                "seconds": times[len(times) // 2],
                "finished": finished,
            }
        )
    return rows

