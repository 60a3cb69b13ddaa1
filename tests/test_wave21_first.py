"""Wave 21's first set (blind36), the explanations beside the names the zoo asserts: each says what the
student's code does, never what it does not have."""

from __future__ import annotations

import pytest
from bug_zoo import wave21_first_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab import exercises as ex
from ttt_lab.exercises.alphabeta_moves import TIE_ON_BOUND
from ttt_lab.exercises.repair_rules import ASSIGNS_WITH_EQUALS
from ttt_lab.exercises.report import EMPTY_AS_STONE
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE

WEIGHTS = [3, 2, 3, 2, 4, 2, 3, 2, 3]  # a module's table of cell weights, read by an evaluation below


def _student(stem: str):  # type: ignore[no-untyped-def]
    return zoo._ALL[stem]


@pytest.mark.parametrize("stem", ["ab_05_row_break", "ab_g21a_rows_dict"])
def test_a_cutoff_that_leaves_only_the_row_is_told_with_its_loops(stem: str) -> None:
    problem = checked(zoo.CHECK, _student(stem)).diagnosis[0]
    assert problem.name == ex.KEEPS_VISITING
    assert "break leaves the inner one" in problem.detail and "On the board" in problem.detail
    assert "both loops" in problem.hint


@pytest.mark.parametrize("stem", ["mm_09_ab_bound_ties", "mm_g21a_root_ge_over_bounds"])
def test_a_root_over_alphabeta_children_is_told_of_the_tie_with_a_bound(stem: str) -> None:
    problem = checked(zoo.CHECK, _student(stem)).diagnosis[0]
    assert problem.name == ex.WRONG_MOVE
    assert TIE_ON_BOUND in problem.detail
    assert "update both" not in problem.hint and "bound" in problem.hint


@pytest.mark.parametrize("stem", ["ab_01_min_uses_alpha", "ab_g21a_solver_methods"])
def test_a_search_in_a_class_is_read_for_its_bound_typo(stem: str) -> None:
    problem = checked(zoo.CHECK, _student(stem)).diagnosis[0]
    assert "narrows" in problem.detail and "return (or break) that always runs" not in problem.detail


@pytest.mark.parametrize("stem", ["win_01_sum_values", "win_g21a_guard_and_equal_cells"])
def test_a_none_test_on_the_board_itself_is_not_read_as_an_empty_cell_test(stem: str) -> None:
    report = checked(zoo.CHECK, _student(stem))
    assert report.diagnosis[0].name in (ex.EMPTY_LINE_WINS, EMPTY_AS_STONE)  # win_01: its cause, '.' read as O's
    assert all("None" not in problem.hint for problem in report.diagnosis), report.message()
    assert all("for O but not for X" not in problem.hint for problem in report.diagnosis), report.message()


@pytest.mark.parametrize("stem", ["ev_03_row_runs", "ev_g21a_row_pairs_left"])
def test_mirror_images_apart_send_only_to_code_the_student_has(stem: str) -> None:
    # Rows read alone are named by that cause now (evaluation_row_reads, n52a), not by mirror images apart.
    problem = checked(zoo.CHECK, _student(stem)).diagnosis[0]
    assert problem.name == ex.MISSES_COLUMNS
    assert "It reads only the rows" in problem.detail and "columns and both diagonals" in problem.hint
    assert "table of weights" not in problem.hint and "*=" not in problem.hint


def test_the_leads_keep_a_weight_table_and_a_product_the_code_has() -> None:
    from ttt_lab.exercises.evaluation_leads import asymmetry_hint

    def tabled(cells):  # type: ignore[no-untyped-def]
        total = 1
        for weight, cell in zip(WEIGHTS, cells, strict=True):
            total *= weight if cell else 1
        return total

    hint = asymmetry_hint(tabled, overwritten=False)
    assert "*= where += belongs" in hint and "leaves out some lines" in hint and "table of weights" in hint
    assert asymmetry_hint(len, overwritten=True).count("table of weights") == 1  # unreadable: every lead


