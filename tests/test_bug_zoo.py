"""The bug zoo (tests/bug_zoo): every buggy student is caught and named first by a name that
describes its mistake, no other name is reported, no message is only "returns a wrong value",
and every correct variant passes."""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from typing import Any

import pytest
from bug_zoo.runs import checked
from bug_zoo.table import MODULES

from ttt_lab import exercises as ex

ZOOS = MODULES  # one list of the zoo's modules, kept in bug_zoo/table.py


def _load() -> tuple[list[Any], list[Any]]:
    buggy, correct = [], []
    for name in ZOOS:
        zoo = importlib.import_module(f"bug_zoo.{name}")
        buggy += [pytest.param(zoo.CHECK, fn, names, id=f"{name}-{fn.__name__}") for fn, names in zoo.BUGGY]
        correct += [pytest.param(zoo.CHECK, fn, id=f"{name}-{fn.__name__}") for fn in zoo.CORRECT]
    return buggy, correct


BUGGY, CORRECT = _load()


@pytest.mark.parametrize(("check", "fn", "names"), BUGGY)
def test_each_bug_is_named_first_by_its_own_name(check: Callable[..., Any], fn: Any, names: set[str]) -> None:
    """An empty name set: nothing the checker knows describes the mistake, so it must name nothing and
    show where the student's value first goes wrong (a wrong name is worse than none)."""
    report = checked(check, fn)
    errors = [p.name for p in report.diagnosis if not p.note]
    assert not report.passed, f"{fn.__name__} passed"
    if not names:
        assert errors == [ex.WRONG_VALUE], report.message()
        assert "The lowest place where it goes wrong is" in report.diagnosis[0].detail, report.message()
        return
    assert errors[0] in names, report.message()
    if errors[0] == ex.CRASHES:  # a crash explains no value returned: the others' wrong values are told too
        errors = [name for name in errors if name != ex.WRONG_VALUE]
    assert set(errors) <= names, report.message()  # nothing named wrongly, no consequential second name
    assert ex.WRONG_VALUE not in errors, report.message()


@pytest.mark.parametrize(("check", "fn"), CORRECT)
def test_each_correct_variant_passes(check: Callable[..., Any], fn: Any) -> None:
    report = checked(check, fn)
    assert report.passed, report.message()


def test_a_retrograde_table_keyed_by_the_positions_passes_with_a_note_naming_the_keys() -> None:
    from bug_zoo import blind3_wave2_zoo as wave2

    student = wave2._ALL["rg2_b02_keys_by_state"]
    report = checked(wave2.CHECK, student)
    assert report.passed, report.message()
    notes = [p for p in report.diagnosis if p.note]
    assert [p.name for p in notes] == [ex.WRONG_KEYS], report.message()
    assert "keyed by the positions themselves" in notes[0].detail


def test_bounds_swapped_where_stored_and_where_read_get_different_advice() -> None:
    """Labels swapped when stored and tests swapped when read answer alike; the entry's own words
    ('lower', 'upper') tell which, and each is told to change the line it got wrong."""
    from bug_zoo import blind4_wave3_zoo as wave3

    stored = checked(wave3.CHECK, wave3._ALL["tb_b_bounds_swapped"]).diagnosis[0]
    read = checked(wave3.CHECK, wave3._ALL["tb_f_read_conditions_swapped"]).diagnosis[0]
    assert stored.name == read.name == ex.SWAPPED_BOUNDS
    assert "stored it as 'upper'" in stored.detail and "swap the labels you write" in stored.hint
    assert "stored it rightly as 'lower'" in read.detail and "swap the two tests" in read.hint


def test_an_evaluation_that_counts_rows_only_is_not_also_noted_as_asymmetric() -> None:
    """Rows without columns tells mirror images apart as a consequence: no second lead to follow."""
    from bug_zoo import blind4_wave3_zoo as wave3

    report = checked(wave3.CHECK, wave3._ALL["ev_d_rows_only"])
    assert not report.passed
    assert ex.ASYMMETRIC not in [p.name for p in report.diagnosis], report.message()


def test_a_draw_overwritten_by_a_later_losing_move_is_told_apart_from_draws_never_counted() -> None:
    """Both declare a loss where a move draws; only where every such position also has a losing
    move is the draw flag said to be overwritten move by move (blind wave 4's rt1)."""
    from bug_zoo import blind5_wave4_zoo as wave4
    from bug_zoo import retrograde as zoo

    overwritten = checked(wave4.CHECK, wave4._ALL["rt1_has_draw_assigned"]).diagnosis[0]
    never_counted = checked(ex.check_retrograde, zoo.draws_forgotten_at_the_end).diagnosis[0]
    assert overwritten.name == never_counted.name == "declares a loss where a move draws"
    assert "never overwritten move by move" in overwritten.hint
    assert "overwritten" not in never_counted.hint


