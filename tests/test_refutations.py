"""A model whose explanation the student's code contradicts is never named (issue 27, failure
mode 1; wave 19): the engine drops refuted models before fitting (Mistake.refuted_by), words an
explanation by what the code uses (Mistake.worded), and keeps every model where no source can be
read. Then the source checks the catalogues use (code_claims), and the wave's cases."""

from __future__ import annotations

import ast
from typing import Any

import pytest
from bug_zoo import wave19_refuted as wave19

from ttt_lab import exercises as ex
from ttt_lab.exercises import code_claims
from ttt_lab.exercises.engine import Mistake, name_mistake
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.student_source import reading, student_source


def _predict(case: int, game: Any, knobs: dict[str, Any]) -> int:
    return case * knobs.get("times", 1) + knobs.get("plus", 0)


def _negating_student(values: list[int]) -> list[int]:
    return [-v for v in values]


_DOUBLES = Mistake("doubles", "multiplies by 2", "Do not.", knobs=(("times", 2),),
                   refuted_by=lambda source: "-v" in source.texts[0])
_DOUBLES_TOO = Mistake("doubles again", "multiplies by 2 too", "Do not.", knobs=(("times", 2),))
_ADDS = Mistake("adds one", "adds 1", "Do not.", knobs=(("plus", 1),))


def test_a_refuted_model_is_skipped_and_the_next_fitting_one_named() -> None:
    with reading(_negating_student):
        fit = name_mistake([1, 2, 3], [2, 4, 6], [_DOUBLES, _DOUBLES_TOO, _ADDS], _predict)
    assert fit is not None and fit.names == ["doubles again"]


def test_nothing_is_named_when_every_fitting_model_is_refuted() -> None:
    with reading(_negating_student):
        assert name_mistake([1, 2, 3], [2, 4, 6], [_DOUBLES, _ADDS], _predict) is None


def test_outside_a_check_or_without_readable_source_every_model_is_kept() -> None:
    fit = name_mistake([1, 2, 3], [2, 4, 6], [_DOUBLES, _ADDS], _predict)  # no check running
    assert fit is not None and fit.names == ["doubles"]
    namespace: dict[str, Any] = {}
    exec("def typed_in_a_console(values):\n    return [-v for v in values]", namespace)  # no file to read
    with reading(namespace["typed_in_a_console"]):
        assert student_source() is None
        fit = name_mistake([1, 2, 3], [2, 4, 6], [_DOUBLES, _ADDS], _predict)
    assert fit is not None and fit.names == ["doubles"]


def test_a_refutation_that_fails_refutes_nothing() -> None:
    def broken(source: Source) -> bool:
        raise IndexError

    shaky = Mistake("doubles", "multiplies by 2", "Do not.", knobs=(("times", 2),), refuted_by=broken)
    with reading(_negating_student):
        fit = name_mistake([1, 2, 3], [2, 4, 6], [shaky], _predict)
    assert fit is not None and fit.names == ["doubles"]


def test_an_explanation_is_worded_by_what_the_code_uses() -> None:
    worded = Mistake("doubles", "multiplies by 2 with *", "Do not.", knobs=(("times", 2),),
                     worded=lambda source: ("negates with -v", "Keep v.") if "-v" in source.texts[0] else None)
    with reading(_negating_student):
        fit = name_mistake([1, 2, 3], [2, 4, 6], [worded], _predict)
    assert fit is not None and (fit.mistakes[0].because, fit.mistakes[0].hint) == ("negates with -v", "Keep v.")


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


@pytest.mark.parametrize(("text", "negates"), [
    ("def f(g, s):\n    return max(-f(g, c) for c in g.kids(s))", True),
    ("def f(g, s):\n    best = -1\n    for c in g.kids(s):\n        v = f(g, c)\n        best = max(best, -v)\n"
     "    return best", True),
    ("def f(g, s):\n    for c in g.kids(s):\n        v, m = f(g, c)\n        v *= -1\n    return v", True),
    # Negated only sometimes, or in one loop of two: some child's value is kept as it is.
    ("def f(g, s):\n    for c in g.kids(s):\n        v = f(g, c)\n        b = v if g.same(c) else -v\n    return b", False),
    ("def f(g, s):\n    a = max(-f(g, c) for c in g.kids(s))\n    return max([a] + [f(g, c) for c in g.more(s)])", False),
    # The root's value turned to MAX's view negates no child.
    ("def f(g, s):\n    v = h(g, s)\n    return v if g.max(s) else -h(g, s)\ndef h(g, s):\n"
     "    return max(h(g, c) for c in g.kids(s))", False),
])
def test_negates_every_child_reads_a_minus_on_each_childs_search(text: str, negates: bool) -> None:
    assert code_claims.negates_every_child(_source(text)) is negates


