"""The exercise checkers: correct student code passes, each typical bug gets its own name.

The student code lives in ``tests/buggy_solutions.py``; each buggy function there has one
bug, and its diagnosis must come first in the report.
"""

from __future__ import annotations

import functools
import math
import re
import sys
from collections.abc import Callable
from typing import Any

import buggy_alphabeta as ab_student
import buggy_solutions as student
import pytest

from ttt_lab import exercises as ex
from ttt_lab.core import IllegalMoveError
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.games.trees import TreeGame, aima_figure_5_2
from ttt_lab.search import SearchTree, alphabeta, line_evaluation, minimax
from ttt_lab.search.mnk import aima_evaluation

# ---------------------------------------------------------------------- correct code passes


def _name(fn: Any) -> str:
    if isinstance(fn, functools.partial):
        return f"{fn.func.__name__}({', '.join(f'{k}={v}' for k, v in fn.keywords.items())})"
    return getattr(fn, "__qualname__", "fn").split("(")[0]


CORRECT: list[tuple[Callable[..., ex.CheckReport], Callable[..., Any], dict[str, Any]]] = [
    (ex.check_minimax, student.minimax_correct, {}),
    (ex.check_minimax, student.minimax_correct_with_move, {}),
    (ex.check_minimax, ex.reference_minimax, {}),
    (ex.check_minimax, student.minimax_correct_with_move, {"with_move": True}),
    (ex.check_minimax, student.minimax_negamax_with_move, {"with_move": True}),
    (ex.check_depth_limited_minimax, student.depth_limited_correct, {}),
    (ex.check_depth_limited_minimax, ex.reference_depth_limited_minimax, {}),
    (ex.check_alphabeta, ab_student.alphabeta_correct, {}),
    (ex.check_alphabeta, ab_student.alphabeta_two_args, {}),
    (ex.check_alphabeta, ex.reference_alphabeta, {}),
    (ex.check_alphabeta, ab_student.alphabeta_strict, {"convention": "strict"}),
    (ex.check_alphabeta, ab_student.alphabeta_openspiel_style, {}),
    (ex.check_alphabeta, ab_student.alphabeta_fail_hard, {}),
    (ex.check_alphabeta, functools.partial(ab_student.alphabeta_fail_hard, clip_leaves=True), {}),
    (ex.check_alphabeta, ab_student.alphabeta_negamax, {}),
    (ex.check_evaluation, student.evaluation_correct, {}),
    (ex.check_evaluation, ex.reference_evaluation, {}),
    (ex.check_evaluation, aima_evaluation(TicTacToe()), {}),
    (ex.check_evaluation, line_evaluation(TicTacToe()), {}),
    (ex.check_evaluation, line_evaluation(MNK(4, 4, 3)), {"game": MNK(4, 4, 3)}),
    (ex.check_win_test, student.win_test_correct, {}),
    (ex.check_win_test, student.win_test_k, {}),
    (ex.check_win_test, student.win_test_text, {"board": "text"}),
    (ex.check_win_test, ex.reference_win_test, {}),
    (ex.check_win_test, ex.reference_win_test, {"board": "state"}),
]


@pytest.mark.parametrize(
    ("check", "fn", "options"), CORRECT,
    ids=[f"{check.__name__}-{_name(fn)}-{'-'.join(map(str, options.values()))}" for check, fn, options in CORRECT],
)
def test_a_correct_solution_passes(check: Callable[..., ex.CheckReport], fn: Callable[..., Any],
                                   options: dict[str, Any]) -> None:
    report = check(fn, quiet=True, **options)
    assert report.passed, report.message()
    assert report.main is None
    assert "✔" in report.message()


# ---------------------------------------------------------------------- each bug, its name

