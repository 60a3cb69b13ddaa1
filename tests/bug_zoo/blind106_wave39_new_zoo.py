"""The new set's blind wave 39 (blind104), g103b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind106_wave39_new/`` (``w39_*``), and, beside each, other shapes of the same mistake written for the
fix (``own_*``), with the wave's correct variants of the checkers touched (UCB1, retrograde, alpha-beta with a
table; each must pass).
Measured blind first (blind104's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import retrograde_two_valued, table_names, ucb_puct

HERE = Path(__file__).parent / "blind106_wave39_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named only "never explores unvisited children first" when measured blind: AlphaZero's PUCT ported,
    # wins / (1 + n) + c * sqrt(N) / (1 + n), wrong for every visited child too. Modelled (ucb_puct), refuted over
    # code with a logarithm or no `1 +` denominator, the division quoted; the unvisited score told as its consequence.
    "w39_ucb_02_puct_style": {ucb_puct.PUCT_STYLE},
    "own_ucb_puct_term_only": {ucb_puct.PUCT_STYLE},
    # Named "scores finished games wrongly" when measured blind, hinted to call game.utility: 16 of its 1,068 wrong
    # values. A WIN/LOSE-only solver (no draw at all): modelled on the whole table (retrograde_two_valued), named
    # only over code with no draw value, its default (`r = Primitive.LOSE`) quoted. Its mirror: draws never lost.
    "w39_rt_01_win_lose_only": {retrograde_two_valued.TWO_VALUED_LOSS},
    "own_rt_lost_or_not": {retrograde_two_valued.TWO_VALUED_WIN},
    # Named "mixes up lower and upper bounds" (borderline) with the general hint when measured blind: MIN's half never
    # changes its flag from HASH_ALPHA, so a fail-high beta is stored as an upper bound. The store and the flag its
    # loop never sets are quoted (table_unset_flags); the test of its words is tests/test_table_unset_flags.py.
    "w39_tt_04_tempest_hash_alpha_as_exact": {table_names.SWAPPED_BOUNDS},
    "own_tt_min_kind_never_set": {table_names.SWAPPED_BOUNDS},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
