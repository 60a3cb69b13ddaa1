"""Wave 35's first set (blind84) fixed by z87a: what the messages say, beyond the names the zoo asserts."""

from __future__ import annotations

import ast

from bug_zoo import blind87_wave35_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.hint_checks_search import move_kept_with_value
from ttt_lab.exercises.lost_or_drawn_leaves import finished_returns
from ttt_lab.exercises.root_side_moves import ROOT_AS_MAX, ROOT_AS_MIN


def _problem(stem: str):  # type: ignore[no-untyped-def]
    return checked(zoo.CHECK, zoo._ALL[stem]).diagnosis[0]


def test_a_root_move_chosen_as_max_at_a_min_root_is_told_so_quoting_the_root_loop() -> None:
    problem = _problem("mm_01_root_argmax_for_min")
    assert ROOT_AS_MAX in problem.detail
    assert "`score > best_score`" in problem.hint and "`min_value(game.result(state, action))`" in problem.hint
    assert "in the same if" not in problem.hint  # its root loop does that already


def test_a_root_move_chosen_as_min_at_a_max_root_is_told_so() -> None:
    problem = _problem("mm_z87a_flag_root_as_min")
    assert ROOT_AS_MIN in problem.detail
    assert "`v < best`" in problem.hint


def test_the_same_if_hint_sees_a_tuple_update_beside_helpers_that_keep_no_move() -> None:
    text = ("def f(game, state):\n"
            "    def max_value(s):\n        v = -1\n        for a in game.actions(s):\n            v = max(v, 1)\n"
            "        return v\n"
            "    best, move = -1, None\n    for a in game.actions(state):\n        s = max_value(a)\n"
            "        if s > best:\n            best, move = s, a\n    return best, move\n")
    said = move_kept_with_value(Source((ast.parse(text),), (text,)))
    assert said is not None and "`if s > best:`" in said


def test_a_finished_game_scored_only_as_lost_or_drawn_is_named_with_its_own_tests() -> None:
    problem = _problem("nm_01_kenty_lose_or_draw")
    assert "< 0: return -1`" in problem.detail and "== 0: return 0`" in problem.detail
    assert "-inf" in problem.detail


def test_the_tests_of_a_finished_game_are_read_in_the_code_order_nested_ones_too() -> None:
    text = ("def f(game, s):\n    if game.is_terminal(s):\n        u = game.utility(s, game.to_move(s))\n"
            "        if u < 0:\n            return -1\n        if u == 0:\n            return 0\n    return 1\n")
    assert finished_returns(Source((ast.parse(text),), (text,))) == ["if u < 0: return -1", "if u == 0: return 0"]


def test_a_ply_counter_counted_up_from_zero_at_the_roots_children_is_told_in_its_own_terms() -> None:
    problem = _problem("dl_06_loa_cutoff_ge_counter")
    assert "`depth >= d`" in problem.hint and "`depth + 1`" in problem.hint
    assert "each child gets depth - 1" not in problem.hint


def test_one_root_loop_keeping_the_largest_for_both_sides_is_told_as_that_loop_not_a_min_half() -> None:
    problem = _problem("mm_z87a_root_gt_for_both")
    assert "root loop keeps the child with the largest value whoever is to move" in problem.detail
    assert "`if best_score is None or score > best_score:`" in problem.detail
    assert "MIN's half" not in problem.detail


def test_the_side_a_root_loop_keeps_is_read_whichever_way_its_comparison_is_written() -> None:
    from ttt_lab.exercises.root_side_moves import one_sided_root_loop

    def source(test: str) -> Source:
        text = (f"def f(game, state):\n    best, move = None, None\n    for a in game.actions(state):\n"
                f"        v = value(game.result(state, a))\n        if {test}:\n            best, move = v, a\n"
                "    return best, move\n")
        return Source((ast.parse(text),), (text,))

    assert one_sided_root_loop(source("best is None or v > best")) == ("largest", "best is None or v > best")
    assert one_sided_root_loop(source("best is None or best < v"))[0] == "largest"  # type: ignore[index]
    assert one_sided_root_loop(source("best is None or v < best"))[0] == "smallest"  # type: ignore[index]


def test_a_division_by_the_empty_cells_says_why_it_is_zero_where_it_crashed() -> None:
    problem = _problem("ev_04_divide_by_empty")
    assert "full, with no empty cell left, so `empty` is 0 there" in problem.hint
    moves_left = _problem("ev_z87a_divide_by_moves_left")
    assert "`len(game.actions(state))` is 0 there" in moves_left.hint and "finished game" in moves_left.hint


def test_a_crash_that_is_no_division_by_zero_on_finished_boards_keeps_the_generic_hint() -> None:
    from ttt_lab.exercises.evaluation_crashes import GENERIC_HINT, crash_hint
    from ttt_lab.games.mnk import TicTacToe

    game = TicTacToe()
    line = "\n(in f, line 3: return a / b)"
    assert crash_hint(game, [game.parse("X../.../...")], "ZeroDivisionError: division by zero" + line) == GENERIC_HINT
    assert crash_hint(game, [game.parse("OXO/XOX/XOX")], "KeyError: 3" + line) == GENERIC_HINT


def test_a_minimax_scoring_a_finished_game_one_if_max_won_else_minus_one_is_named_quoting_it() -> None:
    problem = _problem("mm_z87a_max_won_else_minus_one")
    assert "(`1 if game.utility(s, MAX) > 0 else -1`)" in problem.detail
    assert "a draw is -1" in problem.detail