BUGGY: list[tuple[Callable[..., ex.CheckReport], Callable[..., Any], str, dict[str, Any]]] = [
    (ex.check_minimax, student.minimax_max_everywhere, ex.NOT_ALTERNATING, {}),
    (ex.check_minimax, student.minimax_for_player_to_move, ex.WRONG_PLAYER, {}),
    (ex.check_minimax, student.minimax_no_terminal_test, ex.IGNORES_TERMINAL, {}),
    (ex.check_minimax, student.minimax_wins_only, ex.WRONG_DRAW, {}),
    (ex.check_minimax, student.minimax_in_place, ex.MUTATES, {}),
    (ex.check_minimax, student.minimax_crashes, ex.CRASHES, {}),
    (ex.check_minimax, student.minimax_forgets_return, ex.NOT_A_NUMBER, {}),
    (ex.check_minimax, student.minimax_calls_max_x, ex.PLAYER_NAMES, {}),
    (ex.check_minimax, student.minimax_plays_on_after_a_win, ex.KEEPS_SEARCHING, {}),
    (ex.check_minimax, student.minimax_always_max_at_root, ex.SWAPPED, {}),
    (ex.check_depth_limited_minimax, student.depth_limited_off_by_one, ex.DEPTH_OFF_BY_ONE, {}),
    (ex.check_depth_limited_minimax, student.depth_limited_evaluates_finished_games, ex.EVALUATES_TERMINAL, {}),
    (ex.check_depth_limited_minimax, student.depth_limited_correct_ignoring_depth, ex.IGNORES_DEPTH, {}),
    (ex.check_alphabeta, ab_student.alphabeta_never_prunes, ex.NEVER_PRUNES, {}),
    (ex.check_alphabeta, ab_student.alphabeta_no_min_cutoff, ex.KEEPS_VISITING, {}),
    (ex.check_alphabeta, ab_student.alphabeta_wrong_bound, ex.WRONG_BOUND, {}),
    (ex.check_alphabeta, ab_student.alphabeta_shared_window, ex.PRUNES_TOO_MUCH, {}),
    (ex.check_alphabeta, ab_student.alphabeta_strict, ex.STRICT, {}),
    (ex.check_alphabeta, ab_student.alphabeta_correct, ex.ON_EQUAL, {"convention": "strict"}),
    (ex.check_alphabeta, ab_student.alphabeta_max_everywhere, ex.NOT_ALTERNATING, {}),
    (ex.check_alphabeta, ab_student.alphabeta_right_to_left, ex.WRONG_ORDER, {}),
    (ex.check_alphabeta, student.minimax_for_player_to_move, ex.WRONG_PLAYER, {}),
    (ex.check_evaluation, student.evaluation_for_o, ex.WRONG_PLAYER, {}),
    (ex.check_evaluation, student.evaluation_for_player_to_move, ex.WRONG_PLAYER, {}),
    (ex.check_evaluation, student.evaluation_unscaled, ex.OUTRANKS_WIN, {}),
    (ex.check_evaluation, student.evaluation_crashes_on_full_board, ex.CRASHES, {}),
    (ex.check_evaluation, lambda state: 0.0, ex.CONSTANT_VALUE, {}),
    (ex.check_evaluation, student.evaluation_tries_moves_in_place, ex.MUTATES, {"game": ex.ListBoardGame()}),
    (ex.check_win_test, student.win_test_no_diagonals, ex.MISSES_DIAGONALS, {}),
    (ex.check_win_test, student.win_test_no_anti_diagonal, ex.MISSES_ANTI_DIAGONAL, {}),
    (ex.check_win_test, student.win_test_no_columns, ex.MISSES_COLUMNS, {}),
    (ex.check_win_test, student.win_test_confuses_players, ex.CONFUSES_PLAYERS, {}),
    (ex.check_win_test, student.win_test_two_in_a_row, ex.INCOMPLETE_LINE, {}),
    (ex.check_win_test, student.win_test_empty_line, ex.EMPTY_LINE_WINS, {}),
    (ex.check_win_test, student.win_test_first_rows_only, ex.MISSES_LINES, {}),
    (ex.check_minimax, student.minimax_keeps_last_move, ex.WRONG_MOVE, {}),
    (ex.check_minimax, student.minimax_passes_up_the_childs_move, ex.WRONG_MOVE, {}),
    (ex.check_minimax, student.minimax_correct, ex.NO_MOVE, {"with_move": True}),
    (ex.check_depth_limited_minimax, student.depth_limited_never_counts_down, ex.NEVER_COUNTS_DOWN, {}),
    (ex.check_alphabeta, ab_student.alphabeta_alpha_in_min, ex.NO_BETA_UPDATE, {}),
    (ex.check_alphabeta, ab_student.alphabeta_beta_in_max, ex.NO_ALPHA_UPDATE, {}),
    (ex.check_alphabeta, ab_student.alphabeta_root_full_window, ex.ROOT_FULL_WINDOW, {}),
    (ex.check_alphabeta, ab_student.alphabeta_no_max_cutoff, ex.KEEPS_VISITING, {}),
    (ex.check_evaluation, student.evaluation_ignores_opponent, ex.IGNORES_OPPONENT, {}),
    (ex.check_evaluation, student.evaluation_no_diagonals, ex.MISSES_DIAGONALS, {}),
    (ex.check_evaluation, student.evaluation_no_anti_diagonal, ex.MISSES_ANTI_DIAGONAL, {}),
]
"""Plausible student bugs and the name each must be caught with, first in the report."""


