"""Blind wave 28's first set (blind50): the wordings of the students fixed by n52a, beyond their names (the zoo's),
and the rules' edges: what each new probe must leave alone."""

from __future__ import annotations

import ast
import math

import pytest
from bug_zoo.blind52_wave28_zoo import _ALL, CHECK
from bug_zoo.runs import checked

from ttt_lab import TicTacToe
from ttt_lab.exercises import (
    NOT_A_NUMBER,
    check_alphabeta,
    check_depth_limited_minimax,
    check_win_test,
    random_pruning_quiz,
)
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.missing_returns import runs_off_its_end
from ttt_lab.exercises.quiz_models import pruned_by
from ttt_lab.exercises.report import BOUND_TYPO, KEEPS_STATE
from ttt_lab.exercises.set_once_globals import globals_written
from ttt_lab.exercises.win_joined_runs import READS_JOINED

game = TicTacToe()


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_the_missing_return_is_named_in_the_code_s_words_and_the_crash_folded_in() -> None:
    report = checked(CHECK, _ALL["ab_11_no_return"])
    assert [p.name for p in report.diagnosis if not p.note] == [NOT_A_NUMBER]
    assert "`alpha_beta` returns a value on some paths but runs off its end" in report.diagnosis[0].hint
    assert "TypeError" in report.diagnosis[0].detail  # the crash, as the missing return's consequence
    report = checked(CHECK, _ALL["own_ab_min_side_no_return"])
    assert "`min_value`" in report.diagnosis[0].hint


def test_a_function_runs_off_its_end_only_where_a_path_has_no_return() -> None:
    assert runs_off_its_end(_source("def f(x):\n    if x:\n        return 1\n")) == "f"
    assert runs_off_its_end(_source("def f(x):\n    if x:\n        return 1\n    else:\n        return 2\n")) is None
    assert runs_off_its_end(_source("def f(x):\n    for y in x:\n        pass\n    return 0\n")) is None
    assert runs_off_its_end(_source("def f(x):\n    print(x)\n")) is None  # returns nothing anywhere: no value meant


def test_a_crash_on_none_from_code_that_always_returns_keeps_its_name() -> None:
    def helper_returns_none(game, state, alpha=-math.inf, beta=math.inf):  # type: ignore[no-untyped-def]
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        values = []
        values = values.sort()  # None: a list method that sorts in place
        return max([helper_returns_none(game, game.result(state, a)) for a in game.actions(state)] + values)

    report = check_alphabeta(helper_returns_none, quiet=True)
    assert report.diagnosis[0].name != NOT_A_NUMBER


def test_a_depth_limit_set_once_in_a_global_is_told_with_its_guard() -> None:
    problem = checked(CHECK, _ALL["dl_04_global_max_depth"]).diagnosis[0]
    assert problem.name == KEEPS_STATE
    assert "`MAX_DEPTH is None`" in problem.detail and "MAX_DEPTH = None" in problem.detail
    assert "drop the global MAX_DEPTH" in problem.hint
    problem = checked(CHECK, _ALL["own_dl_limit_set_once"]).diagnosis[0]
    assert "`not LIMIT`" in problem.detail and "LIMIT = 0" in problem.detail


COUNTER = 0


def counted_search(game, state, depth, evaluate):  # type: ignore[no-untyped-def]
    """Right, with a global it writes that its answers do not depend on: never blamed."""
    global COUNTER
    COUNTER += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    values = [counted_search(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def test_a_global_counter_the_answers_do_not_depend_on_passes() -> None:
    assert globals_written(counted_search) == ["COUNTER"]
    assert check_depth_limited_minimax(counted_search, quiet=True).passed


def test_the_joined_board_is_named_by_its_cause_with_a_run_across_rows() -> None:
    problem = checked(CHECK, _ALL["wt_04_flat_string"]).diagnosis[0]
    assert problem.name == READS_JOINED
    assert "runs from the end of one row into the next" in problem.detail
    assert "each row, each column and both diagonals" in problem.hint


def rows_only_without_wrap(board):  # type: ignore[no-untyped-def]
    """Rows joined with a separator: no run crosses a row's end, so it is a test of rows only."""
    text = "/".join("".join(row) for row in board)
    return "X" if "XXX" in text else "O" if "OOO" in text else None


def test_rows_joined_with_a_separator_are_a_test_of_rows_only() -> None:
    names = check_win_test(rows_only_without_wrap, quiet=True).names
    assert READS_JOINED not in names and "misses columns" in names


def test_rows_read_alone_are_named_with_both_witnesses() -> None:
    problem = checked(CHECK, _ALL["ev_03_row_runs_only"]).diagnosis[0]
    assert "It reads only the rows" in problem.detail and "turned over its diagonal" in problem.detail
    problem = checked(CHECK, _ALL["own_ev_column_pairs_only"]).diagnosis[0]
    assert "It reads only the columns" in problem.detail


def test_one_side_s_dead_rows_and_columns_are_told_by_kind() -> None:
    problem = checked(CHECK, _ALL["own_ev_x_dead_rows_columns"]).diagnosis[0]
    assert "X's stones in every one of its rows and columns" in problem.detail


def test_a_sentinel_in_the_helpers_only_is_told_as_such() -> None:
    problem = checked(CHECK, _ALL["mm_06_sentinel_two"]).diagnosis[0]
    assert "at -2 in its MAX helper and at +2 in its MIN helper" in problem.detail


@pytest.mark.parametrize("seed", [1, 4, 7])
def test_the_beta_from_alpha_typo_is_named_on_other_quiz_trees(seed: int) -> None:
    quiz = random_pruning_quiz(seed=seed)
    answer = set(pruned_by(quiz.game, quiz.convention, {"bound_typo": "min"}))
    assert quiz.check(answer, quiet=True).diagnosis[0].name == BOUND_TYPO


def test_the_shortcut_s_overwrite_is_told_beside_its_finished_children() -> None:
    report = checked(CHECK, _ALL["dl_01_overwrites_min_last_ply"])
    told = next(p for p in report.diagnosis if p.name == "keeps the last child's value, not the best")
    assert "`v = self.evaluate(self.game.result(state, a))`" in told.detail and "min(v, ...)" in told.detail
