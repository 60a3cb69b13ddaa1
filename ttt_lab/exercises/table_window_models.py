"""A negamax core under an X's-view wrapper that hands O's search X's window unturned.

Negamax values every position for the side to move, so a wrapper that answers for X calls it for O with
``color = -1`` and negates what comes back; the window must be turned the same way, X's ``(alpha, beta)``
being O's ``(-beta, -alpha)``. Code that passes ``alpha, beta`` through unchanged searches O's positions with
the window mirrored: what it returns keeps alpha-beta's promise for the window ``(-beta, -alpha)`` in X's
view, not for the one asked (right wherever X is to move, or the window is the full one or symmetric).

The model (knob ``root_window``, ``"unturned"``) changes no value: it holds the answer to the mirrored window,
as the checker holds any answer to its window (``table_search_mistakes._within``), so fail-hard and fail-soft
cores alike fit it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ttt_lab.exercises.engine import Mistake

WINDOW_NOT_TURNED = "hands O's search X's window, not turned to O's view"

_HINT = ("Negamax's values for O are X's negated, and so is its window: X's (alpha, beta) is O's (-beta, -alpha)."
         " Where O is to move, call it with (-beta, -alpha) and negate what comes back: -negamax(..., -beta, -alpha,"
         " -1), never with (alpha, beta) unchanged.")


def turned_window(game: Any, state: Any, search: Any) -> Any:
    """``search`` (a dataclass with ``alpha`` and ``beta``) with the window the unturned call searches: mirrored
    where O (the second player) is to move, as it is."""
    if game.is_terminal(state) or game.to_move(state) == game.players[0]:
        return search
    return replace(search, alpha=-search.beta, beta=-search.alpha)


def _o_with_uneven_window(case: Any) -> bool:
    """Only where O moves at the root and the window is not its own mirror image can the slip show."""
    search = case.search
    return bool(case.game.to_move(case.state) != case.game.players[0] and search.alpha != -search.beta)


WINDOW_MISTAKES = [
    Mistake(WINDOW_NOT_TURNED, "calls its negamax for O with the window unchanged, (alpha, beta) where O's is (-beta,"
            " -alpha): where O is to move, what it returns keeps alpha-beta's promise for the mirrored window"
            " (-beta, -alpha), not for the one asked", _HINT, knobs=(("root_window", "unturned"),),
            applies=_o_with_uneven_window),
]
"""The window handed to a negamax core at the root, unturned for O."""
