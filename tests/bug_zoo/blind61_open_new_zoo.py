"""Wave 29's new set's leftovers (blind55), p60b's cases. The blind student fixed here (tt_04) is already copied
verbatim into ``bug_zoo/blind57_wave29_new/`` (its expected name moved there); beside it, other shapes of the same
mistake written for the fix (``own_*``), in ``bug_zoo/blind61_open_new/``.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import table_entries, table_seeds

HERE = Path(__file__).parent / "blind61_open_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Wave 29's tt_04 seeds its running best with a strictly deeper entry; this one with an entry at least as deep,
    # and narrows the mover's side of the window with it at once. Told "takes a bound for an exact value" before:
    # its entries hold no kind to misread; the seed model reproduces every value (table_seeds).
    "own_tt_seed_as_deep_narrows_window": {table_seeds.SEEDS_BEST},
    # A deeper entry that only narrows the window (the running best starts at -inf / +inf): no seed model fits its
    # values, so it keeps the symptom's name, a read whose entries never answer.
    "own_tt_entry_only_narrows_window": {table_entries.READ_NEVER_ANSWERS},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