@pytest.mark.parametrize(
    ("check", "fn", "name", "options"), BUGGY,
    ids=[f"{check.__name__}-{_name(fn)}-{'-'.join(map(str, options.values()))}" for check, fn, _, options in BUGGY],
)
def test_each_bug_fails_with_its_own_diagnosis_first(check: Callable[..., ex.CheckReport], fn: Callable[..., Any],
                                                     name: str, options: dict[str, Any]) -> None:
    report = check(fn, quiet=True, **options)
    assert not report.passed
    assert report.diagnosis[0].name == name, report.message()
    assert report.main is not None and report.main.name == name
    assert name in report.message()


def test_there_are_at_least_thirty_bugs_and_twenty_distinct_names() -> None:
    assert len(BUGGY) >= 30
    assert len({name for _, _, name, _ in BUGGY}) >= 20


def test_a_wrong_move_is_named_with_what_explains_it() -> None:
    last = ex.check_minimax(student.minimax_keeps_last_move, quiet=True).diagnosis[0].detail
    assert "keeps the last move it tried" in last
    child = ex.check_minimax(student.minimax_passes_up_the_childs_move, quiet=True).diagnosis[0].detail
    assert "last move of the expected line" in child


def test_window_bugs_name_the_node_and_the_window_alpha_beta_gives_it() -> None:
    root = ex.check_alphabeta(ab_student.alphabeta_root_full_window, quiet=True).diagnosis[0]
    assert "alpha=-inf, beta=inf" in root.detail and "alpha=3, beta=inf" in root.detail  # node C of Figure 5.2
    assert "aima-python" in root.hint
    in_min = ex.check_alphabeta(ab_student.alphabeta_alpha_in_min, quiet=True).diagnosis[0]
    assert "(MIN)" in in_min.detail and "beta = min(beta, v)" in in_min.hint


def test_a_window_trace_leaves_no_profiler_behind() -> None:
    before = sys.getprofile()
    ex.check_alphabeta(ab_student.alphabeta_root_full_window, quiet=True)
    assert sys.getprofile() is before


# ---------------------------------------------------------------------- what the messages say


def test_a_mutation_is_shown_with_the_board_before_and_after() -> None:
    report = ex.check_minimax(student.minimax_in_place, quiet=True)
    detail = report.diagnosis[0].detail
    before = detail.split("it was ")[1].split(" and is now ")[0]
    after = detail.split(" and is now ")[1].rstrip(".")
    assert before != after
    assert after.count(".") < before.count(".")  # stones were written into it
    assert "game.result" in report.diagnosis[0].hint


def test_a_crash_names_the_exception_and_the_students_line() -> None:
    report = ex.check_minimax(student.minimax_crashes, quiet=True)
    assert "AttributeError" in report.diagnosis[0].detail
    assert "legal_moves" in report.diagnosis[0].detail
    assert "fn(game, state)" in report.diagnosis[0].hint


def test_a_memo_keyed_by_the_board_itself_is_told_to_key_by_game_key() -> None:
    """Boards in the exercises are lists of rows: a memo keyed by the state crashes with
    "unhashable type", and the hint says what to key it by instead; the key it names works."""
    def memo_minimax(game, state, memo=None, key=lambda state: state):
        memo = {} if memo is None else memo
        if key(state) not in memo:
            if game.is_terminal(state):
                memo[key(state)] = game.utility(state, game.players[0])
            else:
                values = [memo_minimax(game, game.result(state, a), memo, key) for a in game.actions(state)]
                memo[key(state)] = max(values) if game.to_move(state) == game.players[0] else min(values)
        return memo[key(state)]

    report = ex.check_minimax(memo_minimax, quiet=True)
    assert report.names[0] == ex.CRASHES
    assert "unhashable type" in report.diagnosis[0].detail
    assert "game.key(state)" in report.diagnosis[0].hint

    def keyed(game, state):
        return memo_minimax(game, state, key=game.key)

    assert ex.check_minimax(keyed, quiet=True).passed

