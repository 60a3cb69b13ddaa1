"""The new set's blind wave 33 (blind76), w77b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind79_wave33_new/`` (``w33_*``), and, beside each, another shape of the same mistake written for the
fix (``own_*``), with the wave's correct variants of the checkers touched (each must pass). Measured blind first
(blind76's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import quiescence, report, tables

HERE = Path(__file__).parent / "blind79_wave33_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Localised only when measured blind ("returns a wrong value"): negamax's window handed down, (-beta, -alpha),
    # with no minus on the recursion and MAX's evaluation as the stand-pat, taken at every node before the forcing
    # moves are looked at. The unsigned negamax model now stands pat there too (a pair with "stands pat when a
    # block is forced"), named by its missing minus.
    "w33_q_01_psqt_no_negation": {report.FORGETS_NEGATION, quiescence.STANDS_PAT_WHEN_FORCED},
    "own_q_fail_soft_no_minus_stands_always": {report.FORGETS_NEGATION, quiescence.STANDS_PAT_WHEN_FORCED},
    "own_q_signed_stand_no_minus": {report.FORGETS_NEGATION},
    # The other way round: a MAX/MIN search that negates its children's values, told as the minus too many (as the
    # minimax checker tells it, sign_models.children_negated), not as a negamax that cancels its minus.
    "own_q_minimax_children_negated": {report.SIGN_SLIP},
    # Localised only when measured blind (at XX./O../O.., where X's own win is never looked at): the forcing moves
    # read off one player's lines written into the code (completing_cells(state, human_disc), MAX's opponent at every
    # node), with negamax's minus and MAX's view everywhere else. A model of which lines are extended, paired with
    # the view slip; the graded values alone fit another pair by chance, so the probes refit both.
    "w33_q_07_connect4_opponent_wins": {quiescence.NEVER_WINS, quiescence.STAND_PAT_WRONG_SIDE},
    "own_q_blocks_o_lines_only": {quiescence.NEVER_WINS},
    "own_q_x_lines_only": {quiescence.NEVER_BLOCKS},  # the converse: MAX's own lines alone
    # Named "takes a bound for an exact value" when measured blind, with no mechanism and a hint asking the entries
    # to say their kind, which they do: ab_lookup answers with a lower bound > alpha and an upper bound < beta. The
    # table model reads entries at the wrong ends now (table_read_ends), quoting the student's own test, and the
    # generic hint no longer asks for kinds where the code labels its entries.
    "w33_tt_02_midhun_wrong_ends": {report.BOUND_AS_EXACT},
    "own_tt_dict_wrong_ends": {report.BOUND_AS_EXACT},
    "own_tt_negamax_wrong_ends": {report.BOUND_AS_EXACT},
    "own_tt_lower_above_alpha_only": {tables.READS_LOWER_AS_VALUE},
    # Named "does not lower beta in MIN nodes" first when measured blind (true, but it only costs positions), the
    # value slip second. A problem that only changes how many positions are scored now comes after every problem
    # that changes a value (report.COSTS_POSITIONS), whatever checker's name that is.
    "w33_tt_08_plaat_no_depth": {tables.LESS_DEEP, report.NO_BETA_UPDATE},
    "own_tt_no_depth_alpha_kept": {tables.LESS_DEEP, report.NO_ALPHA_UPDATE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
