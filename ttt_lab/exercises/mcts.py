"""Checking the two small formulas at the heart of MCTS: UCB1 selection and backpropagation.

- :func:`check_ucb`: ``fn(wins, visits, parent_visits, c) -> score``, UCB1's score of a child
  (``wins`` counts a draw as half a win). Compared with :func:`ttt_lab.search.mcts_trace.ucb_terms`,
  the search's own.
- :func:`check_backpropagation`: ``fn(path, winner)``, which updates the :class:`PathNode` s
  of an iteration's path (the root first) after a playout won by ``winner`` (``None`` for a
  draw): one more visit for every node, and for the side that moved into each node a win,
  or half a win for a draw.

Example:
    >>> import math
    >>> def ucb(wins, visits, parent_visits, c):
    ...     if visits == 0:
    ...         return math.inf
    ...     return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)
    >>> check_ucb(ucb, quiet=True).passed
    True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import Player
from ttt_lab.exercises.harness import _as_number, _close, _error_summary, _num, _Printed
from ttt_lab.exercises.report import (
    CRASHES,
    NOT_A_NUMBER,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.search.mcts_trace import ucb_terms

UNVISITED_NOT_FIRST = "never explores unvisited children first"
NO_EXPLORATION = "forgets the exploration term"
PARENT_IN_RATE = "divides the wins by the parent's visits"
SWAPPED_VISITS = "swaps the parent's and the child's visits"
NO_SQUARE_ROOT = "forgets the square root"
IGNORES_C = "ignores the exploration constant"
WRONG_SIDE = "credits the playout to the wrong side"
FORGETS_DRAWS = "forgets draws"
DRAW_AS_WIN = "counts a draw as a whole win"
LOSS_AS_MINUS_ONE = "scores a loss as -1, not 0"
CREDITS_BOTH = "credits the win to both sides"
MISSES_VISITS = "does not count a visit on every node of the path"
ONLY_LEAF = "updates only the last node of the path"

_HINTS = {
    UNVISITED_NOT_FIRST: "A child never visited has no win rate yet: give it the score math.inf, so that"
                         " selection tries every child once before it compares any.",
    NO_EXPLORATION: "UCB1 adds c * sqrt(ln(parent visits) / visits) to the win rate: without it a child"
                    " that lost its first playout is never tried again.",
    PARENT_IN_RATE: "The win rate is the child's own: wins / visits of the child, not of its parent.",
    SWAPPED_VISITS: "The logarithm is of the parent's visits, the division by the child's:"
                    " sqrt(ln(parent_visits) / visits).",
    NO_SQUARE_ROOT: "The exploration term is c * sqrt(ln(N) / n): the square root keeps it on the scale"
                    " of the win rate.",
    IGNORES_C: "Multiply the exploration term by c: with c = 0 selection only exploits.",
    WRONG_SIDE: "Each node counts the playout for the side that moved INTO it (its parent chooses by"
                " that side's success): credit node.mover, not the side to move at the node.",
    FORGETS_DRAWS: "A drawn playout (winner None) is worth half a win to both sides: add 0.5 to every"
                   " node's wins.",
    DRAW_AS_WIN: "A draw is half a win (0.5), for both sides: a whole win would make a drawing move look"
                 " as good as a winning one.",
    LOSS_AS_MINUS_ONE: "Here wins count wins (a draw half), so a loss adds 0 to the loser's nodes, not -1:"
                       " wins / visits is then a win rate between 0 and 1, as UCB1 expects.",
    CREDITS_BOTH: "Only the nodes whose mover is the winner gain a win; the other side's nodes gain a"
                  " visit and nothing else.",
    MISSES_VISITS: "Every node from the root down to the new one was visited once more: add 1 to each"
                   " node's visits, whoever won.",
    ONLY_LEAF: "Walk the whole path, from the new node back up to the root, updating every node.",
}


# ---------------------------------------------------------------------- UCB1


_UCB_CASES = ((3, 5, 12, math.sqrt(2)), (0, 4, 9, math.sqrt(2)), (2.5, 3, 20, 1.0), (7, 10, 10, 0.5),
              (1, 1, 2, math.sqrt(2)), (4, 8, 40, 2.0), (0.5, 2, 3, 0.0))
"""(wins, visits, parent visits, c): a child's counts as selection meets them."""


def _ucb_variants(wins: float, visits: int, parent: int, c: float) -> dict[str, float]:
    """What each typical bug would score a visited child."""
    rate = wins / visits
    return {
        NO_EXPLORATION: rate,
        PARENT_IN_RATE: wins / parent + c * math.sqrt(math.log(parent) / visits),
        SWAPPED_VISITS: rate + c * math.sqrt(math.log(visits) / parent),
        NO_SQUARE_ROOT: rate + c * math.log(parent) / visits,
        IGNORES_C: rate + math.sqrt(math.log(parent) / visits),
    }