def test_a_min_rule_is_read_generously() -> None:
    assert code_claims.has_min_rule(_source("def f(x):\n    return min(x)"))
    assert code_claims.has_min_rule(_source("import math\ndef f(x):\n    best = math.inf\n    return best"))
    assert code_claims.has_min_rule(_source("def f(x, y):\n    return x < y"))
    assert not code_claims.has_min_rule(_source("import math\ndef f(x):\n    best = -math.inf\n    return max(best, x)"))


def test_a_finished_child_scored_apart_is_seen() -> None:
    own = "def f(g, s):\n    if g.is_terminal(s):\n        return g.utility(s, g.to_move(s))\n    return 0"
    child = ("def f(g, s):\n    for a in g.actions(s):\n        c = g.result(s, a)\n"
             "        if g.is_terminal(c):\n            return -g.utility(c, g.to_move(s))\n    return 0")
    assert code_claims.scores_only_its_own_position(_source(own))
    assert not code_claims.scores_only_its_own_position(_source(child))
    assert code_claims.scores_for_a_side_it_reads(_source(own))
    assert not code_claims.scores_for_a_side_it_reads(_source("def f(g, s, me):\n    return g.utility(s, me)"))


def test_rounding_is_named_by_what_the_code_calls() -> None:
    assert code_claims.rounding_constructs(_source("import math\ndef f(x):\n    return math.floor(x / 2)")) == ["floor()"]
    assert code_claims.rounding_constructs(_source("def f(x):\n    return x // 2")) == ["//"]
    assert code_claims.cannot_round(_source("def f(x):\n    return x / 2"))


# ---------------------------------------------------------------------- wave 19's cases


def _report(fn: Any) -> ex.CheckReport:
    return wave19.CHECK(fn, quiet=True)


def test_a_search_that_negates_twice_is_told_its_minus_cancels_not_to_negate() -> None:
    problem = _report(wave19.dl_02_negates_twice).diagnosis[0]
    assert problem.name == ex.FORGETS_NEGATION
    assert "cancels that minus" in problem.detail and "second minus" in problem.hint, problem.detail
    assert "without negating it" not in problem.detail


def test_code_without_a_special_case_for_finished_children_is_not_told_to_drop_one() -> None:
    report = _report(wave19.ng_04_helper_scores_for_max)
    assert "special case" not in report.message(), report.message()


def test_a_flag_stuck_at_min_is_told_as_such() -> None:
    problem = _report(wave19.mm_04_flag_stuck_at_min).diagnosis[0]
    assert problem.name == ex.NOT_ALTERNATING
    assert "takes the min" in problem.detail and "takes the max" not in problem.detail, problem.detail


def test_a_floor_call_is_not_told_it_divides_with_integer_division() -> None:
    problem = _report(wave19.e7_floor_average).diagnosis[0]
    assert problem.name == ex.INTEGER_DIVISION
    assert "floor()" in problem.detail and "(// or int())" not in problem.detail, problem.detail
    assert "floor()" in problem.hint


def test_an_entry_read_from_the_other_side_is_not_told_it_never_answers() -> None:
    report = _report(wave19.t3_stored_for_x)
    assert "does not answer from an exact entry" not in report.message()
    assert "the same value negated" in report.diagnosis[0].detail


def test_a_test_against_the_wrong_empty_marker_is_told_so() -> None:
    """Already right on main (hint_checks.foreign_marker): kept as the wave's case."""
    problem = _report(wave19.wt_03_wrong_empty_marker).diagnosis[0]
    assert problem.name == ex.EMPTY_LINE_WINS
    assert "Your code tests a cell against ' '" in problem.hint and "Test for '.'" in problem.hint


def test_a_depth_lowered_for_every_child_is_seen() -> None:
    down = "def f(g, s, depth):\n    return max(f(g, c, depth - 1) for c in g.kids(s))"
    same = "def f(g, s, depth):\n    return max(f(g, c, depth) for c in g.kids(s))"
    up_in_one_half = ("def f(g, s, d):\n    return max(h(g, c, d - 1) for c in g.kids(s))\n"
                      "def h(g, s, d):\n    return min(f(g, c, d + 1) for c in g.kids(s))")
    assert code_claims.lowers_depth_for_every_child(_source(down))
    assert not code_claims.lowers_depth_for_every_child(_source(same))
    assert not code_claims.lowers_depth_for_every_child(_source(up_in_one_half))


def test_the_natural_log_is_read_from_math_log_alone() -> None:
    assert code_claims.takes_the_natural_log(_source("import math\ndef f(n, p):\n    return math.log(p) / n"))
    assert not code_claims.takes_the_natural_log(_source("import math\ndef f(n, p):\n    return math.log(p, 10) / n"))
    assert not code_claims.takes_the_natural_log(_source("from math import log\ndef f(n, p):\n    return log(p) / n"))
    assert not code_claims.takes_the_natural_log(_source("import math\ndef f(n, p):\n    return math.log10(p) / n"))
