"""The new set's blind wave 29 (blind55) and the first set's (blind54), o56b's cases: the students fixed here are
copied verbatim into ``bug_zoo/blind57_wave29_new/``, and, beside each, another shape of the same mistake written
for the fix (``own_*``). Measured blind first (each folder's REPORT.md); each class of miss was then generalised
(never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import table_entries

HERE = Path(__file__).parent / "blind57_wave29_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("never reads the table back", told to look the position up): a public
    # work-in-progress alphabeta_dfs that does look it up, drops every entry not strictly deeper and only seeds its
    # running best with a deeper one. Code that read the table during the repeated search is told so, and what an
    # entry should do (table_entries.entries_never_answer).
    "w29_tt_04_seeds_best_with_cache": {table_entries.READ_NEVER_ANSWERS},
    "own_tt_lookup_only_seeds_alpha": {table_entries.READ_NEVER_ANSWERS},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