def test_a_hint_never_asks_for_a_call_the_code_already_makes() -> None:
    """Quiescence that never blocks: told to call game.completing_cells for the opponent when it
    does not, told that the opponent it computes is the player itself when it does (issue 27)."""
    from bug_zoo import blind5_wave4b_zoo as wave4b
    from bug_zoo import quiescence as zoo

    plain = checked(zoo.CHECK, zoo.never_blocks).diagnosis[0]
    assert "game.completing_cells(state, opponent)" in plain.hint
    for student in (wave4b._ALL["qs2_you_equals_me"], zoo.opponent_from_players_typo, zoo.opponent_helper_typo):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert problem.name == zoo.q.NEVER_BLOCKS
        assert "search the blocks" not in problem.hint, problem.hint
        assert "already asks for the blocks" in problem.hint and "side to move itself" in problem.hint
    qs2 = checked(wave4b.CHECK, wave4b._ALL["qs2_you_equals_me"]).diagnosis[0]
    assert 'you = "X" if me == "X" else "O"' in qs2.hint


def test_a_win_test_built_on_zip_without_the_star_is_told_so() -> None:
    """zip(board) gives 1-tuples of rows: a crash or columns never found, and the hint names the
    call and zip(*board), not the generic 'read the error' or 'a column is board[0][c], ...'."""
    from bug_zoo import blind5_wave4b_zoo as wave4b
    from bug_zoo import win_test as zoo

    for student in (wave4b._ALL["wt2_zip_without_star"], zoo.zip_columns_index, zoo.zip_columns_count):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert "zip(board)" in problem.hint and "zip(*board)" in problem.hint, problem.hint
    assert "zip" not in checked(zoo.CHECK, zoo.columns_range_two).diagnosis[0].hint


def test_a_line_read_short_is_shown_with_its_cells_and_no_hint_to_compare_every_cell() -> None:
    from bug_zoo import blind5_wave4b_zoo as wave4b
    from bug_zoo import win_test as zoo

    problem = checked(zoo.CHECK, wave4b._ALL["wt4_diag_range2"]).diagnosis[0]
    assert problem.name == zoo.SHORT_LINE
    assert "(0, 0), (1, 1):" in problem.detail and "all of its cells" not in problem.hint


def test_draws_where_every_move_loses_get_the_counting_advice_only_where_the_code_counts_from_the_board() -> None:
    """'9 - stones' is told to count with game.actions; code that counts nothing from the board is
    told to look at what it assigns once every move is known (it already counts right)."""
    from bug_zoo import blind3
    from bug_zoo import retrograde as zoo

    nine = checked(blind3.CHECK, blind3._ALL["rg_b05_nine_cells"]).diagnosis[0]
    never_loses = checked(zoo.CHECK, zoo.draw_when_no_win).diagnosis[0]
    assert nine.name == never_loses.name == zoo.retrograde.LOSS_AS_DRAW
    assert "len(game.actions(state))" in nine.hint
    assert "len(game.actions(state))" not in never_loses.hint and "what it assigns" in never_loses.hint


def test_a_window_read_below_a_window_turned_round_never_shows_a_reference_with_alpha_above_beta() -> None:
    """Blind wave 4's ab2 (MIN passes (beta, alpha)) once got a second name whose reference
    window was alpha=+inf, beta=-inf: below a node whose own window is turned round, the
    windows of its children are not compared (alpha-beta never hands out such a window)."""
    from bug_zoo import blind5_wave4_zoo as wave4

    from ttt_lab.exercises.windows import _wide_windows, _WindowTrace
    from ttt_lab.games.trees import random_tree

    student = wave4._ALL["ab2_min_passes_swapped_window"]
    game = random_tree((2, 3), 4, values=(-3, 3), seed=1)
    with _WindowTrace(game) as trace:
        student(game, game.initial_state(), -math.inf, math.inf)
    assert any(call.alpha > call.beta for call in trace.calls)  # the student's windows are turned round
    assert all(wide.alpha <= wide.beta for wide in _wide_windows(game, trace, "the tree"))


def test_a_finished_game_evaluated_gets_the_hint_for_what_the_code_does() -> None:
    """Code that tests the depth before is_terminal is told to swap them; code that already tests
    is_terminal first (blind wave 4's dl2, a depth-1 shortcut evaluating the children) is told
    about the shortcut instead, never to do what it does."""
    from bug_zoo import blind5_wave4_zoo as wave4
    from bug_zoo import depth_limited as zoo

    depth_first = checked(ex.check_depth_limited_minimax, zoo.depth_first_then_terminal).diagnosis[0]
    shortcut = checked(wave4.CHECK, wave4._ALL["dl2_depth1_shortcut_evaluates_finished"]).diagnosis[0]
    helper = checked(ex.check_depth_limited_minimax, zoo.helper_evaluates_children).diagnosis[0]
    assert depth_first.name == shortcut.name == helper.name == ex.EVALUATES_TERMINAL
    assert "before the depth" in depth_first.hint
    for problem in (shortcut, helper):
        assert "before the depth" not in problem.hint and "game.is_terminal(child)" in problem.hint
        assert "shortcut" in problem.detail


