"""Leftovers of waves 33 and 34 (y86b, ``bug_zoo/blind86_leftovers_zoo``): the words told follow the student's
code, as each rule says."""

from __future__ import annotations

from pathlib import Path

from bug_zoo import blind86_leftovers_zoo as leftovers
from bug_zoo.blind_waves import CHECK, student

ZOO = Path(__file__).parent / "bug_zoo"


def _told(path: Path) -> str:
    return str(CHECK(student(path), quiet=True))


def test_a_negamax_that_negates_its_answer_and_no_child_is_not_told_of_negated_children() -> None:
    for stem, turned in (("w34_ng_04_so78276156_value_for_last_mover", "return max(valueList) * -1"),
                         ("own_ng_returns_minus_best", "return -best")):
        told = str(CHECK(leftovers._ALL[stem], quiet=True))
        assert "without negating it again" not in told
        assert f"(`{turned}`)" in told and "negate each child's value as you take it" in told


def test_one_stop_test_that_sees_only_wins_is_told_it_evaluates_the_won_games() -> None:
    for path in (ZOO / "blind78_wave33" / "dl_02_alignment_only.py",
                 ZOO / "blind86_leftovers" / "own_dl_won_or_depth_evaluated.py"):
        told = _told(path)
        assert "evaluates every finished game" not in told
        assert "evaluates every won game, the only games its test sees as finished" in told


def test_a_wrong_end_read_is_told_with_the_comparison_the_code_has() -> None:
    told = _told(ZOO / "blind79_wave33_new" / "own_tt_dict_wrong_ends.py")  # >= alpha, <= beta
    assert "lower bound when it is at or above alpha" in told and "upper bound when it is at or below beta" in told
    told = _told(ZOO / "blind86_leftovers" / "own_tt_mixed_ends.py")  # > alpha, <= beta
    assert "lower bound when it is above alpha" in told and "upper bound when it is at or below beta" in told
    told = _told(ZOO / "blind79_wave33_new" / "w33_tt_02_midhun_wrong_ends.py")  # > alpha, < beta
    assert "lower bound when it is above alpha" in told and "upper bound when it is below beta" in told


def test_an_entry_read_back_with_a_sign_turned_is_told_in_the_order_the_code_does_it() -> None:
    told = _told(ZOO / "blind83_wave34_new" / "w34_tt_03_negamax_sign_in_table.py")
    assert "(X's, say)" not in told
    assert "stored in the side to move's point of view, as the node returns it, and read back in another" in told
    assert "`return color * v`" in told


def test_a_negamax_quiescence_from_max_view_is_asked_to_sign_every_value_not_the_stand_pat_alone() -> None:
    told = _told(ZOO / "blind79_wave33_new" / "w33_q_07_connect4_opponent_wins.py")
    assert "score a finished game with sign * game.utility(state, game.players[0])" in told
    assert "return sign * the root's value" in told
