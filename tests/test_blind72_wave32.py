"""Wave 32's first set (blind68), t72a's cases: what each fixed student is told, beyond the name the zoo asserts
(tests/bug_zoo/blind72_wave32_zoo.py): the words follow the code and the checker's point of view, and each rule keeps
off code without the mistake."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bug_zoo import blind72_wave32_zoo as wave32
from bug_zoo.runs import checked

from ttt_lab.exercises import negamax, random_pruning_quiz
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.minimax_mistakes import counts_nothing
from ttt_lab.exercises.mistake_catalogues import combination_mistakes
from ttt_lab.exercises.own_depth_models import cut_before_the_end
from ttt_lab.exercises.sign_models import scaled_utility_words
from ttt_lab.exercises.start_models import wrong_side_start
from ttt_lab.exercises.win_diagonal_twice import diagonal_read_twice


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def _first(stem: str):  # type: ignore[no-untyped-def]
    report = checked(wave32.CHECK, wave32._ALL[stem])
    return next(problem for problem in report.diagnosis if not problem.note)


def test_a_scaled_utility_in_negamax_is_told_the_side_to_moves_utility_and_its_own_factor() -> None:
    problem = _first("w32_ng_04_quick_win_scaling")
    assert "game.players[0]" not in problem.hint
    assert "game.utility(state, game.to_move(state))" in problem.hint and "negamax already prefers" in problem.hint
    assert "Drop the factor `(10 - depth)`" in problem.hint
    assert "`WIN_SCALE`" in _first("own_ng_scaled_by_constant").hint


def test_no_negamax_hint_says_a_finished_game_is_worth_maxs_utility() -> None:
    # Negamax's values are the side to move's: game.utility(state, game.players[0]) is right there only turned by the
    # side's sign (sign * ...), or quoted beside minimax's form for comparison.
    for mistake in negamax.MISTAKES:
        for at in range(len(mistake.hint)):
            if mistake.hint.startswith("game.utility(state, game.players[0])", at):
                assert mistake.hint[max(0, at - 7):at].strip().endswith("*") or "minimax" in mistake.hint, mistake


def test_the_factor_is_quoted_only_where_the_product_has_one() -> None:
    words = scaled_utility_words("b", "H.")
    assert words(_source("def f(g, s, d):\n    return (10 - d) * g.utility(s, g.to_move(s))\n")) == (
        "b", "H. Drop the factor `(10 - d)` from `(10 - d) * g.utility(s, g.to_move(s))`.")
    assert words(_source("def f(g, s):\n    return color * 100 * g.utility(s, 'X')\n")) is None  # a sign beside it
    assert words(_source("def f(g, s):\n    return g.utility(s, g.to_move(s))\n")) is None


def test_a_quiz_answer_one_leaf_early_is_named_so_and_not_sent_to_deep_cutoffs() -> None:
    problem = _first("w32_qz_03_marks_the_cutting_leaf")
    assert "the leaf whose value made its node stop" in problem.detail and "deep" not in problem.hint


def test_the_deep_cutoff_words_are_kept_for_answers_that_never_stop_below_the_deep_cut() -> None:
    quiz = random_pruning_quiz(seed=11)  # L (MIN) stops on A's alpha at l1: a deep cutoff; I at i1 on D's
    stops_at_l = quiz.check({"i2", "l1", "n1", "n2", "o1", "o2"}, quiet=True)  # l1 for l2, I right: no model
    missed = next(p for p in stops_at_l.diagnosis if p.name == "misses pruned leaves")
    assert "deep cutoff" not in missed.hint
    never_at_l = quiz.check({"i2", "n1", "n2", "o1"}, quiet=True)  # nothing below L, and no model fits
    missed = next(p for p in never_at_l.diagnosis if p.name == "misses pruned leaves")
    assert "deep cutoff" in missed.hint


def test_a_negamax_that_never_tests_for_a_finished_game_is_told_the_side_to_moves_utility() -> None:
    def no_end(game, state):  # type: ignore[no-untyped-def]
        return max(-no_end(game, game.result(state, move)) for move in game.actions(state))

    problem = next(p for p in negamax.check_negamax(no_end, quiet=True).diagnosis if not p.note)
    assert problem.name == "ignores terminal states"
    assert "game.utility(state, game.to_move(state))" in problem.hint and "players[0]" not in problem.hint


def test_a_depth_tested_before_the_end_is_told_the_ply_count_the_code_cuts_at() -> None:
    problem = _first("w32_mm_02_depth_cap_before_terminal")  # depth + 1 from 1 at the root's children, maxdepth = 4
    assert "every position 4 plies below the root is worth 0, a finished game too" in problem.detail
    assert "3 plies below the root" not in problem.hint and "every position 4 plies below the root" in problem.hint
    assert "every position 3 plies below the root" in _first("own_mm_default_depth_before_end").hint


def test_the_cut_is_before_the_end_only_in_a_statement_of_its_own_above_the_end_test() -> None:
    first = "def f(g, s, d):\n    if d == 0:\n        return 0\n    if g.is_terminal(s):\n        return 1\n"
    after = "def f(g, s, d):\n    if g.is_terminal(s):\n        return 1\n    if d == 0:\n        return 0\n"
    shared = "def f(g, s, d):\n    if d == 0 or g.is_terminal(s):\n        return 0\n"
    assert cut_before_the_end(_source(first), "d")
    assert not cut_before_the_end(_source(after), "d") and not cut_before_the_end(_source(shared), "d")


def test_only_code_that_counts_something_can_take_its_depth_from_the_moves_at_the_root() -> None:
    assert counts_nothing(_source("def f(g, s, depth=3):\n    return depth\n"))
    assert not counts_nothing(_source("def f(g, s):\n    depth = len(g.actions(s))\n    return depth\n"))


def test_a_start_on_the_wrong_side_is_shown_the_half_that_is_wrong() -> None:
    for stem in ("w32_ab_02_max_starts_at_plus_inf", "own_ab_max_value_starts_high"):
        hint = _first(stem).hint
        assert "v = -math.inf before v = max(v, child)" in hint and "min(v, child)" not in hint
    assert "Your code has `value = math.inf` before `value = max(value, alphabeta(" in _first(
        "w32_ab_02_max_starts_at_plus_inf").hint
    hints = {dict(m.knobs)["start"]: m.hint for m in combination_mistakes() if "start" in dict(m.knobs)}
    assert "v = math.inf before v = min(v, child)" in hints["min at -inf"] and "max(v" not in hints["min at -inf"]
    assert "max(v, child)" in hints["infinities swapped"] and "min(v, child)" in hints["infinities swapped"]


def test_a_start_is_quoted_only_where_it_is_the_last_one_above_an_update_it_never_leaves() -> None:
    both = ("def f(xs, top):\n    if top:\n        v = math.inf\n        for x in xs:\n            v = max(v, x)\n"
            "        return v\n    v = math.inf\n    for x in xs:\n        v = min(v, x)\n    return v\n")
    assert wrong_side_start(_source(both), "max") == ("v = math.inf", "v = max(v, x)")
    assert wrong_side_start(_source(both), "min") is None  # MIN's +inf is right
    right = "def f(xs):\n    v = -float('inf')\n    for x in xs:\n        v = max(v, x)\n    return v\n"
    assert wrong_side_start(_source(right), "max") is None


def test_the_main_diagonal_read_twice_is_told_from_the_code_not_as_loop_ranges() -> None:
    for stem, read in (("w32_wt_02_empty_as_o_and_antidiagonal", "board[position][position]"),
                       ("own_wt_diagonal_reversed_index", "board[i][i]")):
        report = checked(wave32.CHECK, wave32._ALL[stem])
        missed = next(p for p in report.diagnosis if "anti-diagonal" in p.detail)
        assert f"Your code reads `{read}` in two loops" in missed.hint and "ranges of your loops" not in missed.hint


def test_the_main_diagonal_twice_is_read_only_where_no_cell_is_read_on_a_computed_column() -> None:
    twice = "def w(b):\n    for i in range(3):\n        a = b[i][i]\n    for i in range(3):\n        c = b[i][i]\n"
    assert diagonal_read_twice(_source(twice)) == "b[i][i]"
    anti = twice.replace("c = b[i][i]", "c = b[i][2 - i]")
    assert diagonal_read_twice(_source(anti)) is None
    nested = "def w(b):\n    for j in range(3):\n        for i in range(3):\n            a = b[i][i]\n"
    assert diagonal_read_twice(_source(nested)) is None  # one loop inside the other reads one diagonal


def test_columns_missed_through_zip_are_told_what_the_code_reads_not_a_line_never_shown() -> None:
    for stem in ("w32_wt_05_zip_without_star", "own_wt_zip_columns_set"):
        hint = _first(stem).hint
        assert "zip(*board)" in hint and "shown above" not in hint and "1-tuple holding a whole row" in hint