def test_a_crash_inside_the_library_names_the_students_line_and_the_argument_of_the_wrong_kind() -> None:
    """Blind wave 4's ex2 unpacks (p, a) from game.outcomes: game.result crashes on the
    probability. The report names the student's line that called it, not the library's, and
    says the move given is not a move there but looks like a probability."""
    from bug_zoo import blind5_wave4_zoo as wave4

    problem = checked(wave4.CHECK, wave4._ALL["ex2_outcome_unpack_swapped"]).diagnosis[0]
    assert problem.name == ex.CRASHES
    assert "called from your line 7" in problem.detail
    assert "for p, a in game.outcomes(state)" in problem.detail  # the student's own line, shown
    assert "move=0.25" in problem.detail and "looks like a probability" in problem.detail
    assert "lstrip(" not in problem.detail  # the library's line is not shown as if it were theirs


def test_a_move_of_the_wrong_kind_is_named_by_every_checker_that_reports_a_crash() -> None:
    """The same for a minimax that passes the move's index where game.result wants the move."""
    def by_index(game: Any, state: Any) -> float:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        values = [by_index(game, game.result(state, i)) for i in range(len(game.actions(state)))]
        return max(values) if game.to_move(state) == game.players[0] else min(values)

    report = ex.check_minimax(by_index, quiet=True)
    crash = next(p for p in report.diagnosis if p.name == ex.CRASHES)
    assert "game.result(state=" in crash.detail and "called from your line" in crash.detail
    assert "(an int), is not one of the moves there" in crash.detail


def test_an_evaluation_rounded_with_floor_division_counts_every_board_it_rounds_wrongly() -> None:
    """blind6's ev05 gives 0 or -0.9 on every unfinished board: the headline counted 1 case."""
    from bug_zoo import blind6_wave5_zoo as wave5

    from ttt_lab.exercises.report import ROUNDS_DOWN

    report = checked(wave5.CHECK, wave5._ALL["ev05_floor_division"])
    assert report.diagnosis[0].name == ROUNDS_DOWN
    assert report.failed_cases > report.cases // 4, report.message()


def test_a_search_that_never_narrows_its_window_is_told_so_not_to_pass_the_window_it_passes() -> None:
    """blind6's ab01 passes alpha and beta and breaks at a cutoff, but never updates them."""
    from bug_zoo import alphabeta as zoo
    from bug_zoo import blind6_wave5_zoo as wave5

    for report in (checked(wave5.CHECK, wave5._ALL["ab01_never_prunes"]),
                   checked(zoo.CHECK, zoo.window_never_updated)):
        problem = report.diagnosis[0]
        assert problem.name == ex.NEVER_PRUNES
        assert "never updates" in problem.hint and "whole window" not in problem.hint, report.message()


def test_evaluate_called_with_the_game_crashes_with_words_about_evaluate_not_the_checkers_wrapper() -> None:
    """blind6's dl06 calls evaluate(game, state): the crash must not leak the checker's _Watch."""
    from bug_zoo import blind6_wave5_zoo as wave5

    report = checked(wave5.CHECK, wave5._ALL["dl06_evaluate_called_with_game"])
    problem = report.diagnosis[0]
    assert problem.name == ex.CRASHES
    assert "_Watch" not in problem.detail and "evaluate() takes 1 positional argument" in problem.detail
    assert "evaluate takes the state alone" in problem.hint, report.message()


def test_retrograde_hints_ask_to_find_positions_or_count_moves_only_where_the_code_needs_it() -> None:
    """mut3: a sweep left early was told to "find every position first (a breadth-first search)"
    although it found them all, and code with neither rounds nor a queue got both in its hint."""
    from bug_zoo import retrograde as zoo

    def first(fn: Any) -> Any:
        return checked(ex.check_retrograde, fn).diagnosis[0]

    found_all = first(zoo.sweeps_that_break_at_the_first_decided)
    assert found_all.name == ex.retrograde.NEVER_VALUED and "breadth-first" not in found_all.hint
    assert "XOO/XX./.O." in found_all.detail  # a missing position whose moves are all in the table
    never_found = first(zoo.older.retrograde_without_finished)  # found, then dropped: not "never found"
    assert never_found.name == ex.retrograde.NEVER_VALUED
    no_count = first(zoo.decides_only_by_a_winning_move)
    counted = first(zoo.count_reset)
    assert no_count.name == counted.name == ex.NO_LAST_MOVE
    assert "open_moves" in counted.hint and "open_moves" not in no_count.hint and "count" not in no_count.hint
    one_pass = first(zoo.one_pass_shallowest_first)
    capped = first(zoo.six_sweeps)
    assert one_pass.name == capped.name == ex.UNDECIDED_AS_DRAW
    assert "queue" in capped.hint and "queue" not in one_pass.hint and "round" not in one_pass.hint


def test_a_search_that_truly_misses_positions_is_still_told_to_find_them_all() -> None:
    """'leaves positions out' stays for code whose search never reaches some positions."""

    def first_move_only(game: Any) -> dict[Any, float]:
        start = game.initial_state()
        states, todo = {game.key(start): start}, [start]
        while todo:
            state = todo.pop()
            if not game.is_terminal(state):
                child = game.result(state, game.actions(state)[0])
                if game.key(child) not in states:
                    states[game.key(child)] = child
                    todo.append(child)
        return {key: game.utility(state, game.players[0]) if game.is_terminal(state) else 0
                for key, state in states.items()}

    problem = ex.check_retrograde(first_move_only, quiet=True).diagnosis[0]
    assert problem.name == ex.LEAVES_OUT and "breadth-first" in problem.hint


