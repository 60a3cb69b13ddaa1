"""Wave 33's first set (blind75): the words told to the students fixed in ``bug_zoo/blind78_wave33_zoo``,
and the source rules behind them."""

from __future__ import annotations

import ast
import textwrap

import pytest
from bug_zoo import blind78_wave33_zoo as wave33
from bug_zoo.runs import checked

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.limit_in_loop import LIMIT_IN_LOOP, limit_return_in_loop
from ttt_lab.exercises.report import EVALUATES_TERMINAL, OUT_OF_RANGE, WRONG_DRAW


def _names(stem: str) -> list[str]:
    report = checked(wave33.CHECK, wave33._ALL[stem])
    return [p.name for p in report.diagnosis if not p.note]


def _source(code: str) -> Source:
    text = textwrap.dedent(code)
    return Source((ast.parse(text),), (text,))


def test_a_limit_tested_in_the_loop_is_told_on_its_own_lines_and_its_infinities_are_not_told_apart() -> None:
    told = str(checked(wave33.CHECK, wave33._ALL["dl_03_limit_returns_v"]))
    assert "`if depth == limit:` then `return v`" in told
    assert "Count the depth down" in told  # dl_03 counts up from the root: depth 0 never stops it
    assert _names("dl_03_limit_returns_v") == [LIMIT_IN_LOOP]
    assert OUT_OF_RANGE not in told


def test_a_limit_counted_down_is_not_told_to_count_down() -> None:
    told = str(checked(wave33.CHECK, wave33._ALL["dl_w77a_limit_in_loop_one_function"]))
    assert "`if depth <= 0:` then `return best_score`" in told and "Count the depth down" not in told


@pytest.mark.parametrize("code", [
    # the running best returned under the depth test after the child's update: not its start
    """
    def f(game, state, depth):
        v = float("-inf")
        for a in game.actions(state):
            v = max(v, f(game, game.result(state, a), depth - 1))
            if depth == 0:
                return v
        return v
    """,
    # the depth tested before the loop, as it belongs
    """
    def f(game, state, depth):
        if depth == 0:
            return 0
        best = -math.inf
        for a in game.actions(state):
            best = max(best, f(game, game.result(state, a), depth - 1))
        return best
    """,
    # a cutoff test, not the depth's
    """
    def f(game, state, alpha, beta):
        v = -math.inf
        for a in game.actions(state):
            if alpha >= beta:
                return v
            v = max(v, f(game, game.result(state, a), alpha, beta))
        return v
    """,
])
def test_only_a_start_returned_under_a_depth_test_in_the_loop_is_read_so(code: str) -> None:
    assert limit_return_in_loop(_source(code)) is None


def test_a_start_of_either_side_written_as_one_expression_is_read() -> None:
    found = limit_return_in_loop(_source("""
    def f(game, state, depth, maximizing):
        best = -math.inf if maximizing else math.inf
        for a in game.actions(state):
            if depth > LIMIT:
                return best
            best = max(best, f(game, game.result(state, a), depth + 1, not maximizing))
        return best
    """))
    assert found == ("depth > LIMIT", "return best")


def test_a_won_game_evaluated_and_a_draw_searched_on_are_told_as_two_problems() -> None:
    for stem in ("dl_02_alignment_only", "dl_w77a_wins_evaluated_helpers"):
        assert set(_names(stem)) == {WRONG_DRAW, EVALUATES_TERMINAL}
    told = str(checked(wave33.CHECK, wave33._ALL["dl_w77a_wins_only_then_depth"]))
    assert _names("dl_w77a_wins_only_then_depth") == [WRONG_DRAW] and "searched on, with no moves" in told


def test_negamax_that_stops_only_at_wins_is_told_its_draws_are_searched_on() -> None:
    report = checked(wave33.CHECK, wave33._ALL["ng_w77a_wins_only"])
    assert [p.name for p in report.diagnosis if not p.note] == [WRONG_DRAW]
    assert "game.utility(state, game.to_move(state))" in report.diagnosis[0].hint


def _tests_of(code: str) -> list[str]:
    from ttt_lab.exercises.win_partial_chains import partial_line_tests

    return [t.text for t in partial_line_tests(_source(code))]


