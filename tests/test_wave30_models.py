"""Wave 30's first-set fixes whose names stay and whose words changed: the wrong move's cause (a tie
with a fail-hard bound, the mover's own search scoring the moves), and the generic "update both in
the same if" hint vetted against code that picks its move with max(..., key=...)."""

from __future__ import annotations

from bug_zoo import blind62_wave30_zoo as wave30
from bug_zoo.runs import checked

from ttt_lab.exercises.alphabeta_moves import TIE_ON_HARD_BOUND
from ttt_lab.exercises.move_helper_models import BOTH_IN_ONE_IF, SAME_MOVER_CHILD, vet_move_picked_apart
from ttt_lab.exercises.report import WRONG_MOVE, Problem


def _first(stem: str) -> Problem:
    return checked(wave30.CHECK, wave30._ALL[stem]).diagnosis[0]


def test_a_tie_with_a_fail_hard_bound_is_named_as_the_cause() -> None:
    for stem in ("w30_mm_01_failhard_root_ties", "own_mm_window_root_ties"):
        problem = _first(stem)
        assert problem.name == WRONG_MOVE and TIE_ON_HARD_BOUND in problem.detail
        assert BOTH_IN_ONE_IF not in problem.hint and "strictly better" in problem.hint


def test_a_move_scored_by_the_movers_own_search_is_named_as_the_cause() -> None:
    for stem in ("w30_mm_03_cs50_move_wrong_helper", "own_mm_key_keeps_own_turn"):
        problem = _first(stem)
        assert problem.name == WRONG_MOVE and SAME_MOVER_CHILD in problem.detail
        assert BOTH_IN_ONE_IF not in problem.hint


def picks_by_key(game, state):  # type: ignore[no-untyped-def]
    return 0, max(game.actions(state), key=lambda a: len(str(a)))


def keeps_in_an_if(game, state):  # type: ignore[no-untyped-def]
    best, move = -1, None
    for a in game.actions(state):
        if len(str(a)) > best:
            best, move = len(str(a)), a
    return best, move


def test_the_same_if_hint_is_vetted_against_a_move_picked_by_key() -> None:
    generic = Problem(WRONG_MOVE, "a wrong move", "Remember the move together with the value: when a child's value"
                      f" beats the best so far, {BOTH_IN_ONE_IF}.")
    vetted = vet_move_picked_apart([generic], picks_by_key)[0]
    assert "max(game.actions(state), key=" in vetted.hint and BOTH_IN_ONE_IF not in vetted.hint
    assert vet_move_picked_apart([generic], keeps_in_an_if)[0] == generic  # it has such an if: the hint stands


def test_a_cell_weight_table_is_described_without_numbers_of_its_own() -> None:
    # Told in its own numbers, never the lines through a cell ("centre 4") as if they were the student's: where the
    # code reads no line at all it is named a weight table, its weights read off its values (the own shape's 5, 3
    # and 1 over 30; wave 38's ev_04), else described as ranking boards much as counting dead lines does.
    described = checked(wave30.CHECK, wave30._ALL["w30_ev_03_agent_default_o"]).message()
    assert "centre 4" not in described and "centre above the corners" in described
    weights = checked(wave30.CHECK, wave30._ALL["own_ev_weights_five_three_one"]).message()
    assert "centre 4" not in weights and "scores cells by a fixed weight table" in weights
    assert all(f"{w / 30:.4g} on {cell}" in weights for w, cell in ((5, "(1, 1)"), (3, "(0, 0)"), (1, "(0, 1)")))


def test_rounds_counted_in_one_helper_are_told_to_test_the_depth_there_too() -> None:
    for stem, helper in (("w30_dl_03_depth_counts_rounds", "oppMove"), ("own_dl_rounds_two_helpers", "min_value")):
        problem = _first(stem)
        assert f"Test the depth in `{helper}`" in problem.hint