def test_a_move_shared_by_the_whole_search_is_explained_and_not_told_to_update_both() -> None:
    """blind7's mm04 (and the zoo's two) keep the move on an instance or in a global: the last
    move any node chose comes back, and the hint asks for a local variable."""
    from bug_zoo import blind7_wave6_zoo as wave6
    from bug_zoo import minimax as zoo

    for check, student in ((wave6.CHECK, wave6._ALL["mm04_class_shared_move"]),
                           (zoo.CHECK, zoo.move_kept_on_the_instance), (zoo.CHECK, zoo.move_kept_in_a_global)):
        problem = checked(check, student).diagnosis[0]
        assert problem.name == ex.WRONG_MOVE
        assert "shared by the whole search" in problem.detail, problem.detail
        assert "local variable" in problem.hint and "in the same if" not in problem.hint, problem.hint


def test_a_whole_subtree_marked_is_explained_at_the_node_that_should_have_cut_it() -> None:
    """blind7's quiz04 cuts E (MAX) after J with MIN's comparison, so marks K's k1 and k2: the reason
    is E's (worth -7 so far, beta = -4), not K's own test at k2. No model gives that one slip, so
    it is localised, at the right node."""
    from bug_zoo import blind7_wave6_zoo as wave6

    student = wave6._ALL["quiz04_min_test_at_max"]
    problem = checked(wave6.CHECK, student).diagnosis[0]
    assert problem.name == ex.NOT_PRUNED
    assert "When it reaches K, E (MAX) is worth -7 so far" in problem.detail, problem.detail
    assert "v >= beta does not hold" in problem.detail


def test_wave7_wrong_moves_are_explained_by_what_the_code_does() -> None:
    """A wrong move explained by the move the code picks, and a hint it does not already follow."""
    from bug_zoo import blind8_wave7_zoo as wave7

    def first(stem: str) -> ex.Problem:
        return checked(wave7.CHECK, wave7._ALL[stem]).diagnosis[0]

    tie, passed_up, largest = (first("ab05_root_tie_takes_bound"), first("mm06_returns_childs_move"),
                               first("mm07_move_index_of_max_in_min"))
    assert "takes a later move on a tie" in tie.detail and "strictly better" in tie.hint
    # The child's own move kept with the value: named from the source since wave 29 (scope_models.child_move_kept).
    assert passed_up.name == ex.report.CHILD_MOVE and "the move the child's search returned" in passed_up.detail
    assert "Keep the loop's move with the best value" in passed_up.hint
    assert "largest child value at every node" in largest.detail and "values.index(min(values))" in largest.hint
    assert not any("in the same if" in p.hint for p in (tie, passed_up, largest))


@pytest.mark.parametrize(("seed", "answer", "names"), [
    (1, ["k1", "n1"], {"uses only the parent's bound (misses deep cutoffs)", "marks only the first leaf of a pruned subtree"}),
    (4, ["h1", "i1", "n1"], {"uses the strict (CS188) pruning convention", "prunes as if the moves were tried right to left"}),
])
def test_a_quiz_answer_with_two_misconceptions_names_both(seed: int, answer: list[str], names: set[str]) -> None:
    """Each misconception alone is named exactly; two at once (the answer both give together, and
    neither alone) are named together, as wave 7's quiz07 (strict and shallow) is."""
    report = ex.random_pruning_quiz(seed=seed).check(answer, quiet=True)
    assert {p.name for p in report.diagnosis if not p.note} == names, report.message()

def test_the_hint_for_max_and_min_swapped_in_a_retrograde_table_speaks_of_max_and_min() -> None:
    """Code with max and min and no win test of its own is told which side takes which, not about a sign."""
    from bug_zoo import retrograde as zoo

    from ttt_lab.exercises import retrograde

    for student in (zoo.rounds_min_for_the_first_player, zoo.memo_max_for_the_second_player):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert problem.name == retrograde.WINNER_AT_CHILD, problem
        assert "takes max and min" in problem.hint, problem.hint
    # Code that reads the side to move at the child is still told so, whatever else it takes.
    at_child = checked(zoo.CHECK, zoo.sign_of_the_child).diagnosis[0]
    assert "at the child" in at_child.hint, at_child.hint


def test_an_evaluation_of_cells_is_told_to_count_lines_and_one_of_lines_to_skip_dead_ones() -> None:
    from bug_zoo import evaluation as zoo

    from ttt_lab.exercises import report
    from ttt_lab.exercises.evaluation_cell_weights import SCORES_CELL_WEIGHTS

    for student in (zoo.cell_weight_table, zoo.centre_alone):  # no line read: the headline says cells (wave 38's ev_04)
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert problem.name == SCORES_CELL_WEIGHTS and "Score lines, not cells" in problem.hint, problem
        assert "counts the stones of every line" not in problem.detail, problem
    lines = checked(zoo.CHECK, zoo.dead_lines_counted).diagnosis[0]
    assert lines.name == report.COUNTS_DEAD_LINES and "Skip a line" in lines.hint, lines