@pytest.mark.parametrize("stem", ["dl_08_root_game_over_test", "dl_g21a_helper_tests_root"])
def test_a_finished_game_test_on_the_root_is_told_where_it_looks(stem: str) -> None:
    problem = checked(zoo.CHECK, _student(stem)).diagnosis[0]
    assert problem.name == ex.EVALUATES_TERMINAL
    assert "the position the search started from" in problem.detail and "shortcut" not in problem.detail
    assert problem.hint.startswith("Test the position the call is at: game.is_terminal(")


@pytest.mark.parametrize(("stem", "meant"), [("ev_02_eval_line_typo", "score = -1"),
                                             ("ev_g21a_corner_bonus_compared", "bonus = bonus + 1")])
def test_a_comparison_standing_alone_is_the_symptoms_lead(stem: str, meant: str) -> None:
    problem = checked(zoo.CHECK, _student(stem)).diagnosis[0]
    if problem.name == ASSIGNS_WITH_EQUALS:  # the `=` mends every graded case: the repair names the slip
        assert f"`{meant.replace(' = ', ' == ', 1)}" in problem.detail and "every graded case right" in problem.detail
        return
    assert problem.name == ex.ASYMMETRIC
    assert "is a comparison standing alone" in problem.hint and f"write `{meant}`" in problem.hint


def test_a_comparison_on_a_name_never_assigned_is_no_dropped_assignment() -> None:
    import ast

    from ttt_lab.exercises.dropped_comparisons import dropped_comparison
    from ttt_lab.exercises.hint_checks import Source

    def source(text: str) -> Source:
        return Source((ast.parse(text),), (text,))

    assert dropped_comparison(source("def f(x):\n    x == 1\n    return x\n")) is None  # a parameter, never set
    assert dropped_comparison(source("def f():\n    s = 0\n    s == 1\n    return s\n")) == ("s == 1", "s = 1")


@pytest.mark.parametrize("stem", ["wt_01_and_precedence", "wt_g21a_and_precedence_loops"])
def test_a_line_test_cut_by_precedence_is_one_slip_with_no_counter(stem: str) -> None:
    report = checked(zoo.CHECK, _student(stem))
    assert [p.name for p in report.diagnosis if not p.note] == [AND_PRECEDENCE]  # the cause, not the short line
    problem = report.diagnosis[0]
    assert "Python reads it as" in problem.hint and "counter" not in report.message()
    assert "(O has a line)" in problem.detail and 'it returns "."' in problem.detail


def _read(text: str):  # type: ignore[no-untyped-def]
    import ast

    from ttt_lab.exercises.hint_checks import Source

    return Source((ast.parse(text),), (text,))


def test_code_that_counts_nothing_refutes_the_counter_and_code_that_counts_does_not() -> None:
    from ttt_lab.exercises.code_claims import has_no_counter

    assert has_no_counter(_read("def f(b):\n    if b[0] and b[1] == b[2]:\n        return b[1]\n"))
    assert not has_no_counter(_read("def f(b):\n    n = 0\n    for c in b:\n        n += c == 'X'\n    return n\n"))
    assert not has_no_counter(_read("def f(b):\n    return b.count('X') == 3\n"))


def test_a_terminal_test_is_read_on_the_helpers_own_position() -> None:
    from ttt_lab.exercises.terminal_source import outer_state_tested

    outer = ("def f(game, state):\n    def g(node):\n        if game.is_terminal(state):\n            return 0\n"
             "        return max(g(game.result(node, a)) for a in game.actions(node))\n    return g(state)\n")
    own = outer.replace("is_terminal(state)", "is_terminal(node)")
    assert outer_state_tested(_read(outer)) == ("game.is_terminal(state)", "state", "node")
    assert outer_state_tested(_read(own)) is None


def test_the_winners_sizes_are_read_from_the_codes_returns() -> None:
    from ttt_lab.exercises.sign_models import source_size_mistakes

    code = "def f(u):\n    if u > 0:\n        return 7000\n    if u < 0:\n        return -300\n    return 0\n"
    (mistake,) = source_size_mistakes(_read(code))
    assert dict(mistake.knobs) == {"leaf": "sign", "win_size": 7000, "loss_size": 300}
    assert source_size_mistakes(_read("def f(u):\n    return 10 if u > 0 else -10\n")) == []
