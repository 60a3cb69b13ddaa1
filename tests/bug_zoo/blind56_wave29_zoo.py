"""The first set's blind wave 29 (blind54: minimax, alpha-beta, win test): the students named wrongly there and fixed
here are copied verbatim into ``bug_zoo/blind56_wave29/`` with the wave's correct variants of those checkers (each
must pass), and, beside each, another shape of the same mistake written for the fix (``own_*``). Measured blind first
(blind54's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.report import (
    CHILD_MOVE,
    CUT_AFTER_LOOP,
    KEEPS_VISITING,
    MISSES_LINES,
    NEVER_NARROWS,
    NEVER_PRUNES,
    NO_ALPHA_UPDATE,
    NO_BETA_UPDATE,
    OVERWRITES_WINNER,
    PRUNES_TOO_MUCH,
)

HERE = Path(__file__).parent / "blind56_wave29"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("returns the right value with a wrong move", hinted to update the value and
    # the move in one if, which the code does): `value, reply = search(child)` then `best_value, best_move = value,
    # reply`, the child's own move kept. The source says so (scope_models.child_move_kept).
    "w29_mm_06_grandchild_move": {CHILD_MOVE},
    "own_mm_keeps_childs_reply": {CHILD_MOVE},
    # Named wrongly when measured blind ("never prunes", its hint's first slip "never updates alpha or beta", which
    # the code does): min_value's cutoff test and beta update stand after its loop, dedented. The name stays (true);
    # the hint quotes the test where it stands (loop_cuts.cut_after_loop); since p60a named by it (cut_placement).
    "w29_ab_05_dedented_min_cut": {CUT_AFTER_LOOP},
    "own_ab_min_cut_after_loop_one_function": {NEVER_PRUNES, CUT_AFTER_LOOP},
    # Named wrongly when measured blind: CS50's helpers never narrow their window and the root fixes it at 0. Its
    # names are symptoms, kept (no right name is built for the window fixed at a draw); the second's hint, "Your MIN
    # nodes never stop early", asked for a test the code has, and is refuted from the source now: it quotes the
    # test and sends the student to the bound it reads (loop_cuts' hint checks). A right name for the root's
    # window is left open.
    # Since p60a named by its window never narrowed (unnarrowed_windows).
    "w29_ab_08_window_at_draw_cs50": {NEVER_NARROWS},
    # Helpers that never narrow, under a root that does: named by the window's two updates already.
    "own_ab_helpers_never_narrow": {NO_BETA_UPDATE, NO_ALPHA_UPDATE},
    # Named wrongly when measured blind ("misses some lines", hinted that X's stones are read from other cells than
    # O's): CS50's `winner = X if ... else O if ... else None` on every line, a later line of empty cells resetting a
    # win. The name stays (it misses the line on that board); the hint is refuted where both players are read
    # through the same cells, and points at what follows the line's test (win_side_reads.vet_side_cells_hint).
    # Since p60a named by behaviour (win_overwrites).
    "w29_wt_02_overwrite_cs50": {OVERWRITES_WINNER},
    "own_wt_last_line_kept": {MISSES_LINES, OVERWRITES_WINNER},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