def test_a_quiescence_with_a_stand_pat_is_not_told_it_has_none() -> None:
    """blind9's qs01 (a fail-hard psqt search with neither the sign nor the negation) gives values a
    search without a stand-pat would give; its code compares its stand_pat with beta. The model of
    negamax's turned window without the signs returns every value it gives: named by the minus missing
    from its recursion, with a hint that asks for the sign and the minus, never for a stand-pat it
    already has."""
    from bug_zoo import blind9_wave7_zoo as wave7

    report = checked(wave7.CHECK, wave7._ALL["qs01_no_sign_no_negation"])
    names = [p.name for p in report.diagnosis if not p.note]
    assert names == [ex.FORGETS_NEGATION] and "(O to move)" in report.diagnosis[0].detail, report.message()
    assert "(-beta, -alpha)" in report.diagnosis[0].detail and "stand-pat" not in report.diagnosis[0].hint.split(":")[0]
    assert "-quiescence(child, -beta, -alpha)" in report.diagnosis[0].hint


def test_a_retrograde_table_with_two_slips_names_both() -> None:
    """blind9's retro07: finished games for the side to move, and a draw before every move is known."""
    from bug_zoo import blind9_wave7_zoo as wave7

    from ttt_lab.exercises import retrograde_names

    report = checked(wave7.CHECK, wave7._ALL["retro07_two_pov_and_draw_early"])
    assert [p.name for p in report.diagnosis if not p.note] == [
        retrograde_names.FINISHED_WRONG, retrograde_names.DRAW_TOO_EARLY], report.message()


def test_the_aspiration_width_quoted_is_the_students_own() -> None:
    """The graded cases fit the windows ± 0.2 and ± 0.25 alike (wave 9's id_04 was told 0.2 for its 0.25):
    the checker calls the function again with the evaluation scaled, and quotes the width it uses."""
    from bug_zoo import anytime as zoo

    for width, other in ((0.2, 0.25), (0.25, 0.2), (0.1, 0.05)):
        message = zoo.CHECK(zoo.aspiration_without_research(width), quiet=True).message()
        assert f"(previous value - {width:g}, previous value + {width:g})" in message, message
        assert f"previous value - {other:g}," not in message, message


def test_a_crash_at_c_zero_is_told_under_the_name_of_c_dividing() -> None:
    """Wave 9's ucb_01: sqrt(ln N / (c n)) raises at c = 0; the other scores name the slip, and the crash
    is shown under that name, not as a second problem "crashes"."""
    from bug_zoo import ucb as zoo

    report = checked(zoo.CHECK, zoo.ucb01_w9_c_divides)
    assert [p.name for p in report.diagnosis if not p.note] == [zoo.DIVIDES_BY_C], report.message()
    assert "ZeroDivisionError" in report.diagnosis[0].detail
    assert "the same slip raises that error there" in report.diagnosis[0].detail


def test_a_root_move_kept_on_a_tie_with_fail_hard_bounds_is_not_told_to_update_both() -> None:
    """blind12's ab04 and two other shapes keep the move with the value, on `>=`, over children that
    fail hard: every later child ties, so the last move comes back, but the code already updates
    both in the same if; the explanation is the tie with a bound."""
    from bug_zoo import alphabeta as zoo

    for student in (zoo.root_tie_among_fail_hard_bounds, zoo.fail_hard_pair_ties_at_every_node,
                    zoo.nested_root_ties_fail_hard):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert problem.name == ex.WRONG_MOVE
        assert "its children fail hard" in problem.detail, problem.detail
        assert "strictly better" in problem.hint and "in the same if" not in problem.hint, problem.hint


def test_children_valued_with_the_nodes_first_window_are_told_where_the_updates_get_lost() -> None:
    """blind12's ab08 (a generator function given alpha and beta) and a list comprehension built
    before the loop: the code updates alpha and beta, so the hint names what freezes them."""
    from bug_zoo import alphabeta as zoo

    for student, made in ((zoo.generator_children, "_child_values(game, state, alpha, beta)"),
                          (zoo.children_scored_in_a_list_first, "[children_scored_in_a_list_first(")):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert problem.name == ex.NEVER_PRUNES
        assert "updates alpha and beta" in problem.hint and made in problem.hint, problem.hint
        assert "never updates alpha" not in problem.hint, problem.hint


@pytest.mark.parametrize("seed", [11, 0, 3, 5])
def test_quiz_hands_are_named_by_their_misconception_alone(seed: int) -> None:
    """blind12's quiz05 (a skipped inner node crossed out without its leaves) and quiz06 (alpha and
    beta global, never restored), with another shape of each: named, and nothing else, wherever the
    answer differs from the right one and from every other misconception's."""
    from bug_zoo.quiz_hands import HANDS

    from ttt_lab.exercises import quiz_models

    quiz = ex.random_pruning_quiz(seed=seed)
    right = set(quiz.answer())
    checked = 0
    for hand, name in HANDS:
        answer = hand(quiz.game)
        fits = [m.name for m in quiz_models.quiz_mistakes("aima") if quiz_models.pruned_by(quiz.game, "aima",
                                                                                          dict(m.knobs)) == answer]
        if answer == right or not fits or fits[0] != name:  # another misconception first with the same answer
            continue
        report = quiz.check(answer, quiet=True)
        assert report.names == [name], report.message()
        checked += 1
    # On blind12's own quiz every hand is named but one: value_cut_in_leaf_branch's answer there is also the
    # leaf-moves-only answer, named first (one set of leaves, two misconceptions); seeds 3 and 5 name it.
    assert seed != 11 or checked == len(HANDS) - 1


