"""What wave 29's first set (blind54) and the open cases left not named precisely, fixed by p60a. Wave 29's cases
themselves (ab_05, ab_08, wt_02) and its correct variants stay in ``blind56_wave29_zoo``, which asserts their new
names; here, in ``bug_zoo/blind60_open_first/``, another shape of each mistake written for the fix (``own_*``). Each
class of miss was generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load

from ttt_lab.exercises import sign_models
from ttt_lab.exercises.report import CUT_AFTER_LOOP, NEVER_NARROWS, OVERWRITES_WINNER

HERE = Path(__file__).parent / "blind60_open_first"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Wave 29's ab_05 ("never prunes" when measured blind): min_value's cutoff test and beta update stand after its
    # loop, dedented; named by that now (cut_placement). Here MAX's half dedented instead, its update before its test.
    "own_ab_max_cut_after_loop": {CUT_AFTER_LOOP},
    # Wave 29's ab_08 ("prunes too much" when measured blind): CS50's helpers test `v < alpha` / `v > beta` but never
    # assign a bound, under a root fixing the window at 0; named from the code now (unnarrowed_windows). Here tests on
    # equality under a root handing (-1, 1): read as "prunes on the wrong bound" before, which it does not.
    "own_ab_window_made_up_never_narrowed": {NEVER_NARROWS},
    # Wave 29's wt_02 ("misses some lines" when measured blind): CS50's `winner = X if ... else O if ... else None` on
    # every line, a later line of three empty cells resetting a win; named by behaviour now (win_overwrites). Here
    # rows, columns and diagonals store "." too, cleaned up only at the end.
    "own_wt_empty_line_resets": {OVERWRITES_WINNER},
    # sign_models.counted_down_bonus_mistakes had the root's start fixed at 9 or 10 (blind54's mm_07 passes 9): the
    # start is read from the code's own numbers now, so a root call's 12 is named, and told as 12.
    "own_mm_win_bonus_from_twelve": {sign_models.UTILITY_SHIFTED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
