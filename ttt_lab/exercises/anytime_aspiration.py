"""Aspiration windows never searched again: iterative deepening that searches a depth with a narrow window
around the previous iteration's value and keeps what comes back, a bound where the value fails low or high.

Engines narrow the window only from some depth on (Truncator's ``ASPIRATION_FROM_DEPTH = 3``: "no aspiration
windows at low depth, where scores fluctuate a lot"), so the window starts after the first iteration or after
the second: a model for each (knob ``aspiration_from``, the first depth searched with the window) and each
half-width students pick (knob ``aspiration``). A half-width none of the checker's models has (wave 36's id_04:
previous ± 0.02, only localised to "a line that does not belong") is read from the student's own window
(:func:`code_windows`): the models of that width join the catalogue for that student, the window quoted.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import read_source

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


def _number(node: ast.AST, names: dict[str, Any]) -> float | None:
    """A half-width as the code writes it: a number, or a name bound to one (in the function or its module)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return float(node.value)
    if isinstance(node, ast.Name) and type(names.get(node.id)) in (int, float):
        return float(names[node.id])
    return None


def code_windows(fn: Callable[..., Any]) -> list[tuple[float, str]]:
    """The half-widths of the aspiration windows the student's code searches with, each with its text: a call
    whose ``alpha=`` is ``v - w`` and whose ``beta=`` is ``v + w``, the same ``v`` and ``w``, ``w`` a number or a
    name bound to one (a module constant, or a local assigned a number); none where the code cannot be read."""
    try:
        source = read_source(fn)
        names: dict[str, Any] = dict(getattr(fn, "__globals__", {}))
        names.update({target.id: node.value.value for node in source.nodes() if isinstance(node, ast.Assign)
                      and isinstance(node.value, ast.Constant) for target in node.targets if isinstance(target, ast.Name)})
        found = []
        for node in source.nodes():
            if not isinstance(node, ast.Call):
                continue
            keywords = {k.arg: k.value for k in node.keywords}
            low, high = keywords.get("alpha"), keywords.get("beta")
            if not (isinstance(low, ast.BinOp) and isinstance(low.op, ast.Sub) and isinstance(high, ast.BinOp)
                    and isinstance(high.op, ast.Add) and ast.dump(low.left) == ast.dump(high.left)
                    and ast.dump(low.right) == ast.dump(high.right)):
                continue
            width = _number(low.right, names)
            if width is not None and width > 0:
                found.append((width, f"alpha={source.segment(low)}, beta={source.segment(high)}"))
        return found
    except Exception:  # code that cannot be read: no window of its own
        return []


def own_windows(name: str, fn: Callable[..., Any], widths: Sequence[float], hint: str) -> list[Mistake]:
    """:func:`aspiration_mistakes` for each half-width the student's code shows that ``widths`` (the models'
    own) lacks, its window quoted in the words."""
    return [Mistake(m.name, f"{m.because} (your window: `{text}`)", m.hint, knobs=m.knobs)
            for width, text in dict(code_windows(fn)).items() if width not in widths
            for m in aspiration_mistakes(name, (width,), hint)]