def test_win_test_hints_name_the_return_in_the_loop_and_the_unguarded_lines() -> None:
    """blind12's win02 and win03 and another shape of each: lines missed because a loop returns at
    the end of its first turn are told so (not to check the loops' ranges); an empty line won where
    some lines are tested for "." is shown the lines that are not."""
    from bug_zoo import win_test as zoo

    for student in (zoo.return_in_row_loop_no_columns, zoo.return_in_column_loop):
        problem = next(p for p in checked(zoo.CHECK, student).diagnosis if p.name == ex.MISSES_LINES)
        assert "`return None`, not under any if" in problem.hint and "ranges" not in problem.hint, problem.hint
    for student, line in ((zoo.diagonals_without_empty_test, "board[2][0] == board[1][1] == board[0][2]"),
                          (zoo.main_diagonal_without_empty_test, "board[0][0] == board[1][1] and board[1][1]")):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert problem.name == ex.EMPTY_LINE_WINS and line in problem.hint, problem.hint
        assert "joined to the comparison" in problem.hint and "runs before the return" not in problem.hint


def test_wave11_hints_point_at_the_line_the_code_gets_wrong_not_at_what_it_does_already() -> None:
    """Eleventh wave: a hint never asks for what the code already does (the rule for a draw, the
    depth test), but at the slip itself: the statement order, the + 1 stored, the PUCT term's shape."""
    from bug_zoo import retrograde_orders, table_slips, ucb

    late = checked(retrograde_orders.CHECK, retrograde_orders.r04_draw_flag_too_late).diagnosis[0]
    assert "put `has_draw[parent] |= value[key] == 0` before `if open_moves[parent] == 0:`" in late.hint
    plus_one = checked(table_slips.CHECK, table_slips.t05_w11_draft_plus_one).diagnosis[0]
    assert "not depth + 1" in plus_one.hint and "says depth 2" in plus_one.detail
    read_short = checked(table_slips.CHECK, table_slips.depth_stored_right_read_one_short).diagnosis[0]
    assert "record the depth right" in read_short.hint and "depth + 1" not in read_short.hint
    puct = checked(ucb.CHECK, ucb.ucb_w11_puct_exploration).diagnosis[0]
    assert "LOGARITHM" in puct.hint and "not 1 + visits" in puct.hint


def test_a_draw_note_made_late_and_overwritten_gets_both_fixes_in_one_hint() -> None:
    from bug_zoo import retrograde_orders as zoo

    report = checked(zoo.CHECK, zoo.flag_overwritten_after_the_test)
    first = report.diagnosis[0]
    assert first.name == zoo.retrograde.DRAW_NOTED_LATE, report.message()
    assert "put `draw[p] = value[k] == 0` before `if left[p] == 0:`" in first.hint
    assert "never overwrite it" in first.hint
    late = checked(zoo.CHECK, zoo.r04_draw_flag_too_late).diagnosis[0]
    assert "never overwrite it" not in late.hint


def test_wave_12_students_with_two_mistakes_get_every_one_named_and_b05_is_not_told_to_flip() -> None:
    """blind19: u01 (1000000 for an unvisited child, sqrt(ln(N / n)), c fixed at 1.41), u02 (visits + 1e-6,
    ln(N + 1)), e05 (the likeliest outcome, every child clamped at 0): each mistake named, none dropped; b05
    (the winner turned AND the mover tested) is named the double flip, its hint not asking to add the flip."""
    from bug_zoo import backpropagation, expectimax, ucb

    assert checked(ucb.CHECK, ucb.ucb_w12_huge_value_log_of_ratio).names == [
        ex.mcts.UNVISITED_FINITE, ex.mcts.LOG_OF_RATIO, ex.mcts.IGNORES_C]
    assert checked(ucb.CHECK, ucb.ucb_w12_plus_one_epsilon).names == [ex.mcts.UNVISITED_FINITE,
                                                                          ex.mcts.ADDS_ONE_PARENT]
    assert set(checked(expectimax.CHECK, expectimax.exp_w12_likeliest_and_clamp).names) == {
        ex.expectimax.MOST_LIKELY, ex.expectimax.CLAMPED_AT_ZERO}
    double = checked(backpropagation.CHECK, backpropagation.bp_w12_flip_reward_and_mover).diagnosis[0]
    assert double.name == backpropagation.bsrc.FLIPS_TWICE
    assert "winner = _bp_w12_other(winner)" in double.detail and "drop the line that turns the winner" in double.hint


def test_a_quiescence_with_its_own_evaluation_is_not_told_it_remembers_values() -> None:
    """The memo probe asks again with another evaluation; code that never reads the one it is given answers the
    same, and is not a memo: no memo name for it (the code is read: its evaluate parameter is never used)."""
    from bug_zoo import quiescence

    report = checked(quiescence.CHECK, quiescence.q_w12_own_evaluation)
    assert ex.REMEMBERS_OTHER_GAMES not in report.names, report.message()
    assert ex.REMEMBERS_OTHER_GAMES in checked(quiescence.CHECK, quiescence.q_w12_global_cache).names


