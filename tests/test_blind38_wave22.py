"""Wave 22's first set (blind38), the explanations beside the names the zoo asserts: each says what the
student's code does, never what it does not have."""

from __future__ import annotations

import ast
import textwrap

import pytest
from bug_zoo import blind38_wave22_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab import exercises as ex
from ttt_lab.exercises import report
from ttt_lab.exercises.engine import Mistake, name_mistake
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import EMPTY_AS_STONE
from ttt_lab.exercises.unset_names import guarded_start
from ttt_lab.exercises.window_sharing import (
    bounds_are_parameters,
    cut_before_update,
    shared_window,
    window_hint,
)


def _source(code: str) -> Source:
    text = textwrap.dedent(code)
    return Source((ast.parse(text),), (text,))


@pytest.mark.parametrize("stem", ["dl_04_depth_in_rounds", "own_dl_rounds_count_down"])
def test_a_depth_counted_in_rounds_from_the_roots_mover_is_one_mistake(stem: str) -> None:
    report = checked(zoo.CHECK, zoo._ALL[stem])
    names = [p.name for p in report.diagnosis if not p.note]
    assert names == [ex.FULL_MOVES], report.message()
    assert "rounds that start with the player to move at the root" in report.diagnosis[0].detail
    assert "root's own loop" not in report.message()


def test_a_single_model_is_named_before_any_pair_that_fits_too() -> None:
    def predict(case: int, game: object, knobs: dict[str, int]) -> int:
        return case * knobs.get("times", 1) + knobs.get("plus", 0) + knobs.get("both", 0)

    plus = Mistake("adds one", "adds 1", "Do not.", knobs=(("plus", 1),))
    zero = Mistake("adds nothing", "adds 0", "Do not.", knobs=(("both", 0),))
    whole = Mistake("doubles and adds one", "2x + 1", "Do not.", knobs=(("times", 2), ("plus", 1)))
    doubles = Mistake("doubles", "2x", "Do not.", knobs=(("times", 2),))
    fit = name_mistake([1, 2, 3], [3, 5, 7], [plus, zero, doubles, whole], predict)
    assert fit is not None and fit.names == ["doubles and adds one"]


@pytest.mark.parametrize("stem", ["wt_03_minus_i", "own_wt_row_minus_i"])
def test_a_negated_index_is_told_as_the_code_writes_it_and_no_loop_range_is_asked_for(stem: str) -> None:
    problem = checked(zoo.CHECK, zoo._ALL[stem]).diagnosis[0]
    assert problem.name == ex.MISSES_ANTI_DIAGONAL
    assert "[-i]`" in problem.detail and "-0" in problem.detail
    assert "-1 - i" in problem.hint and "range(" not in problem.hint and "j - x" not in problem.detail


@pytest.mark.parametrize(("stem", "quoted"), [("ab_04_shared_window", "`self.alpha`"),
                                              ("own_ab_global_window", "`global alpha, beta`")])
def test_a_window_kept_in_one_place_is_quoted_in_the_hint(stem: str, quoted: str) -> None:
    problem = checked(zoo.CHECK, zoo._ALL[stem]).diagnosis[0]
    assert problem.name == ex.PRUNES_TOO_MUCH
    assert quoted in problem.hint


# Both are told by a repair of their code now (the two steps put back in order: tests/test_repairs.py); where no
# repair is found (none searched here), the symptom's hint is vetted against the code.
@pytest.mark.parametrize(("stem", "test"), [("ab_05_cut_before_update", "alpha`"),
                                            ("own_ab_return_best_before_update", "`score >= beta`")])