def test_the_strict_convention_is_named_after_cs188_and_accepted_on_request() -> None:
    report = ex.check_alphabeta(ab_student.alphabeta_strict, quiet=True)
    assert "CS188" in report.diagnosis[0].detail
    assert "convention='strict'" in report.diagnosis[0].hint
    either = ex.check_alphabeta(ab_student.alphabeta_strict, convention="either", quiet=True)
    assert either.passed
    assert [p.name for p in either.diagnosis if p.note] == [ex.STRICT]


def test_either_convention_accepts_aima_pruning_with_a_note() -> None:
    report = ex.check_alphabeta(ab_student.alphabeta_correct, convention="either", quiet=True)
    assert report.passed
    assert report.names == [ex.ON_EQUAL]


def test_keeps_visiting_names_the_cutoff_node_and_its_rule() -> None:
    detail = ex.check_alphabeta(ab_student.alphabeta_no_min_cutoff, quiet=True).diagnosis[0]
    assert "(MIN)" in detail.detail and "<= alpha" in detail.detail
    assert "MIN nodes never stop" in detail.hint


def test_player_to_move_evaluation_is_told_apart_from_one_for_o() -> None:
    to_move = ex.check_evaluation(student.evaluation_for_player_to_move, quiet=True).diagnosis[0]
    for_o = ex.check_evaluation(student.evaluation_for_o, quiet=True).diagnosis[0]
    assert "player to move" in to_move.detail
    assert "for O, not for X" in for_o.detail


def test_a_checker_prints_its_message_unless_quiet(capsys: pytest.CaptureFixture[str]) -> None:
    report = ex.check_win_test(student.win_test_no_diagonals)
    printed = capsys.readouterr().out
    assert printed.strip() == report.message()
    assert "misses diagonals" in printed
    ex.check_win_test(student.win_test_no_diagonals, quiet=True)
    assert capsys.readouterr().out == ""


def test_a_report_displays_as_a_badge_with_the_details_folded() -> None:
    failed = ex.check_win_test(student.win_test_no_columns, quiet=True)
    assert "misses columns" in repr(failed)
    html = failed._repr_html_()
    assert html.startswith("<details>") and "misses columns" in html and "✘" in html
    passed = ex.check_win_test(student.win_test_correct, quiet=True)
    assert "passed" in repr(passed) and "✔" in passed._repr_html_()


def test_unknown_options_are_clear_errors() -> None:
    with pytest.raises(ValueError, match="convention"):
        ex.check_alphabeta(ab_student.alphabeta_correct, convention="cs188")
    with pytest.raises(ValueError, match="board"):
        ex.check_win_test(student.win_test_correct, board="grid")
    with pytest.raises(ValueError, match="convention"):
        ex.pruned_leaves(aima_figure_5_2(), convention="loose")


# ---------------------------------------------------------------------- the graded trees


def test_the_alphabeta_trees_separate_the_conventions_and_cut_at_both_kinds_of_node() -> None:
    """The checker can only tell these bugs apart if its trees hold these situations."""
    differ = cut_at_max = cut_at_min = 0
    open_window_trees = 0
    for game, state, _ in ex._alphabeta_trees():
        aima, strict = SearchTree(), SearchTree()
        alphabeta(game, state, observer=aima)
        alphabeta(game, state, prune_on_equal=False, observer=strict)
        aima_leaves = [n.state for n in aima if n.kind == "terminal"]
        strict_leaves = [n.state for n in strict if n.kind == "terminal"]
        differ += aima_leaves != strict_leaves
        cut_at_max += any(n.maximizing for n in aima.cutoff_nodes())
        cut_at_min += any(not n.maximizing for n in aima.cutoff_nodes())
        open_window_trees += aima.pruned_count() == 0 and game.depth() == len(state) + 1
    assert differ >= 2
    assert cut_at_max >= 2 and cut_at_min >= 2
    assert open_window_trees == 2