@gives_up
def check_ucb(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check UCB1: ``fn(wins, visits, parent_visits, c)`` must be ``wins / visits +
    c * sqrt(ln(parent_visits) / visits)``, and ``math.inf`` for a child never visited.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "swaps the parent's and the child's visits".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    failed = 0
    for wins, visits, parent, c in ((0, 0, 5, math.sqrt(2)), *_UCB_CASES):
        exploit, explore = ucb_terms(wins, visits, parent, c)
        expected = exploit + explore
        where = f"wins={_num(float(wins))}, visits={visits}, parent_visits={parent}, c={c:.3g}"
        try:
            got = _as_number(run(wins, visits, parent, c))
        except Exception as error:
            failed += 1
            name = UNVISITED_NOT_FIRST if visits == 0 else CRASHES
            problems.append(Problem(name, f"With {where}: {_error_summary(error)}", _HINTS.get(name, "")))
            continue
        if got is None:
            failed += 1
            problems.append(Problem(NOT_A_NUMBER, f"With {where} it did not return a number."))
            continue
        if _close(got, expected):
            continue
        failed += 1
        if visits == 0:
            problems.append(Problem(UNVISITED_NOT_FIRST, f"With {where} it returned {_num(got)}, not math.inf.",
                                    _HINTS[UNVISITED_NOT_FIRST]))
            continue
        names = [name for name, value in _ucb_variants(wins, visits, parent, c).items() if _close(got, value)]
        name = names[0] if names else WRONG_VALUE
        problems.append(Problem(name, f"With {where} it returned {_num(got)}; UCB1 gives {exploit:.4g} +"
                                f" {explore:.4g} = {expected:.4g}.", _HINTS.get(name, "")))
    return _report("check_ucb", fn, problems + printed.notes(), len(_UCB_CASES) + 1, failed, quiet,
                   praise="Its scores are UCB1's, the ones ttt_lab.search.mcts selects by.")


# ---------------------------------------------------------------------- backpropagation


@dataclass
class PathNode:
    """A node of an iteration's path, as backpropagation sees it.

    Attributes:
        mover: the side that made the move into this node (``None`` at the root).
        visits: playouts through this node.
        wins: of those, the ones won by ``mover``, a draw counting half.
    """

    mover: Player | None
    visits: int = 0
    wins: float = 0.0


def _path(movers: tuple[Player | None, ...], visits: tuple[int, ...], wins: tuple[float, ...]) -> list[PathNode]:
    return [PathNode(m, v, w) for m, v, w in zip(movers, visits, wins, strict=True)]


_PATHS: tuple[tuple[Player | None, ...], ...] = (
    (None, "X", "O", "X"),  # the movers along a path from the root, where X is to move
    (None, "O", "X"),  # and one where O is
)


@gives_up
def check_backpropagation(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check backpropagation: ``fn(path, winner)`` updates ``path`` (a list of :class:`PathNode`,
    the root first) in place after a playout won by ``winner`` (``"X"``, ``"O"`` or ``None``
    for a draw).

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "credits the playout to the wrong side",
        "forgets draws".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    cases = failed = 0
    for movers in _PATHS:
        visits = tuple(4 + len(movers) - depth for depth in range(len(movers)))  # the root has the most
        wins = tuple(v / 2 for v in visits)
        for winner in ("X", "O", None):
            cases += 1
            path = _path(movers, visits, wins)
            where = f"a path of {len(path)} nodes (movers {[node.mover for node in path]}), winner {winner!r}"
            try:
                run(path, winner)
            except Exception as error:
                failed += 1
                problems.append(Problem(CRASHES, f"On {where}: {_error_summary(error)}"))
                continue
            expected_wins = [w + (0.5 if winner is None else float(node.mover == winner))
                             for w, node in zip(wins, path, strict=True)]
            got_visits = [node.visits for node in path]
            got_wins = [node.wins for node in path]
            if got_visits == [v + 1 for v in visits] and all(map(_close, got_wins, expected_wins)):
                continue
            failed += 1
            name = _backpropagation_bug(path, visits, wins, winner)
            problems.append(Problem(name, f"On {where}: visits {got_visits}, wins {got_wins}; expected visits"
                                    f" {[v + 1 for v in visits]}, wins {expected_wins}.", _HINTS.get(name, "")))
    return _report("check_backpropagation", fn, problems + printed.notes(), cases, failed, quiet,
                   praise="It counts every playout for the side that moved into each node, draws as half.")


def _backpropagation_bug(path: list[PathNode], visits: tuple[int, ...], wins: tuple[float, ...],
                         winner: Player | None) -> str:
    added_visits = [node.visits - v for node, v in zip(path, visits, strict=True)]
    added_wins = [node.wins - w for node, w in zip(path, wins, strict=True)]
    if added_visits[-1] == 1 and not any(added_visits[:-1]):
        return ONLY_LEAF
    if added_visits != [1] * len(path):
        return MISSES_VISITS
    if winner is None:
        if not any(added_wins):
            return FORGETS_DRAWS
        return DRAW_AS_WIN if all(_close(added, 1.0) for added in added_wins) else WRONG_VALUE
    credited = [node.mover for node, added in zip(path, added_wins, strict=True) if added > 0]
    if credited and all(mover != winner for mover in credited):
        return WRONG_SIDE
    if any(added < 0 for added in added_wins):
        return LOSS_AS_MINUS_ONE
    if winner in credited and any(mover not in (winner, None) for mover in credited):
        return CREDITS_BOTH
    return WRONG_VALUE