def test_a_move_kept_in_a_global_that_min_never_sets_is_named_beside_the_values_slip() -> None:
    """blind18's m09: two slips, two names (a loop left at a child worth 1; the move a global only MAX's
    root sets), and the global alone, with right values, named alone."""
    from bug_zoo import minimax as zoo

    from ttt_lab.exercises import report as report_names

    report = checked(ex.check_minimax, zoo.wave12_java_computers_move, with_move=True)
    assert {p.name for p in report.diagnosis if not p.note} == {ex.WRONG_MOVE, report_names.STOPS_AT_ONE}, report.message()
    move = next(p for p in report.diagnosis if p.name == ex.WRONG_MOVE)
    assert "global `_w12m09_computers_move`" in move.detail and "does not lose" in move.detail, report.message()
    alone = checked(ex.check_minimax, zoo.move_global_set_by_max_alone, with_move=True)
    assert [p.name for p in alone.diagnosis if not p.note] == [ex.WRONG_MOVE], alone.message()
    assert "global `_max_root_move`" in alone.diagnosis[0].detail and "does not lose" not in alone.diagnosis[0].detail


def test_wave13_alpha_beta_slips_get_hints_about_their_own_code() -> None:
    """blind20's a06 (strict cuts and no beta update) is told both slips, without the aside about
    updating alpha instead, which its code does not do; a02 (MIN raises alpha before its test) is
    not asked to keep a return inside its if, where it is already."""
    from bug_zoo import alphabeta as zoo

    both = checked(zoo.CHECK, zoo.wave13_strict_and_no_beta)
    assert [p.name for p in both.diagnosis if not p.note] == [ex.NO_BETA_UPDATE, ex.STRICT], both.message()
    assert "common slip" not in both.message()
    assert "(v > beta / v < alpha" in both.diagnosis[0].detail, both.message()
    half = checked(zoo.CHECK, zoo.min_strict_no_beta)  # its MAX test is v >= beta: only MIN's is strict
    assert [p.name for p in half.diagnosis if not p.note] == [ex.NO_BETA_UPDATE, ex.STRICT], half.message()
    assert "(v < alpha), while its MAX nodes stop on equality" in half.diagnosis[0].detail, half.message()
    raised = checked(zoo.CHECK, zoo.wave13_alpha_raised_at_min)
    assert "keep the return inside its if" not in raised.message()
    assert "`alpha = max(alpha, child)`" in raised.diagnosis[0].detail, raised.message()


def test_a_line_read_with_a_wrong_cell_is_told_so_with_its_false_win() -> None:
    """blind20's w04 (board[2][2] typed for board[2][0]) reads a wrong anti-diagonal, not none."""
    from bug_zoo import win_test as zoo

    for student, wrong, right in ((zoo.wave13_anti_diagonal_typo, "(2, 2)", "(2, 0)"),
                                  (zoo.main_diagonal_typo, "(0, 2)", "(2, 2)")):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert f"{wrong} where {right} belongs" in problem.detail, problem.detail
        assert "says X has won" in problem.detail and "never reads" not in problem.detail
        assert f"in place of {right}" in problem.hint


def test_a_turn_flag_never_flipped_is_told_by_its_flag() -> None:
    """blind20's m01 keeps the turn in a flag handed down unchanged: told so, with no word of a
    game.to_move(state) call the code does not make."""
    from bug_zoo import minimax as zoo

    for student, flag in ((zoo.wave13_flag_never_flipped, "is_max"), (zoo.flag_passed_by_keyword, "maximizing")):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert f"`{flag}`" in problem.detail and "to_move(state)" not in problem.detail + problem.hint, problem.detail
        assert f"not {flag}" in problem.hint


def test_a_count_copied_into_the_other_sides_part_is_pointed_at() -> None:
    """blind20's e04 adds stones.count("X") to O's counter: the hint shows that line."""
    from bug_zoo import evaluation as zoo

    for student, text in ((zoo.wave13_counts_x_for_o, '`stones.count("X")` to o_lines'),
                          (zoo.o_score_counts_x_cells, "to score_o")):
        problem = checked(zoo.CHECK, student).diagnosis[0]
        assert problem.name == ex.IGNORES_OPPONENT and text in problem.hint, problem.hint


def test_a_line_missed_for_one_player_only_is_told_by_its_cells_not_by_the_loops_ranges() -> None:
    zoo_win = importlib.import_module("bug_zoo.win_test")
    for student in zoo_win.ONE_SIDE_WRONG_CELLS:
        problem = checked(ex.check_win_test, student).diagnosis[0]
        assert problem.name == "misses some lines"
        assert "ranges of your loops" not in problem.hint
        assert "It finds the diagonal from (0, 0) to (2, 2) for X but not for O" in problem.hint