def test_figure_5_2_prunes_the_leaves_4_and_6() -> None:
    game = aima_figure_5_2()
    assert ex.pruned_leaves(game) == ["c2", "c3"]
    values = dict(zip(ex.leaf_labels(game), game.leaf_values(), strict=True))
    assert sorted(values[label] for label in ex.pruned_leaves(game)) == [4, 6]


# ---------------------------------------------------------------------- pruning practice


def test_which_leaves_are_pruned_accepts_labels_or_unambiguous_values() -> None:
    game = aima_figure_5_2()
    assert ex.which_leaves_are_pruned(game, {"c2", "c3"}, quiet=True).passed
    assert ex.which_leaves_are_pruned(game, {"C2", " c3"}, quiet=True).passed
    assert ex.which_leaves_are_pruned(game, {4, 6}, quiet=True).passed
    with pytest.raises(ValueError, match="several leaves are worth 2"):
        ex.which_leaves_are_pruned(game, {2}, quiet=True)


def test_which_leaves_are_pruned_names_what_is_extra_and_counts_what_is_missing() -> None:
    game = aima_figure_5_2()
    missing = ex.which_leaves_are_pruned(game, {"c3"}, quiet=True)
    assert missing.names == [ex.MISSED_PRUNED]
    assert "1 leaf" in missing.diagnosis[0].detail
    extra = ex.which_leaves_are_pruned(game, {"c2", "c3", "d2"}, quiet=True)
    assert extra.names == [ex.NOT_PRUNED]
    # Which leaf is wrong, and why: D's value so far and its window when it reaches d2.
    assert "d2" in extra.diagnosis[0].detail
    assert "When it reaches d2, D (MIN) is worth 14 so far, with the window alpha=3, beta=14" in extra.diagnosis[0].detail
    unknown = ex.which_leaves_are_pruned(game, {"z9", "c2", "c3"}, quiet=True)
    assert unknown.names == [ex.UNKNOWN_LEAF]
    right = ex.which_leaves_are_pruned(game, {"c2", "c3"}, quiet=True)
    assert "At C (MIN): v=2 <= alpha=3, so c2, c3 are pruned." in right.message()


_NAME = r"\b(?:[A-Z]|[a-z]+\d+)\b"  # a node letter (F) or a leaf label (f1)


def _quiz_words(quiz: ex.PruningQuiz) -> set[str]:
    """Every name the quiz shows a student: node letters and leaf labels."""
    return set(re.findall(_NAME, quiz.text()))


@pytest.mark.parametrize("seed", [0, 1, 7, 11, 23])
def test_a_wrong_or_empty_quiz_answer_never_gives_the_answer_away(seed: int) -> None:
    quiz = ex.random_pruning_quiz(seed=seed)
    answer = quiz.answer()
    for guess in (set(), set(answer[:1]), {ex.leaf_labels(quiz.game)[0]}):
        report = quiz.check(guess, quiet=True)
        if report.passed:
            continue
        message = report.message()
        told = {label for label in answer if label not in guess and re.search(rf"\b{label}\b", message)}
        assert not told, f"the feedback on {guess} names pruned leaves {told}:\n{message}"
        assert "v=" not in message and "pruned." not in message  # no cutoff is explained


def test_the_answer_shows_only_when_asked_in_the_names_the_quiz_shows(capsys: pytest.CaptureFixture[str]) -> None:
    quiz = ex.random_pruning_quiz(seed=11)
    quiz.check(set())
    assert not any(label in capsys.readouterr().out.split() for label in quiz.answer())
    quiz.show_answer()
    shown = capsys.readouterr().out
    for label in quiz.answer():
        assert label in shown
    shown_words = set(re.findall(_NAME, shown))
    inner_moves = {move for state in _inner_states(quiz.game) for move in quiz.game.actions(state)
                   if not quiz.game.is_terminal(quiz.game.result(state, move))}
    assert not shown_words & inner_moves, "moves into inner nodes are not names the quiz shows"
    assert shown_words <= _quiz_words(quiz)


def _inner_states(game: TreeGame) -> list[tuple[int, ...]]:
    found: list[tuple[int, ...]] = []

    def walk(state: tuple[int, ...]) -> None:
        if not game.is_terminal(state):
            found.append(state)
            for i, _ in enumerate(game.actions(state)):
                walk(state + (i,))

    walk(game.initial_state())
    return found


