"""Why an alpha-beta stopped at a node whose window is open, read off its behaviour.

The leaf check (:mod:`ttt_lab.exercises.alphabeta_leaves`) sees a search that left out leaves of
a one-level tree, where a MAX root with beta = +inf can prune nothing, and would blame a cutoff
test on the wrong bound. Two other causes leave the same leaves out with right cut tests, and
the student's behaviour tells them apart before that name is given:

* :func:`closed_root_window`: the student's own first call handed the root a window with alpha
  above beta (``alphabeta(root, 1000000, -1000000)``, the bounds swapped at the root): every node
  below starts closed and stops after its first child (wave 18's a04);
* :func:`tight_root_window`: the student's first call handed the root a finite window, a stand-in
  for infinity such as (-2, 2) that is right only while every utility lies inside it (wave 25's
  ab_01, ported from a tic-tac-toe program whose utilities are -1, 0, 1): the root stops as soon as
  a child reaches that bound, its cut tests being the right ones;
* :func:`first_moves_only`: no node tries more than its first k moves (the lab program's
  ``for i in range(0, 2)`` on real games) and minimax over the first k moves of every node gives
  every value it returned (wave 18's a05).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ttt_lab.exercises.diagnosis import _Case
from ttt_lab.exercises.harness import _close, _num, _Outcome
from ttt_lab.exercises.report import FIRST_MOVE_ONLY, TIGHT_ROOT_WINDOW, WINDOW_SWAPPED, Problem
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


def tight_root_window(case: _Case, trace: _WindowTrace | None, seen: Sequence[Any],
                      skipped: Sequence[str]) -> Problem | None:
    """TIGHT_ROOT_WINDOW when the student's first call on ``case``'s root got a finite bound on the
    side a cutoff tests (beta at a MAX root, alpha at a MIN root) and the last leaf it scored
    before stopping reaches that bound: the stop is a right cut test meeting a bound that is too
    tight, not a test of the wrong bound. Checked on the behaviour (the leaf's value against the
    bound the call got), so code that prunes on a wrong test with an infinite window is not named."""
    if trace is None or not trace.calls or not seen:
        return None
    first, game, root = trace.calls[0], case.game, case.make_state()
    if first.state != root or not first.alpha <= first.beta:
        return None
    maximizing = game.to_move(root) == game.players[0]
    bound = first.beta if maximizing else first.alpha
    if math.isinf(bound) or not game.is_terminal(seen[-1]):
        return None
    last = float(game.utility(seen[-1], game.players[0]))
    if not (last >= bound if maximizing else last <= bound):
        return None
    alpha, beta = _written(first.alpha), _written(first.beta)
    name, side = ("beta", "MAX") if maximizing else ("alpha", "MIN")
    return Problem(
        TIGHT_ROOT_WINDOW,
        f"On {case.position()} its first call got the window alpha = {alpha}, beta = {beta}, not (-inf, +inf):"
        f" the root, a {side} node, stopped at a leaf worth {_num(last)}, which reaches {name} = {_written(bound)},"
        f" and never looked at {', '.join(skipped)}. The cut test is right; the bound is a stand-in for"
        " infinity that this game's values go past.",
        "Open the search with the full window, alpha = -math.inf and beta = math.inf, and start a node's best"
        " value at -math.inf (MAX) or math.inf (MIN): a finite stand-in such as 2 or 1000 is right only while"
        " every value of the game lies strictly inside it.",
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
