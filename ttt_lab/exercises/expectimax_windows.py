"""Alpha-beta's window handed down through chance nodes, in expectimax: its models and the graded trees
where a cut below a chance node changes the average (used by :mod:`.expectimax`).

A chance node averages its outcomes, so each outcome's value must be exact: a window handed to it is
no bound on the average. Code that passes ``(alpha, beta)`` through a chance node as if it were a
player's node lets a MIN node below it stop at its first child not above ``alpha`` (MAX at its first
not below ``beta``), and the stopped node's value, a bound, is averaged as if it were exact. Where the
MIN node's first child is at or below ``alpha`` and its later ones lower still, the average comes out
too high. The graded trees before wave 19 never made that matter (wave 19's e9 passed): the node that
stopped was worse for its parent anyway. :func:`cut_window_cases` are trees where it does, their
expected values computed by :func:`ttt_lab.search.expectimax` as every case's are.
"""

from __future__ import annotations

import math
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.games.chance import ChanceTreeGame

WINDOW_THROUGH_CHANCE = "hands alpha-beta's bounds down through chance nodes"

_FULL_WINDOW_HINT = (" Alpha-beta's bounds are for MAX and MIN alone; below a chance node a clipped value changes"
                     " the average.")


def window_mistakes() -> list[Mistake]:
    """The window handed through chance nodes: a best started at the bound (no cut), or real cuts."""
    return [
        # A player's node that starts its best at the bound handed down (a = max(a, child(a, b))), the bounds passed
        # through chance nodes unchanged: right in minimax, but a chance node's outcomes are clipped before averaging.
        *[Mistake(WINDOW_THROUGH_CHANCE, f"starts each MAX node's best at the alpha handed down from above{how}, and"
                  " hands the bounds to a chance node's outcomes as they came: an outcome worth less than a MAX node"
                  " above it already has is raised to that bound before it is averaged", "A chance node averages its"
                  " outcomes' own values: start each player's node at -inf (MAX) or +inf (MIN), not at a bound handed"
                  " down, or hand a chance node's outcomes the full window." + _FULL_WINDOW_HINT,
                  knobs=(("window through chance", side),))
          for side, how in (("max", ""), ("both", " (each MIN node's at the beta)"))],  # MIN's told only where it shows
        *[Mistake(WINDOW_THROUGH_CHANCE, "prunes at MAX and MIN nodes as alpha-beta does, and hands a chance node's"
                  " outcomes the window (alpha, beta) it was given: a MIN node below a chance node stops at its first"
                  " child not above alpha (a MAX node at its first not below beta) and returns " + returns + ", which"
                  " is averaged as if it were the node's value", "A chance node needs its outcomes' exact values:"
                  " call them with the full window (-inf, +inf), or drop alpha-beta from expectimax." + _FULL_WINDOW_HINT,
                  knobs=(("cuts through chance", hard),))
          for hard, returns in ((False, "that child's value"), (True, "the bound (its best started at the bound"
                                                                    " handed down, fail-hard)"))],
    ]


def window_value(game: Any, state: Any, knobs: dict[str, Any]) -> float | None:
    """What code with a window handed through chance nodes returns (None: ``knobs`` are not of this module)."""
    if knobs.get("window through chance"):
        return _window_through_chance(game, state, -math.inf, math.inf, knobs["window through chance"] == "both")
    if "cuts through chance" in knobs:
        return _cuts_through_chance(game, state, -math.inf, math.inf, bool(knobs["cuts through chance"]))
    return None


def _window_through_chance(game: Any, state: Any, alpha: float, beta: float, min_too: bool) -> float:
    """Expectimax whose MAX node starts at the alpha handed down and raises it child by child (its MIN node
    likewise from beta, ``min_too``), with no cutoff, a chance node handing both bounds to its outcomes."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        return float(sum(p * _window_through_chance(game, game.result(state, a), alpha, beta, min_too)
                         for a, p in game.outcomes(state)))
    if game.to_move(state) == game.players[0]:
        for move in game.actions(state):
            alpha = max(alpha, _window_through_chance(game, game.result(state, move), alpha, beta, min_too))
        return alpha
    best = math.inf
    for move in game.actions(state):
        best = min(best, _window_through_chance(game, game.result(state, move), alpha, beta if min_too else math.inf,
                                                min_too))
        beta = min(beta, best) if min_too else beta
    return min(best, beta) if min_too else best


def _cuts_through_chance(game: Any, state: Any, alpha: float, beta: float, hard: bool) -> float:
    """Alpha-beta at MAX and MIN nodes, fail-soft (the best starts at -inf or +inf, and is returned at a cut)
    or fail-hard (AIMA's: the best starts at the bound handed down, and the other bound is returned at a cut),
    whose chance nodes hand their own (alpha, beta) to every outcome and add up p × value."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        return float(sum(p * _cuts_through_chance(game, game.result(state, a), alpha, beta, hard)
                         for a, p in game.outcomes(state)))
    maximising = game.to_move(state) == game.players[0]
    best = (alpha if maximising else beta) if hard else -math.inf if maximising else math.inf
    for move in game.actions(state):
        value = _cuts_through_chance(game, game.result(state, move), alpha, beta, hard)
        best = max(best, value) if maximising else min(best, value)
        if maximising and best >= beta:
            return beta if hard else best
        if not maximising and best <= alpha:
            return alpha if hard else best
        alpha, beta = (max(alpha, best), beta) if maximising else (alpha, min(beta, best))
    return best


def cut_window_cases() -> list[tuple[ChanceTreeGame, str]]:
    """Trees where a window handed through a chance node changes the root's value: the second chance node
    is the one whose player's node (MIN below MAX's chance, MAX below MIN's) stops at a first child on the
    far side of the bound its parent already has, and a later child, further still, is its real value."""
    return [
        (ChanceTreeGame([[(0.5, [4, 5]), (0.5, [4, 6])], [(0.5, [3, -6]), (0.5, [9, 8])]],
                        levels=("MAX", "CHANCE", "MIN")),
         "MAX above two dice and MIN below them, MIN's best reply in the second die's first outcome its second"),
        (ChanceTreeGame([[(0.5, [1, 0]), (0.5, [2, 1])], [(0.5, [2, 9]), (0.5, [-3, -4])]],
                        levels=("MIN", "CHANCE", "MAX")),
         "MIN above two dice and MAX below them, MAX's best reply in the second die's first outcome its second"),
    ]
