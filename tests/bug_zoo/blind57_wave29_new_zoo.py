"""The new set's blind wave 29 (blind55) and the first set's (blind54), o56b's cases: the students fixed here are
copied verbatim into ``bug_zoo/blind57_wave29_new/``, and, beside each, another shape of the same mistake written
for the fix (``own_*``). Measured blind first (each folder's REPORT.md); each class of miss was then generalised
(never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import evaluation_typed_lines, sign_models, table_seeds

HERE = Path(__file__).parent / "blind57_wave29_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("never reads the table back", told to look the position up): a public
    # work-in-progress alphabeta_dfs that does look it up, drops every entry not strictly deeper and only seeds its
    # running best with a deeper one. Code that read the table during the repeated search is told so, and what an
    # entry should do (table_entries.entries_never_answer); p60b then named what the code does where a model of a
    # seeded running best reproduces every value (table_seeds).
    "w29_tt_04_seeds_best_with_cache": {table_seeds.SEEDS_BEST},
    "own_tt_lookup_only_seeds_alpha": {table_seeds.SEEDS_BEST},
    # Localised only when measured blind ("gives symmetric positions different values", a menu of hints): the
    # anti-diagonal typed [2, 4, 8] in a table of lines. A table the code reads that is the board's lines but for one
    # entry, one line with one cell changed, is named with that entry (evaluation_typed_lines), as the win test
    # names a cell the code types (win_wraps).
    "w29_ev_04_winning_lines_typo": {evaluation_typed_lines.TYPED_LINE_WRONG_CELL},
    "own_ev_bottom_row_typed_wrong": {evaluation_typed_lines.TYPED_LINE_WRONG_CELL},
    # Localised only when measured blind (a value outside the utilities, at the right leaf): `val + depth` for a
    # win, `val - depth` otherwise, the depth the code's own counted down from 9. The depth-left models applied
    # only to searches given a depth; with a start of the code's own they fit minimax too
    # (sign_models.counted_down_bonus_mistakes).
    "w29_mm_07_depth_bonus": {sign_models.UTILITY_SHIFTED},
    "own_mm_plies_left_from_ten": {sign_models.UTILITY_SHIFTED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
