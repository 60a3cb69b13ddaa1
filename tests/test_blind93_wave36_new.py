"""Wave 36's new set (blind90), the explanations beside the names the zoo asserts: in the code's own words."""

from __future__ import annotations

import ast
from typing import Any

import pytest
from bug_zoo import blind93_wave36_new_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab.exercises.anytime_aspiration import code_windows
from ttt_lab.exercises.expectimax_level_cycle import hands_no_kind_down
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_draw_reads import draw_by_default_read


def _first(stem: str) -> Problem:
    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == stem)
    report = checked(zoo.CHECK, student)
    assert report.main is not None
    return report.main


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


@pytest.mark.parametrize(("stem", "read"), [("w36_rg_05_unknown_as_draw", "value.get(game.key(game.result(s, a)), 0)"),
                                            ("own_rg_queue_order_default_zero",
                                             "table.get(game.key(game.result(s, m)), 0.0)")])
def test_rounds_to_a_fixed_point_reading_undecided_moves_as_draws_are_told_that_read(stem: str, read: str) -> None:
    problem = _first(stem)
    assert f"(`{read}`)" in problem.detail and f"`{read}`" in problem.hint
    # The code already goes round until nothing changes: neither the words nor the hint say otherwise.
    assert "nothing above them is ever decided" not in problem.detail
    assert "Keep going round" not in problem.hint


def test_a_read_with_a_draw_by_default_is_found_and_other_reads_are_not() -> None:
    assert draw_by_default_read(_source("v = table.get(k, 0)\n")) == "table.get(k, 0)"
    assert draw_by_default_read(_source("v = table.get(k, 0.0)\n")) == "table.get(k, 0.0)"
    for text in ("v = table.get(k)\n", "v = table[k]\n", "v = table.get(k, False)\n", "v = table.get(k, -1)\n"):
        assert draw_by_default_read(_source(text)) is None


@pytest.mark.parametrize(("stem", "loop"), [("w36_id_08_even_depths", "`for i in range(2, deep, 2)`, from 2, stopping below deep, in steps of 2"),
                                            ("own_id_helper_even_depths", "`for d in range(2, limit, 2)`, from 2, stopping below limit, in steps of 2"),
                                            ("own_id_odd_depths", "`for depth in range(1, max_depth, 2)`, from 1, stopping below max_depth, in steps of 2")])
def test_a_loop_of_depths_is_told_as_the_code_writes_it_even_in_a_helper(stem: str, loop: str) -> None:
    problem = _first(stem)
    assert f"(your loop: {loop})" in problem.detail
    assert "range(2, max_depth - 1)" not in problem.detail


@pytest.mark.parametrize(("stem", "window"), [("w36_id_04_aspiration_no_research",
                                              "(previous value - 0.02, previous value + 0.02)"),
                                             ("own_id_local_window_no_research",
                                              "(previous value - 0.03, previous value + 0.03)")])
def test_an_aspiration_window_of_the_codes_own_width_is_named_and_quoted(stem: str, window: str) -> None:
    problem = _first(stem)
    assert window in problem.detail and "(your window: `alpha=" in problem.detail


def test_a_window_is_read_only_where_alpha_and_beta_straddle_the_same_value_by_a_number() -> None:
    from ttt_lab.search import alphabeta

    def student(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
        width = 0.04
        v, w = 0.0, 1.0
        k = max_depth / 10  # a width not written as a number: no claim
        return [alphabeta(game, state, alpha=v - width, beta=v + width), alphabeta(game, state, alpha=v - 1, beta=w + 1),
                alphabeta(game, state, alpha=v - k, beta=v + k)]

    assert code_windows(student) == [(0.04, "alpha=v - width, beta=v + width")]


def test_a_cycle_of_levels_is_claimed_only_of_code_that_hands_a_kind_down() -> None:
    handed = ("def v(game, s, turn):\n    nxt = 'MIN' if turn == 'MAX' else 'MAX'\n"
              "    return max(v(game, c, nxt) for c in s)\n")
    counted = "def v(game, s, level):\n    return max(v(game, c, (level + 1) % 4) for c in s)\n"
    asked = "def v(game, s, depth):\n    return max(v(game, c, depth + 1) for c in s)\n"
    assert not hands_no_kind_down(_source(handed)) and not hands_no_kind_down(_source(counted))
    assert hands_no_kind_down(_source(asked))
