"""The new set's blind wave 27 (blind49: tables, backpropagation, retrograde; l48b's cases, a short round whose bar
is "none named wrongly"): the students fixed here are copied verbatim into ``bug_zoo/blind49_wave27_new/`` with the
wave's correct variants of those checkers (each must pass), and, beside each, another shape of the same mistake
written for the fix (``own_*``). Measured blind first (blind49's REPORT.md); each class of miss was then generalised
(never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report, retrograde_parity, table_names

HERE = Path(__file__).parent / "blind49_wave27_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("answers with a stored lower bound that is below beta", a hint about the read,
    # which is right): every cutoff flagged LOWER, MIN's too, so a MIN root that failed high without a cutoff is stored
    # EXACT. A read is blamed only where the entry was stored as the bound it misreads (table_kinds.store_mislabels);
    # otherwise the bound taken for a value is told where it is stored.
    "w27_tt_04_cutoff_means_lower": {report.BOUND_AS_EXACT},
    "own_tt_fail_low_kept_exact": {report.BOUND_AS_EXACT},
    # Named wrongly when measured blind ("takes a bound for an exact value", though it never stores exact): a negamax
    # whose kind is decided against the alpha its loop raised, every entry an upper bound in the mover's view, in
    # objects' fields. No model fits a negamax's flags; the full-window roots' own words, read from objects too
    # (table_kinds.said_kind), name it where they say 'upper' at both movers (tables._narrowed_window).
    "w27_tt_01_flag_against_raised_alpha": {table_names.KIND_FROM_NARROWED},
    "own_tt_negamax_kind_after_loop": {table_names.KIND_FROM_NARROWED},
    # Named wrongly when measured blind ("calls undecided positions draws", told to go from the deepest positions up,
    # which its count-down queue does): whose turn from the parity of the empty cells, right on 3x3, swapped on 3x2.
    # A pass "from the start down" is refuted by a work-list (retrograde_sweeps.works_backwards), and the parity's
    # mover is a model of its own, tried before "one player's best at every position" (retrograde_parity).
    "w27_rg_05_turn_from_empty_parity": {retrograde_parity.TURN_FROM_PARITY},
    "own_rg_rounds_mover_from_moves_left": {retrograde_parity.TURN_FROM_PARITY},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
