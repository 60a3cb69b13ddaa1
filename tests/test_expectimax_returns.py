"""expectimax_returns: a chance node's return standing in its loop over the outcomes is told as that return, not
as a pruning the code does not have; a return under an if (a cutoff) is not."""

from __future__ import annotations

import ast

from bug_zoo import blind53_wave28_new_zoo as zoo

from ttt_lab.exercises import check_expectimax, repair_blocks
from ttt_lab.exercises.expectimax_returns import outcome_loop_return
from ttt_lab.exercises.hint_checks import Source


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_only_a_return_in_the_outcome_loop_itself_is_found() -> None:
    inside = "def f(g, s):\n    t = 0\n    for a, p in g.outcomes(s):\n        t += p\n        return t\n"
    under_if = "def f(g, s, b):\n    t = 0\n    for a, p in g.outcomes(s):\n        t += p\n        if t >= b:\n" \
               "            return t\n    return t\n"
    moves = "def f(g, s):\n    for a in g.actions(s):\n        return a\n"
    assert outcome_loop_return(_source(inside)) == ("return t", "for a, p in g.outcomes(s):")
    assert outcome_loop_return(_source(under_if)) is None
    assert outcome_loop_return(_source(moves)) is None


def test_a_chance_node_returning_after_its_first_outcome_is_told_by_its_return() -> None:
    for stem, returned in (("w27_ex_01_sum_returns_early", "return alpha"),
                           ("own_ex_chance_helper_returns_in_loop", "return expected")):
        problem = check_expectimax(zoo._ALL[stem], quiet=True).diagnosis[0]
        assert problem.name == repair_blocks.RETURNS_IN_LOOP
        assert f"Move `{returned}` one indent to the left" in problem.hint
