"""A quiescence wrapper that leaves a finished root's value the side to move's, beside a slip of the search below it:
the pair is named, and the stand-pat's words follow the code's negamax form wherever they stand (wave 26's qs_01,
localised only when measured blind)."""

from __future__ import annotations

import pytest
from bug_zoo import blind47_wave26_new_zoo as zoo

from ttt_lab.exercises import check_quiescence, quiescence, report


@pytest.mark.parametrize("stem", ["w26_qs_01_unsigned_stand_pat", "own_qs_root_unturned_when_finished"])
def test_a_finished_root_unturned_is_named_with_the_search_slip_beside_it(stem: str) -> None:
    errors = [p for p in check_quiescence(zoo._ALL[stem], quiet=True).diagnosis if not p.note]
    assert {p.name for p in errors} == {report.NOT_CONVERTED, quiescence.STAND_PAT_WRONG_SIDE}
    stand_pat = next(p for p in errors if p.name == quiescence.STAND_PAT_WRONG_SIDE)
    assert "sign * evaluate(state)" in stand_pat.hint


def test_the_unsigned_stand_pat_is_told_in_negamax_words_in_the_pairs_explanation_too() -> None:
    errors = check_quiescence(zoo._ALL["w26_qs_01_unsigned_stand_pat"], quiet=True).diagnosis
    assert all("turns the evaluation to the side to move's view where MIN moves" not in p.detail for p in errors)
    assert "never turned to the side to move's" in errors[0].detail
