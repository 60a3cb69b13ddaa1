"""Wave 35's new set (blind85), the explanations beside the names the zoo asserts: in the code's own words."""

from __future__ import annotations

import ast

import pytest
from bug_zoo import blind88_wave35_new_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab.exercises.expectimax_negamax_words import negamax_chance_call
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem


def _first(stem: str) -> Problem:
    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == stem)
    report = checked(zoo.CHECK, student)
    assert report.main is not None
    return report.main


@pytest.mark.parametrize(("stem", "sign"), [("w35_ex_04_negamax_chance_flip", "color"),
                                            ("own_ex_negated_list_of_outcomes", "side")])
def test_a_negated_sum_of_outcomes_is_worded_with_its_sign_not_a_flag(stem: str, sign: str) -> None:
    problem = _first(stem)
    assert f"flips `{sign}` at every call" in problem.detail and "a flag" not in problem.detail
    assert "`-sum(" in problem.detail


def test_a_sum_negated_with_no_sign_flipped_for_its_outcomes_is_not_that_slip() -> None:
    text = ("def negamax(game, state, color):\n"
            "    return -sum(p * negamax(game, game.result(state, a), color) for a, p in game.outcomes(state))\n")
    assert negamax_chance_call(Source((ast.parse(text),), (text,))) is None


def test_one_pass_in_found_order_is_named_with_the_codes_loop() -> None:
    problem = _first("w35_rg_02_single_sweep")
    assert "in the order your code found them (`for s in reversed(order):`)" in problem.detail
    assert "calls undecided positions draws" not in problem.name