@pytest.mark.parametrize(("code", "found"), [
    ("if b[0][0] and b[0][1] == b[0][2]: pass", ["b[0][0] and b[0][1] == b[0][2]"]),
    ("if b[0][0] == b[0][1] and b[0][2]: pass", ["b[0][0] == b[0][1] and b[0][2]"]),
    ('if b[0, 0] != "." and b[0, 1] == b[0, 2]: pass', ['b[0, 0] != "." and b[0, 1] == b[0, 2]']),
    # whole lines: a chain, a chain with its stone test, equalities that join every cell, one stone for all
    ('if b[0][0] == b[0][1] == b[0][2] != ".": pass', []),
    ("if b[0][0] == b[0][1] and b[0][1] == b[0][2] and b[0][0]: pass", []),
    ('if b[0][0] == "X" and b[0][1] == "X" and b[0][2] == "X": pass', []),
    # two lines joined by `or`, each whole
    ("if b[0][0] == b[0][1] == b[0][2] or b[1][0] == b[1][1] == b[1][2]: pass", []),
])
def test_a_line_test_that_leaves_a_cell_out_of_its_comparisons_is_read_so(code: str, found: list[str]) -> None:
    assert _tests_of(code) == found


def test_a_partial_test_misfires_only_where_its_cells_are_no_players_line() -> None:
    from ttt_lab.exercises.win_partial_chains import board_cells, misfires, partial_line_tests

    test = partial_line_tests(_source("if b[0][0] and b[0][1] == b[0][2]: pass"))[0]
    assert misfires(test, board_cells(".XX/.../..."))  # "." is true, the last two are equal
    assert misfires(test, board_cells("X../.../..."))  # two empty cells are equal too
    assert not misfires(test, board_cells("XXX/.../..."))  # a real line
    assert not misfires(test, board_cells("XOX/.../..."))


def test_a_line_is_the_codes_own_only_where_the_code_reads_its_cells_together() -> None:
    from ttt_lab.exercises.win_partial_chains import group_of_code

    code = _source("if b[0][0] and b[0][1] == b[0][2]: pass\nif b[0][0] and b[1][1] == b[2][2]: pass")
    assert group_of_code(code, [(0, 0), (0, 1), (0, 2)]) is True
    assert group_of_code(code, [(1, 1), (0, 1), (0, 2)]) is False  # a bent line the code never reads
    assert group_of_code(_source("for line in LINES: pass"), [(0, 0), (0, 1), (0, 2)]) is None


def test_an_iterative_deepening_whose_search_tests_the_limit_in_its_loop_is_told_so() -> None:

    report = checked(wave33.CHECK, wave33._ALL["id_w77a_limit_in_loop"])
    assert [p.name for p in report.diagnosis if not p.note] == [LIMIT_IN_LOOP]
    assert "`if depth == 0:` then `return best`" in str(report)
    assert "Count the depth down" not in str(report)  # range(1, max_depth + 1) counts iterations, not plies


def _win_told(stem: str) -> str:

    return str(checked(wave33.CHECK, wave33._ALL[stem]))


def test_a_line_test_cut_by_precedence_is_told_from_the_code_and_no_wrong_cell_is_invented() -> None:
    told = _win_told("wt_01_and_precedence")
    assert "Python reads it as `board[0][2] and (board[1][1] == board[2][0])`" in told
    assert "with a wrong cell" not in told and "(1, 1) where (0, 0) belongs" not in told
    assert '`board[0][2] == board[1][1] == board[2][0] != "."`' in told


def test_a_misread_line_is_told_only_for_cells_the_code_reads_together(monkeypatch: pytest.MonkeyPatch) -> None:
    from ttt_lab.exercises import check_win_test, win_test

    monkeypatch.setattr(win_test, "name_partial_chain", lambda problems, *args: problems)  # the story alone
    # run anew, not the zoo's report (bug_zoo.runs): the patched checker's report is this test's own
    told = str(check_win_test(wave33._ALL["wt_01_and_precedence"], quiet=True))
    assert "with a wrong cell" not in told and "(1, 1) where (0, 0) belongs" not in told


def test_other_cuts_of_a_line_are_named_by_what_they_compare() -> None:
    assert "Python reads it as `(b[0][0] == b[0][1]) and b[0][2]" in _win_told("wt_w77a_equal_pair_then_truth")
    assert "with `or`, any two equal cells make it true" in _win_told("wt_w77a_any_two_equal")


def test_a_string_that_spells_nobody_is_told_to_be_the_value_none() -> None:
    assert "Return the value None, not the string 'None'" in _win_told("wt_06_string_none")
    assert "Return the value None, not the string 'draw'" in _win_told("wt_w77a_draw_string")


def test_booleans_keep_the_general_hint() -> None:
    from ttt_lab.exercises import check_win_test

    def wins(board: list[list[str]]) -> bool:
        return any(len(set(row)) == 1 and row[0] != "." for row in board)

    told = str(check_win_test(wins, quiet=True))
    assert "not True/False" in told and "the value None" not in told
