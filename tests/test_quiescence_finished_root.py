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


def test_a_missing_minus_pairs_with_a_finished_root_scored_for_the_mover() -> None:
    """The recursion's minus model sets no ("answer", ...) knob of its own, so it pairs with the wrapper's slip
    (wave 28's q_01): both named, the minus first."""
    from bug_zoo import blind53_wave28_new_zoo as wave28

    from ttt_lab.exercises import check_quiescence, quiescence

    assert not any(key == "answer" for m in quiescence.PAIRED if m.name == quiescence.FORGETS_NEGATION
                   for key, _ in m.knobs)
    for stem in ("w28_q_01_missing_minus", "own_q_minus_dropped_finished_root_early"):
        report = check_quiescence(wave28._ALL[stem], quiet=True)
        assert [p.name for p in report.diagnosis if not p.note] == [quiescence.FORGETS_NEGATION,
                                                                   quiescence.NOT_CONVERTED], report.message()
