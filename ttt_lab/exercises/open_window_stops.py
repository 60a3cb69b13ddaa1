"""Why an alpha-beta stopped at a node whose window is open, read off its behaviour.

The leaf check (:mod:`ttt_lab.exercises.alphabeta_leaves`) sees a search that left out leaves of
a one-level tree, where a MAX root with beta = +inf can prune nothing, and would blame a cutoff
test on the wrong bound. Two other causes leave the same leaves out with right cut tests, and
the student's behaviour tells them apart before that name is given:

* :func:`closed_root_window`: the student's own first call handed the root a window with alpha
  above beta (``alphabeta(root, 1000000, -1000000)``, the bounds swapped at the root): every node
  below starts closed and stops after its first child (wave 18's a04);
* :func:`first_moves_only`: no node tries more than its first k moves (the lab program's
  ``for i in range(0, 2)`` on real games) and minimax over the first k moves of every node gives
  every value it returned (wave 18's a05).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ttt_lab.exercises.diagnosis import _Case
from ttt_lab.exercises.harness import _close, _Outcome
from ttt_lab.exercises.report import FIRST_MOVE_ONLY, WINDOW_SWAPPED, Problem
from ttt_lab.exercises.windows import _WindowTrace

_NODE_BUDGET = 60_000  # nodes the first-k model may visit over all cases, so it never runs long


def closed_root_window(case: _Case, trace: _WindowTrace | None, skipped: Sequence[str]) -> Problem | None:
    """WINDOW_SWAPPED when the student's first call on ``case``'s root got alpha > beta."""
    if trace is None or not trace.calls:
        return None
    first = trace.calls[0]
    if first.state != case.make_state() or not first.alpha > first.beta:
        return None
    alpha, beta = _written(first.alpha), _written(first.beta)
    return Problem(
        WINDOW_SWAPPED,
        f"On {case.position()} its first call got alpha = {alpha}, beta = {beta}: alpha and beta are"
        " swapped at the root, so the window is closed before any move is searched and every node stops"
        f" after its first child (it never looked at {', '.join(skipped)}).",
        f"Open the search with the full window: alpha, MAX's bound, starts low and beta high (alpha = {beta},"
        f" beta = {alpha} in your numbers), as in alphabeta(game, state, -math.inf, math.inf).",
    )


def first_moves_only(cases: Sequence[_Case], outcomes: Sequence[_Outcome], tree_leaves: Sequence[list[Any]],
                     case: _Case) -> Problem | None:
    """FIRST_MOVE_ONLY, told with its k, when no leaf scored on a tree (``tree_leaves``, branch
    paths) lies past the first k moves of its parent (k >= 2) and minimax over the first k moves
    of every node gives every value returned on ``cases``."""
    trees = [leaf for seen in tree_leaves for leaf in seen if leaf and isinstance(leaf, tuple)]
    if not trees:
        return None
    k = max(max(leaf) for leaf in trees) + 1
    if k < 2:
        return None
    budget = [_NODE_BUDGET]
    wrong = 0
    for c, out in zip(cases, outcomes, strict=True):
        if out.number is None or out.error is not None:
            continue
        value = _first_k_value(c.game, c.make_state(), k, budget)
        if value is None or not _close(value, out.number):
            return None
        wrong += not _close(out.number, c.expected)
    if not wrong:
        return None
    return Problem(
        FIRST_MOVE_ONLY,
        f"On {case.position()} it never looked past the first {k} moves of a node, and minimax over the"
        f" first {k} moves of every node gives every value it returned: its loop tries the first {k} moves"
        " of a node only.",
        "Loop over every move the position has: for move in game.actions(state). A loop over a fixed"
        f" range such as range({k}) fits a tree with {k} children per node, not a game.",
    )


def _first_k_value(game: Any, state: Any, k: int, budget: list[int]) -> float | None:
    budget[0] -= 1
    if budget[0] < 0:
        return None
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    values = []
    for move in list(game.actions(state))[:k]:
        value = _first_k_value(game, game.result(state, move), k, budget)
        if value is None:
            return None
        values.append(value)
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def _written(bound: float) -> str:
    """A bound as the student's code likely wrote it: 1000000 rather than 1e+06."""
    return str(int(bound)) if bound == int(bound) and abs(bound) < 1e15 else f"{bound:g}"
