"""Wave 34's first set (blind80), the students fixed by x81a: copied verbatim into
``bug_zoo/blind82_wave34/`` (each stating its checker and truth in its docstring), with another shape of
each mistake of our own (``*_x81a_*``) and the wave's correct variants of the checkers touched (each must
pass). Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load

HERE = Path(__file__).parent / "blind82_wave34"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: "does not pass alpha and beta to the children", though every call passes
    # them; MIN-VALUE starts `v = beta = math.inf`. Named from the code now (window_resets).
    "ab_06_min_resets_beta": {"sets beta back to +inf at the start of MIN nodes"},
    "ab_x81a_max_resets_alpha": {"sets alpha back to -inf at the start of MAX nodes"},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