def test_a_cutoff_thrown_away_is_hinted_by_its_statement_not_by_updates_the_code_makes() -> None:
    zoo_ab = importlib.import_module("bug_zoo.alphabeta")
    for student in zoo_ab.CUT_THROWN_AWAY:
        problem = checked(ex.check_alphabeta, student).diagnosis[0]
        assert problem.name == ex.NEVER_PRUNES
        assert "never updates alpha or beta" not in problem.hint
        assert "`stack[stack.index(node):] if node in stack else stack[:]`" in problem.hint


def test_a_turn_flag_set_at_the_root_only_is_told_by_the_code_not_as_a_helpers_copy_paste() -> None:
    zoo_mm = importlib.import_module("bug_zoo.minimax")
    for student in zoo_mm.FLAG_BELOW_ROOT:
        report = checked(ex.check_minimax, student, with_move=True)
        assert report.names[0] == ex.NOT_ALTERNATING
        first = report.diagnosis[0]
        assert "helper" not in first.detail and "max_value" not in first.hint
        assert "sets the side to move at the root only" in first.detail


def test_a_min_value_copied_from_max_value_is_told_its_bound_update_too() -> None:
    """blind26's ab01: the comparison names it; the copied beta = max(beta, v) is quoted beside it, with its fix."""
    from bug_zoo import alphabeta as zoo

    report = checked(ex.check_alphabeta, zoo.wave16_min_copies_max)
    problem = next(p for p in report.diagnosis if p.name == ex.WRONG_COMPARISON)
    assert "`beta = max(beta, v)`" in problem.detail, report.message()
    assert "beta = min(beta, v)" in problem.hint, report.message()
    fixed = checked(ex.check_alphabeta, zoo.older.alphabeta_correct)
    assert fixed.passed, fixed.message()


def test_a_draw_tested_after_the_mover_is_hinted_by_the_order_not_by_the_half_the_code_adds() -> None:
    from bug_zoo import backpropagation_order as order

    for fn, _ in order.BUGGY:
        report = checked(order.CHECK, fn)
        hint = report.diagnosis[0].hint or ""
        assert hint.startswith(order.HINT_SAYS), report.message()
        assert "wins += 0.5 there too" not in hint, report.message()

    def two_ifs(path, winner):  # type: ignore[no-untyped-def]  # the draw first, the mover in a second if
        for node in path:
            node.visits += 1
            if winner is None:
                node.wins += 0.5
            if node.mover == winner:
                node.wins += 1

    hints = [p.hint or "" for p in order.CHECK(two_ifs, quiet=True).diagnosis]
    assert hints and not any(h.startswith(order.HINT_SAYS) for h in hints), hints
    assert any("elif" in h for h in hints), hints


def test_the_root_evaluation_handed_down_is_said_as_the_code_does_it() -> None:
    from bug_zoo import quiescence
    from bug_zoo import quiescence_passed_down as passed

    for fn, _ in passed.BUGGY:
        problem = checked(passed.CHECK, fn).diagnosis[0]
        assert passed.SAID in problem.detail and "inside a helper given the node s" not in problem.detail, problem
    inside = checked(passed.CHECK, quiescence.stands_pat_on_the_root).diagnosis[0]  # evaluate(state) in a helper
    assert passed.SAID not in inside.detail and "inside a helper" in inside.detail, inside


def test_a_bound_read_as_the_value_where_the_kinds_are_stored_right_is_pointed_at_the_read() -> None:
    from bug_zoo import table_reads, table_slips

    for fn, _ in table_reads.BUGGY:
        problem = checked(table_reads.CHECK, fn).diagnosis[0]
        assert (problem.hint or "").startswith(table_reads.HINT_SAYS), problem
    for fn, _ in table_slips.BUGGY:  # kinds stored wrong: never told they are right
        report = checked(table_slips.CHECK, fn)
        assert not any((p.hint or "").startswith(table_reads.HINT_SAYS) for p in report.diagnosis), report.message()


def test_a_move_index_beside_a_value_slip_is_named_as_a_second_mistake() -> None:
    """blind28's mm07 and another shape: a running best started off-range (values wrong) and the move returned as
    its index in game.actions: the index follows from no value slip, so both are named."""
    from bug_zoo import minimax as zoo

    from ttt_lab.exercises.report import RETURNS_INDEX

    for student in (zoo.wave17_index_move_and_unit_bounds, zoo.zero_start_and_enumerate_index):
        report = checked(ex.check_minimax, student, with_move=True)
        assert report.names == [ex.WRONG_START, RETURNS_INDEX], report.message()


def test_a_side_credited_without_a_flip_is_not_told_its_code_flips_the_reward() -> None:
    from bug_zoo import backpropagation_sides as zoo

    message = checked(ex.check_backpropagation, zoo.b02_current_player).message()
    assert "code that flips" not in message, message
    assert "code that credits every node for the side to move there" in message, message


def test_the_quiescence_probes_tell_a_stand_pat_beside_a_forced_block_from_threats_never_followed() -> None:
    from ttt_lab.exercises.quiescence_model import mistaken_quiescence
    from ttt_lab.exercises.quiescence_probes import _probes

    apart = [label for game, state, evaluate, label in _probes()
             if mistaken_quiescence(game, state, evaluate, {"moves": "no threats"})
             != mistaken_quiescence(game, state, evaluate, {"moves": "no threats", "stand_pat": "always"})]
    assert len(apart) >= 3, apart
