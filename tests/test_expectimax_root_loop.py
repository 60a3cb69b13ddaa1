"""A root loop over an expectimax that averages every node below it alike (a 2048 agent's findMove over its
expectimax, wave 26's ex_05) is named, with the start of the root loop's best read off the values."""

from __future__ import annotations

import pytest
from bug_zoo import blind47_wave26_new_zoo as zoo

from ttt_lab.exercises import check_expectimax, expectimax


@pytest.mark.parametrize(("stem", "start"), [("w26_ex_05_average_below_root", "starts at -1"),
                                             ("own_ex_mean_of_everything", None)])
def test_a_root_loop_over_uniform_averages_is_named_with_its_start(stem: str, start: str | None) -> None:
    (problem,) = [p for p in check_expectimax(zoo._ALL[stem], quiet=True).diagnosis if not p.note]
    assert problem.name == expectimax.EVERY_NODE_CHANCE
    assert "probabilities ignored" in problem.detail and "chooses only the root's move" in problem.detail
    assert (start in problem.detail) if start else ("starts at" not in problem.detail)
    assert "the sum of p × value" in problem.hint
