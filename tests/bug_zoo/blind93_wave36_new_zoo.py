"""The new set's blind wave 36 (blind90), a92b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind93_wave36_new/`` (``w36_*``), and, beside each, other shapes of the same mistake written for the
fix (``own_*``), with the wave's correct variants (all fourteen; each must pass). Measured blind first (blind90's
REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import anytime, expectimax_level_cycle, retrograde_names

HERE = Path(__file__).parent / "blind93_wave36_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named "calls undecided positions draws" when measured blind, told "nothing above them is ever decided" and to
    # keep going round, which the code does (`while changed:`): it decides each position the first time a round
    # meets it from `value.get(child, 0)`. Where the code loops to a fixed point, that read is told and quoted
    # (retrograde_draw_reads).
    "w36_rg_05_unknown_as_draw": {retrograde_names.UNDECIDED_AS_DRAW},
    "own_rg_queue_order_default_zero": {retrograde_names.UNDECIDED_AS_DRAW},
    # Depth-first, some positions are drawn beside a move already known to win: the draw declared too early is named.
    "own_rg_depth_first_default_draw": {retrograde_names.DRAW_TOO_EARLY, retrograde_names.UNDECIDED_AS_DRAW},
    # Named "does not search each depth from 1 up, once" when measured blind, explained as `range(2, max_depth - 1)`:
    # the loop `range(2, deep, 2)` is in a helper passed max_depth as `deep`, which the range reader did not follow.
    # A helper's loop over the parameter the student's function passes max_depth to is read now, start/stop/step told.
    "w36_id_08_even_depths": {anytime.NOT_ONE_PER_DEPTH},
    "own_id_helper_even_depths": {anytime.NOT_ONE_PER_DEPTH},
    "own_id_odd_depths": {anytime.NOT_ONE_PER_DEPTH},
    # Localised when measured blind ("has a line that does not belong": `previous = r.value`): its window, previous
    # ± 0.02, is none of the models' half-widths. The code's own window is read (anytime_aspiration.code_windows),
    # its models join that student's catalogue, and the window is quoted.
    "w36_id_04_aspiration_no_research": {anytime.NO_RESEARCH},
    "own_id_local_window_no_research": {anytime.NO_RESEARCH},
    # Localised when measured blind ("returns a wrong value" at a chance root the cycle calls MIN's): every node's
    # kind, chance or not, comes from a MAX, CHANCE, MIN, CHANCE cycle handed down the recursion. Modelled, and named
    # only over code that hands a kind down (expectimax_level_cycle).
    "w36_ex_02_level_cycle": {expectimax_level_cycle.LEVEL_CYCLE},
    "own_ex_level_counter_mod_four": {expectimax_level_cycle.LEVEL_CYCLE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