def test_a_cut_tested_before_the_update_is_told_and_no_shared_window_is_blamed(
        stem: str, test: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(report, "REPAIRERS", [])
    problem = zoo.CHECK(zoo._ALL[stem], quiet=True).diagnosis[0]  # not the zoo's report: no repairers here
    assert problem.name == ex.PRUNES_TOO_MUCH
    assert test in problem.hint and "leaves the loop before" in problem.hint
    assert "shared or global" not in problem.hint


def test_the_window_is_read_as_shared_only_where_the_code_keeps_it_in_one_place() -> None:
    attribute = _source("def f(self, s):\n    self.beta = min(self.beta, 3)\n")
    listed = _source("def f(s, window):\n    window[0] = max(window[0], v)\n")
    parameters = _source("def f(s, alpha, beta):\n    alpha = max(alpha, 1)\n    return f(s, alpha, beta)\n")
    board = _source("def f(s, alpha, beta):\n    board[0] = 'X'\n    return alpha\n")
    assert shared_window(attribute) == "self.beta" and shared_window(listed) == "window[0]"
    assert shared_window(parameters) is None and shared_window(board) is None
    assert bounds_are_parameters(parameters) and not bounds_are_parameters(attribute)


def test_the_hint_is_kept_where_the_code_says_nothing_clear() -> None:
    assert window_hint(_source("def f(s, a, b):\n    return a\n")) is None  # bounds under other names: unread


def test_a_cut_after_the_update_is_not_read_as_before_it() -> None:
    right = _source("""
        def f(s, alpha, beta):
            for c in s:
                child = f(c, alpha, beta)
                v = max(v, child)
                if v >= beta:
                    break
            return v
        """)
    returns_child = _source("""
        def f(s, alpha, beta):
            for c in s:
                child = f(c, alpha, beta)
                if child >= beta:
                    return child
                v = max(v, child)
            return v
        """)
    assert cut_before_update(right) is None and cut_before_update(returns_child) is None
    assert "shared" not in (window_hint(right) or "shared")


@pytest.mark.parametrize(("stem", "player", "quoted"), [("own_win_not_o_is_x", "X", None),
                                                        ("own_win_sum_minus_for_other", "X", "`1 if cell == \"O\" else -1`")])
def test_an_empty_cell_read_as_a_stone_is_named_as_the_cause_of_its_false_wins(stem: str, player: str,
                                                                               quoted: str | None) -> None:
    report = checked(zoo.CHECK, zoo._ALL[stem])
    assert [p.name for p in report.diagnosis if not p.note] == [EMPTY_AS_STONE], report.message()
    problem = report.diagnosis[0]
    assert f"On the empty board it said '{player}'" in problem.detail
    assert (quoted in problem.detail) if quoted else "Your code's" not in problem.detail


def test_wave21s_sum_of_values_is_told_its_cause_beside_the_line_it_misses() -> None:
    from bug_zoo import wave21_first_zoo

    report = checked(wave21_first_zoo.CHECK, wave21_first_zoo._ALL["win_01_sum_values"])
    assert [p.name for p in report.diagnosis if not p.note] == [EMPTY_AS_STONE, ex.MISSES_LINES], report.message()
    assert "`-1 if piece == 'X' else 1`" in report.diagnosis[0].detail


@pytest.mark.parametrize(("stem", "start"), [("ab_09_worst_score_two", "`score` starts at `-2`"),
                                             ("own_mm_best_from_minus_one", "`best` starts at `-1 if maximizing else 1`")])
def test_a_crash_on_a_move_never_set_is_told_why_from_the_code(stem: str, start: str) -> None:
    problem = checked(zoo.CHECK, zoo._ALL[stem]).diagnosis[0]
    assert problem.name == ex.CRASHES
    assert "`best_move` is set only under `if " in problem.hint and start in problem.hint
    assert "The checker calls fn(game, state" in problem.hint  # the call it was given stays said


def test_a_name_set_before_its_loop_too_or_from_an_infinity_is_not_told_as_never_set() -> None:
    before = _source("""
        def f(s):
            best, move = -1, None
            for c in s:
                if c > best:
                    best, move = c, c
            return best, move
        """)
    infinite = _source("""
        def f(s):
            best = -math.inf
            for c in s:
                if c > best:
                    best = c
                    move = c
            return best, move
        """)
    assert guarded_start(before, "move") is None and guarded_start(infinite, "move") is None