def test_the_default_quiz_tells_shallow_only_cutoffs_from_deep_ones_on_every_seed() -> None:
    """A student who knows only shallow cutoffs (each node bounded by its parent's earlier
    children) must answer wrong: some node stops on a bound from further up although it is its
    parent's first child, where the parent has no bound of its own to give."""
    for seed in range(200):
        recorder = ex.random_pruning_quiz(seed=seed).recorded_tree()
        telling = [
            node for node in recorder.cutoff_nodes()
            if node.parent is not None and recorder.children(node.parent)[0] is node
            and (recorder[node.parent].beta_in == node.beta_in if node.maximizing
                 else recorder[node.parent].alpha_in == node.alpha_in)
        ]
        assert telling, f"seed {seed}: a student who knows only shallow cutoffs would answer right"


# ---------------------------------------------------------------------- list boards


def test_list_boards_follow_the_mnk_rules() -> None:
    game = ex.ListBoardGame()
    mnk = TicTacToe()
    for text in ("XO./.XO/...", "XXX/OO./...", "XOX/XOO/OXX", "OX./.XO/X.."):
        board = game.parse(text)
        state = mnk.parse(text)
        assert game.to_move(board) == mnk.to_move(state)
        assert game.actions(board) == mnk.actions(state)
        assert game.is_terminal(board) == mnk.is_terminal(state)
        assert game.winner(board) == mnk.winner(state)
        assert minimax(game, board).value == minimax(mnk, state).value


def test_list_board_result_leaves_the_board_alone_and_play_is_checked() -> None:
    game = ex.ListBoardGame()
    board = game.parse("XO./.X./...")
    child = game.result(board, (2, 2))
    assert game.text(board) == "XO./.X./..."
    assert game.text(child) == "XO./.X./..O"
    with pytest.raises(IllegalMoveError, match="occupied"):
        game.play(board, (0, 0))
    assert game.text(board) == "XO./.X./..."


def test_reference_solutions_are_the_library_searches() -> None:
    game = aima_figure_5_2()
    assert ex.reference_minimax(game, ()) == minimax(game, ()).value == 3
    assert ex.reference_alphabeta(game, ()) == 3
    board = TicTacToe().parse("XX./OO./...")
    assert ex.reference_win_test("XXX/OO./...") == "X"
    assert ex.reference_win_test([list("X..."), list("OX.."), list(".OX."), list("...X")], 4) == "X"
    assert ex.reference_evaluation(board) == line_evaluation(TicTacToe())(board)
    assert math.isclose(ex.reference_depth_limited_minimax(game, (), 1, lambda s: 0.5), 0.5)


def test_a_pruned_inner_node_is_read_as_the_leaves_below_it_and_fails() -> None:
    """The notebook asks for leaves ("name every leaf below a pruned node"): a node in their place is
    read as its leaves, so the report says which, and is not the answer yet."""
    game = TreeGame([[[5, 6], [7, 8]], [[1, 2], [9, 9]]])
    assert ex.pruned_leaves(game) == ["e2", "g1", "g2"]  # C stops after F: v=2 <= alpha=6
    for answer in ({"e2", "G"}, {"e2", "c2"}):
        report = ex.which_leaves_are_pruned(game, answer, quiet=True)
        assert not report.passed and report.names == ["names an inner node, not a leaf"]
        assert "g1, g2" in report.diagnosis[0].detail
    assert ex.which_leaves_are_pruned(game, {"e2", "g1", "g2"}, quiet=True).passed
    assert not ex.which_leaves_are_pruned(game, {"G"}, quiet=True).passed


def test_prints_of_the_students_function_are_kept_out_of_the_notebook(capsys: pytest.CaptureFixture[str]) -> None:
    def chatty_minimax(game: Any, state: Any) -> float:
        print("visiting", state)
        return student.minimax_correct(game, state)

    report = ex.check_minimax(chatty_minimax)
    out = capsys.readouterr().out
    assert not any(line.startswith("visiting") for line in out.splitlines())
    assert report.passed
    assert report.names == [ex.PRINTS]
    assert "visiting" in report.diagnosis[0].detail


