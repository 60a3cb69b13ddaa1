"""The new set's blind wave 26 (blind47: expectimax, iterative deepening, quiescence, retrograde, tables,
backpropagation; k46b's cases): the students fixed here are copied verbatim into ``bug_zoo/blind47_wave26_new/``
with the wave's correct variants of those checkers (each must pass), and, beside each, another shape of the same
mistake written for the fix (``own_*``). Measured blind first (blind47's REPORT.md); each class of miss was then
generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import (
    backpropagation_draws,
    expectimax,
    own_depth_models,
    quiescence,
    report,
    retrograde_gaps,
    retrograde_names,
    table_names,
)

HERE = Path(__file__).parent / "blind47_wave26_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind (hint "hand evaluate(state) to the search as it is", what the code does): a
    # negamax returning evaluate(state), X's view, at the depth limit for whoever moves; the words now follow the
    # code's negamax form (anytime_views, asserted in tests/test_anytime_views.py).
    "w26_id_05_negamax_unsigned_eval": {report.WRONG_PLAYER},
    "own_id_negamax_leaf_unsigned": {report.WRONG_PLAYER},
    # Named wrongly when measured blind (hint "report the search's value as it is", what the code does): an aima
    # alphabeta_search scoring for `player = game.to_move(state)`; the words now name that player (anytime_views).
    "w26_id_04_aima_root_player_view": {report.WRONG_PLAYER},
    "own_id_fixed_me_minimax": {report.WRONG_PLAYER},
    "own_id_negamax_root_unturned": {report.WRONG_PLAYER},
    # Named wrongly when measured blind ("leaves positions out", told to find every position by a breadth-first
    # search it has): GamesmanMPI's record counts a tie among the moves as a win for the opponent, so a start
    # "lost" stops its search (`while queue and not solved`) early. The values it has are diagnosed first, the
    # positions left out after them, with the loop's own test (retrograde_gaps; the run checked after a slow first
    # run is now the one whose calls are read, retrograde.py).
    "w26_rg_02_gamesman_no_ties": {retrograde_names.DRAW_AS_LOSS, retrograde_names.LEAVES_OUT},
    "own_rg_stops_when_root_decided": {retrograde_names.DRAW_AS_LOSS, retrograde_names.LEAVES_OUT},
    # What the blind writer took rg_02 for: ties never passed up at all, every unfinished draw left out of the
    # table (retrograde_gaps).
    "own_rg_ties_never_passed_up": {retrograde_gaps.NEVER_DRAWS},
    # Named when measured blind with words of a `1 - result` scheme the code lacks; on main since j44b (wave 25) the
    # words follow the code's random.choice. Kept as another shape: the choice made inside a policy object's __call__.
    "w26_bp_04_draw_random_winner": {backpropagation_draws.DRAW_AS_ONE_SIDES},
    # Localised only when measured blind: a negamax quiescence whose stand-pat is evaluate(state) unsigned, and whose
    # wrapper leaves a finished root's value the side to move's. The wrapper's slip is now paired with any slip of
    # the search (quiescence._shared_mistakes), and the stand-pat's words follow the negamax form in the pair too.
    "w26_qs_01_unsigned_stand_pat": {report.NOT_CONVERTED, quiescence.STAND_PAT_WRONG_SIDE},
    "own_qs_root_unturned_when_finished": {report.NOT_CONVERTED, quiescence.STAND_PAT_WRONG_SIDE},
    # Localised only when measured blind: a 2048 agent's root loop (its best from -1) over an expectimax that averages
    # every node below alike, players' nodes too and the probabilities ignored (expectimax_root_loop).
    "w26_ex_05_average_below_root": {expectimax.EVERY_NODE_CHANCE},
    "own_ex_mean_of_everything": {expectimax.EVERY_NODE_CHANCE},
    # Named when measured blind, the hint not the code's ("keep going round"): its fixed-point loop is an `if changed:`
    # that sets changed again; the hint now names that if and the while it should be (retrograde_names).
    "w26_rg_05_single_sweep": {retrograde_names.UNDECIDED_AS_DRAW},
    "own_rg_if_progress": {retrograde_names.UNDECIDED_AS_DRAW},
    # Named when measured blind with a hint of a counting-down parameter; on main since j44b (depth_counters) the words
    # follow the code's `self.depth = 4` and `current_depth >= self.depth`. Kept against a relapse.
    "w26_ex_03_depth_cutoff": {own_depth_models.OWN_DEPTH_LIMIT},
    # Named when measured blind, the words not saying what the code stores: the ply from the root (0 at the top call,
    # + 1 below) kept as an entry's draft and compared with the entry (table_ply_draft).
    "w26_tt_03_ply_as_draft": {table_names.LESS_DEEP},
    "own_tt_height_from_root": {table_names.LESS_DEEP},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
