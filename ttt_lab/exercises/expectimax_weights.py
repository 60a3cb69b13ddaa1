"""Expectimax whose outcomes are weighted by their probability twice: models of code that multiplies a
probability in once where the chance node weighs its outcomes and once more elsewhere.

Two shapes. A probability carried down the recursion (``cprob * p`` handed to each outcome, as 2048-ai does for
its search's cutoff) and multiplied into the leaves' utilities as well, while the chance node still weighs each
outcome by p (wave 25's ex_05): every leaf below a chance node is worth its path's probability times what it
should, and deeper chance nodes compound (``weights="carried"``). And p applied twice at the chance node
itself, ``p * p * value`` or ``p * (p * value)`` from a helper that already weighs (``weights="squared"``).

Example:
    >>> from ttt_lab.games.chance import max_die_min_tree
    >>> game = max_die_min_tree()
    >>> twice_weighted_value(game, game.initial_state(), {}) is None
    True
    >>> twice_weighted_value(game, game.initial_state(), {"weights": "squared"}) is not None
    True
"""

from __future__ import annotations

from typing import Any

from ttt_lab.exercises.engine import Mistake

WEIGHS_TWICE = "weights each outcome by its probability twice"

_HINT = ("A chance node's value is the sum of p × value over its outcomes, each outcome's probability applied once,"
         " there: a leaf is worth its utility as it is. A probability carried down the recursion may decide where to"
         " stop searching, never multiply a value.")


def _carried(game: Any, state: Any, carried: float) -> float:
    if game.is_terminal(state):
        return carried * float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        return float(sum(p * _carried(game, game.result(state, a), carried * p) for a, p in game.outcomes(state)))
    values = [_carried(game, game.result(state, a), carried) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def _squared(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        return float(sum(p * p * _squared(game, game.result(state, a)) for a, p in game.outcomes(state)))
    values = [_squared(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def twice_weighted_value(game: Any, state: Any, knobs: dict[str, Any]) -> float | None:
    """The value of ``state`` with its outcomes weighted twice, if ``knobs`` asks for it (``weights``); else None."""
    if knobs.get("weights") == "carried":
        return _carried(game, state, 1.0)
    if knobs.get("weights") == "squared":
        return _squared(game, state)
    return None


WEIGHT_MISTAKES = [
    Mistake(WEIGHS_TWICE, "carries the probability of the path down the recursion (cprob * p to each outcome) and"
            " multiplies the leaves' utilities by it, while each chance node still weighs its outcomes by p: below a"
            " chance node every outcome counts its probability twice, and deeper chance nodes compound", _HINT,
            knobs=(("weights", "carried"),)),
    Mistake(WEIGHS_TWICE, "multiplies each outcome's value by its probability twice at a chance node (p * p *"
            " value), where the sum of p × value belongs", _HINT, knobs=(("weights", "squared"),)),
]
"""Models of an outcome's probability applied twice (:func:`twice_weighted_value`)."""