def test_an_exercise_not_yet_written_is_told_so() -> None:
    def my_minimax(game: Any, state: Any) -> float:
        raise NotImplementedError

    def my_win_test(board: Any) -> str | None:
        raise NotImplementedError

    def my_evaluation(state: Any) -> float:
        raise NotImplementedError

    assert ex.check_minimax(my_minimax, quiet=True).names == [ex.NOT_WRITTEN]
    assert ex.check_win_test(my_win_test, quiet=True).names == [ex.NOT_WRITTEN]
    assert ex.check_evaluation(my_evaluation, quiet=True).names == [ex.NOT_WRITTEN]


def test_finished_boards_are_described_as_finished() -> None:
    report = ex.check_minimax(student.minimax_wins_only, quiet=True)
    assert "the finished board XOX/XOO/OXX (a draw)" in report.diagnosis[0].detail


def test_every_checker_is_used_by_a_notebook_of_the_course() -> None:
    from pathlib import Path

    notebooks = " ".join(path.read_text(encoding="utf-8")
                         for path in (Path(__file__).parents[1] / "notebooks").glob("[0-9]*.ipynb"))
    unused = [name for name in ex.__all__ if name.startswith("check_") and f"{name}(" not in notebooks]
    assert unused == []


def test_the_quiz_names_a_misconception_only_when_it_gives_exactly_the_answer() -> None:
    """Each misconception's answer, computed by the quiz's error model, is named as that
    misconception on random quizzes (where no other misconception gives the same leaves), and
    the error model without knobs is the library's alpha-beta."""
    from ttt_lab.exercises import quiz_models

    knobs_by_name = {
        quiz_models.RIGHT_TO_LEFT: {"order": "reversed"},
        quiz_models.SHALLOW_ONLY: {"shallow": True},
        quiz_models.CUTOFFS_CONFUSED: {"confused": True},
        quiz_models.FIRST_ONLY: {"first_only": True},
        ex.NO_ALPHA_UPDATE: {"no_alpha": True},
        ex.NO_BETA_UPDATE: {"no_beta": True},
        quiz_models.VISITED_NAMED: {"visited": True},
        ex.STRICT: {"other_convention": True},
        quiz_models.ROOT_AS_MIN: {"root_min": True},
        quiz_models.FIRST_LEAF_ONLY: {"first_leaf": True},
        quiz_models.PRUNES_SIBLINGS: {"siblings": True},
        quiz_models.FIRST_LEAF_PER_CHILD: {"first_leaf": "per child"},
        quiz_models.MIN_TEST_AT_MAX: {"confused": "max"},
        quiz_models.MAX_TEST_AT_MIN: {"confused": "min"},
        quiz_models.FIRST_CHILD_ONLY: {"first_leaf": "first child"},
        ex.ROOT_FULL_WINDOW: {"root_full": True},
        quiz_models.LEAF_MOVES_ONLY: {"first_leaf": "leaf moves"},
        quiz_models.GLOBAL_BOUNDS: {"global_bounds": True},
    }
    # Names with a second misconception behind them (MAX's test added at MIN nodes, not swapped in).
    also = [(quiz_models.MAX_TEST_AT_MIN, {"both_tests": "min"}), (quiz_models.MIN_TEST_AT_MAX, {"both_tests": "max"})]
    named = set()
    quizzes = [ex.random_pruning_quiz(seed=seed) for seed in range(8)]
    quizzes += [ex.random_pruning_quiz(seed=seed, branching=3, depth=3) for seed in range(8)]
    for quiz in quizzes:
        assert quiz_models.pruned_by(quiz.game, "aima", {}) == set(quiz.answer())
        assert quiz_models.pruned_by(quiz.game, "aima", {"other_convention": True}) == set(
            ex.pruned_leaves(quiz.game, convention="strict"))
        answers = [(name, quiz_models.pruned_by(quiz.game, "aima", knobs))
                   for name, knobs in [*knobs_by_name.items(), *also]]
        for name, answer in answers:
            unique = sum(other == answer for _, other in answers) == 1
            if answer == set(quiz.answer()) or not answer or not unique:
                continue
            report = quiz.check(answer, quiet=True)
            assert report.names == [name], report.message()
            assert "exactly what someone gets who" in report.diagnosis[0].detail
            named.add(name)
    assert named == set(knobs_by_name)  # every misconception showed on some quiz


