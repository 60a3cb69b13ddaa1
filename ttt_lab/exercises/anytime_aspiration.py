"""Aspiration windows never searched again: iterative deepening that searches a depth with a narrow window
around the previous iteration's value and keeps what comes back, a bound where the value fails low or high.

Engines narrow the window only from some depth on (Truncator's ``ASPIRATION_FROM_DEPTH = 3``: "no aspiration
windows at low depth, where scores fluctuate a lot"), so the window starts after the first iteration or after
the second: a model for each (knob ``aspiration_from``, the first depth searched with the window) and each
half-width students pick (knob ``aspiration``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ttt_lab.exercises.engine import Mistake

ASPIRATION_STARTS = (2, 3)
"""The first depth searched with the window: after the first iteration, or from depth 3 (the low depths in full)."""


def from_words(start: int) -> str:
    """Which depths the window is used at, in words."""
    return "each depth after the first" if start == 2 else f"each depth from {start} on (the ones before with the full window)"


def aspiration_mistakes(name: str, widths: Sequence[float], hint: str) -> list[Mistake]:
    """``name`` for each start and half-width: the window (previous value ± width), kept as it comes."""
    return [Mistake(name, f"searches {from_words(start)} with the window (previous value - {width:g}, previous value"
                    f" + {width:g}) and keeps what comes back, even when it fails low or high", hint,
                    knobs=(("aspiration", width),) + ((("aspiration_from", start),) if start != 2 else ()))
            for start in ASPIRATION_STARTS for width in widths]
