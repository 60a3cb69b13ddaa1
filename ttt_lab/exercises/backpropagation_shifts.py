"""Backpropagation whose every credit is off by one constant: a win adds 1 - d, a draw 0.5 - d, a loss d
(an "aggressive" MCTS's ``value - 0.0001 if value > 0 else value + 0.0001``, wave 30's bp_06), or every
result plus d (``wins += reward + 0.01``, a tie-breaking nudge added to each credit).

Each amount alone is a slip the catalogue knows (:mod:`~ttt_lab.exercises.mcts_amounts`: a win, a draw, a
loss credited wrongly), but a model changing one amount never reproduces the others, so nothing was named
and only the root was shown. Here the three amounts are read off the counts the student's function left
(what it added for a win, a draw and a loss) and, when at least two are off and every one that is off is
off by the same amount, they make one model with all three: named only where it reproduces every path, as
every model is.

Example:
    >>> [m.knobs for m in shifted_credit_mistakes({0.9999}, {0.4999}, {0.0001}, {0.0001}, {0.4999})]
    [(('win', 0.9999), ('draw', 0.4999), ('loss', 0.0001))]
    >>> shifted_credit_mistakes({2.0}, {1.0}, {0.0}, set(), set())  # doubled, not shifted
    []
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake

CREDITS_SHIFTED = "credits every result off by a constant"

_RIGHT = {"win": 1.0, "draw": 0.5, "loss": 0.0}

_HINT = ("Credit the result itself: 1 to each node the winner moved into, 0.5 to every node on a draw, 0 to the"
         " loser's. A constant added to or taken off the credit (to prefer some results a little) makes wins /"
         " visits drift from the share of playouts its mover won.")


def _off(amount: float, right: float) -> str:
    shift = amount - right
    return f"{right:g} {'+' if shift > 0 else '-'} {abs(shift):g}"


def shifted_credit_mistakes(wins: set[float], draws: set[float], losses: set[float], root_wins: set[float],
                            root_draws: set[float]) -> list[Mistake]:
    """One model crediting a win, a draw and a loss the amounts read off the counts (each set: what a node
    gained for that result), when each was one amount, the root's the same as the other nodes', at least two
    are off and all that are off are off by the same amount; none otherwise."""
    if any(len(found) != 1 for found in (wins, draws, losses)) or not (root_wins <= losses and root_draws <= draws):
        return []
    amounts = {"win": next(iter(wins)), "draw": next(iter(draws)), "loss": next(iter(losses))}
    shifts = {kind: abs(amount - _RIGHT[kind]) for kind, amount in amounts.items() if abs(amount - _RIGHT[kind]) > 1e-12}
    if len(shifts) < 2 or max(shifts.values()) - min(shifts.values()) > 1e-9:
        return []
    said = ", ".join(f"{amounts[kind]:g} for a {kind} ({_off(amounts[kind], _RIGHT[kind])})" for kind in _RIGHT)
    return [Mistake(CREDITS_SHIFTED, f"adds {said}: every credit off by {next(iter(shifts.values())):g}", _HINT,
                    knobs=tuple((kind, amounts[kind]) for kind in _RIGHT))]