def test_the_quiz_names_the_roots_full_window_as_check_alphabeta_does() -> None:
    """Wave 8's quiz02: the root's later move searched with (-inf, +inf), so the deep cutoff from the
    root's alpha and the cut it brings are missed; the name is alpha-beta's own for that slip."""
    report = ex.random_pruning_quiz(seed=11).check({"i2", "o1", "o2"}, quiet=True)
    assert report.names == [ex.ROOT_FULL_WINDOW], report.message()


@pytest.mark.parametrize("on_equal", [True, False])
def test_the_knobbed_alphabeta_without_knobs_is_the_librarys(on_equal: bool) -> None:
    """The error model's alpha-beta, without slips, returns the library's value and scores the
    library's leaves, in order, on the graded trees and on random ones."""
    from ttt_lab.exercises.alphabeta import _alphabeta_trees, _recorded_leaves
    from ttt_lab.exercises.alphabeta_models import knobbed_alphabeta
    from ttt_lab.games.trees import random_tree
    from ttt_lab.search import alphabeta

    trees = [(game, state) for game, state, _ in _alphabeta_trees()]
    trees += [(random_tree((2, 4), 4, values=(-5, 5), seed=seed), ()) for seed in range(20)]
    for game, state in trees:
        value, leaves = knobbed_alphabeta(game, state, {}, on_equal=on_equal)
        assert value == alphabeta(game, state, prune_on_equal=on_equal).value
        assert leaves == _recorded_leaves(game, state, on_equal)[0]


def test_a_quiz_answer_given_as_a_set_gets_the_same_message_in_every_run() -> None:
    """A set of names iterates in an order that changes with the interpreter's string hashing:
    the inner nodes a student named are said back in one order whatever the run."""
    import os
    import subprocess

    code = ("from ttt_lab.exercises import which_leaves_are_pruned as check; from ttt_lab.games.trees import"
            " aima_figure_5_2 as fig; print(check(fig(), {'B', 'C', 'a1', 'c2'}, quiet=True).message())")
    messages = set()
    for seed in ("1", "2", "3", "4"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
        assert "is an inner node" in run.stdout
        messages.add(run.stdout)
    assert len(messages) == 1, messages


def test_an_evaluation_wrong_in_two_ways_never_fails_more_cases_than_it_was_asked() -> None:
    """AIMA's raw score, unscaled and for the side to move: its boards are too big AND misranked,
    counted once each (a report had read "375 of 361 cases went wrong")."""
    from ttt_lab.games.mnk import TicTacToe

    game = TicTacToe()

    def raw_for_the_mover(state):
        score = 0
        for line in game.lines:
            stones = [game.stone_at(state, cell) for cell in line]
            xs, os_ = stones.count("X"), stones.count("O")
            if xs and not os_:
                score += 3 if xs == 2 else 1
            elif os_ and not xs:
                score -= 3 if os_ == 2 else 1
        return score if game.to_move(state) == "X" else -score

    report = ex.check_evaluation(raw_for_the_mover, quiet=True)
    assert not report.passed
    assert 0 < report.failed_cases <= report.cases, report.message()


def test_a_finite_sentinel_taken_for_infinity_fails_where_values_go_beyond_it() -> None:
    """INF = 10 ("the largest game value", wave 22's mm_01) passed every tree whose values lie within
    +-10; the trees beyond it show the best a node keeps is the sentinel, a value no leaf has."""
    inf = 10

    def my_minimax(game, state):  # type: ignore[no-untyped-def]
        if game.is_terminal(state):
            return game.utility(state, game.players[0]), None
        maximizing = game.to_move(state) == game.players[0]
        best, move = (-inf, None) if maximizing else (inf, None)
        for a in game.actions(state):
            value, _ = my_minimax(game, game.result(state, a))
            if (value > best) if maximizing else (value < best):
                best, move = value, a
        return best, move

    report = ex.check_minimax(my_minimax, with_move=True, quiet=True)
    assert not report.passed
    # Named by its start since -10 is a sentinel of start_models (m50a); a value no leaf has, before.
    assert report.names[0] in (ex.WRONG_START, ex.OUT_OF_RANGE), report.message()
    assert "-12, -15, -30" in report.message() or "[[12, 15], [-20, -11]]" in report.message()
