"""Where a checker's message guesses a cause that its values cannot tell apart from another, the
guess is checked against the student's code before it is shown (blind wave 7's leftovers): 0 on
every board is "nothing counted" or "both sides alike"; a line read as two cells is a range one
short or Python's `a and b == c`."""

from __future__ import annotations

from typing import Any

import pytest
from bug_zoo import evaluation as ev_zoo
from bug_zoo import win_test as win_zoo

from ttt_lab import exercises as ex
from ttt_lab.exercises import report as report_names
from ttt_lab.exercises.win_hints import SHORT_LINE
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE
from ttt_lab.games import ListBoardGame, TicTacToe

game = TicTacToe()


def _only(report: ex.CheckReport, name: str) -> ex.Problem:
    problems = [p for p in report.diagnosis if not p.note]
    assert [p.name for p in problems] == [name], report.message()
    return problems[0]


def test_zero_everywhere_states_both_causes_and_no_guess_as_fact() -> None:
    problem = _only(ex.check_evaluation(ev_zoo.tests_cells_not_stones, quiet=True), ex.CONSTANT_VALUE)
    assert "either no line is ever counted" in problem.detail
    assert "Both 0" in problem.hint and "Both alike" in problem.hint


def test_an_empty_marker_the_positions_never_hold_is_named_in_the_hint() -> None:
    dot = _only(ex.check_evaluation(ev_zoo.empty_is_dot, quiet=True), ex.CONSTANT_VALUE)
    assert "tests a cell against '.' (cells.count(\".\"))" in dot.hint and "holds None" in dot.hint
    space = _only(ex.check_evaluation(ev_zoo.empty_is_space, quiet=True), ex.CONSTANT_VALUE)
    assert "against ' ' (stone == \" \")" in space.hint


def test_on_list_boards_the_marker_never_held_is_none() -> None:
    boards = ListBoardGame()

    def counts_none(board: Any) -> float:
        score = 0
        for line in boards.mnk.lines:
            cells = [board[r][c] for r, c in line]
            for player, sign in (("X", 1), ("O", -1)):
                if player in cells and cells.count(player) + cells.count(None) == 3:
                    score += sign * cells.count(player)
        return score / 10

    problem = _only(ex.check_evaluation(counts_none, boards, quiet=True), ex.CONSTANT_VALUE)
    assert "against None" in problem.hint and "holds '.'" in problem.hint


def test_a_marker_the_code_makes_itself_is_not_blamed() -> None:
    """'.' made by the code (stone or '.') is held by its cells: the 0 comes from elsewhere."""

    def dots_made_then_x_twice(state: Any) -> float:
        score = 0
        for line in game.lines:
            cells = [game.stone_at(state, c) or "." for c in line]
            if "O" not in cells and cells.count(".") < 3:
                score += 1
            if "O" not in cells and cells.count(".") < 3:
                score -= 1
        return score / 8

    problem = _only(ex.check_evaluation(dots_made_then_x_twice, quiet=True), ex.CONSTANT_VALUE)
    assert "'.'" not in problem.hint


def test_both_sides_counted_alike_is_said_where_the_code_shows_it() -> None:
    copied = _only(ex.check_evaluation(ev_zoo.opponent_block_copied, quiet=True), ex.CONSTANT_VALUE)
    assert copied.hint.startswith("Two of your loops count the same thing")
    itself = _only(ex.check_evaluation(ev_zoo.same_side_twice, quiet=True), ex.CONSTANT_VALUE)
    assert 'open_lines("X") - open_lines("X") subtracts a count from itself' in itself.hint


def test_a_line_read_as_two_cells_names_the_precedence_where_the_code_has_it() -> None:
    for fn in (win_zoo.and_precedence, win_zoo.and_precedence_rows):
        problem = _only(ex.check_win_test(fn, quiet=True), AND_PRECEDENCE)  # the cause named, its hint kept
        assert "Python reads it as" in problem.hint and "range(k - 1)" not in problem.hint
    ranged = _only(ex.check_win_test(win_zoo.columns_two_cells_long, quiet=True), SHORT_LINE)
    assert "range(k - 1)" in ranged.hint


def test_an_estimate_never_scaled_is_not_also_blind_to_rows() -> None:
    """The estimates in (-1, 1) of an unscaled table of weights are the boards worth 0: every pair
    of them is "alike", which says nothing of the rows."""
    for fn in (ev_zoo.cell_weights_unscaled, ev_zoo.cell_list_unscaled):
        _only(ex.check_evaluation(fn, quiet=True), ex.OUTRANKS_WIN)


@pytest.mark.parametrize("answer, read", [
    ({"i2", "l2", "G"}, "G is an inner node, read as all the leaves below it: n1, n2, o1, o2"),  # blind36 quiz_05
    ({"i2", "l2", "c2"}, "c2 is the move into G, an inner node, read as all the leaves below it"),
    ({"i2", "l2", "N", "O"}, "N is an inner node, read as all the leaves below it: n1, n2"),
])
def test_a_pruned_subtree_named_by_a_node_fails_and_says_which_leaves_it_stood_for(answer: set[str],
                                                                                   read: str) -> None:
    """quiz05 of blind wave 7 and quiz_05 of blind wave 21: the notebook asks to "name every leaf below a
    pruned node", so a node in place of its leaves is not the answer yet, even when the node is pruned
    whole; the report fails on that alone and says how the node was read."""
    report = ex.random_pruning_quiz(seed=11).check(answer, quiet=True)
    assert not report.passed
    assert report.names == ["names an inner node, not a leaf"]
    assert read in report.diagnosis[0].detail
    assert "every leaf below a pruned node" in report.diagnosis[0].hint
    assert ex.random_pruning_quiz(seed=11).check({"i2", "l2", "n1", "n2", "o1", "o2"}, quiet=True).passed


def test_lines_missed_but_found_alone_are_not_sent_to_the_loops_ranges() -> None:
    for fn in (win_zoo.full_line_ends, win_zoo.blocked_line_ends):
        problem = _only(ex.check_win_test(fn, quiet=True), ex.MISSES_LINES)
        assert "Yet alone on the board, each of these lines is found" in problem.detail
        assert "ranges" not in problem.hint and "ends the search" in problem.hint
    # A loop one short never reaches its last row, alone or not: the ranges are the lead.
    def rows_one_short(board: Any) -> Any:
        lines = [board[r] for r in range(2)] + [[board[r][c] for r in range(3)] for c in range(3)]
        lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
        for line in lines:
            if line[0] != "." and line.count(line[0]) == 3:
                return line[0]
        return None

    assert "ranges" in _only(ex.check_win_test(rows_one_short, quiet=True), ex.MISSES_LINES).hint


def test_an_empty_line_called_won_names_the_marker_the_code_tests_or_says_its_test_does_not_guard() -> None:
    space = _only(ex.check_win_test(win_zoo.space_marker, quiet=True), ex.EMPTY_LINE_WINS)
    assert "tests a cell against ' ' (line[0] != \" \")" in space.hint and "holds '.'" in space.hint
    none = _only(ex.check_win_test(win_zoo.none_marker, quiet=True), ex.EMPTY_LINE_WINS)
    assert "against None" in none.hint

    def guard_with_or(board: Any) -> Any:
        for line in win_zoo._lines3(board):
            if line[0] != "." or line[0] == line[1] == line[2]:
                if line.count(line[0]) == 3:
                    return line[0]
        return None

    guarded = _only(ex.check_win_test(guard_with_or, quiet=True), ex.EMPTY_LINE_WINS)
    assert guarded.hint.startswith("Your code already compares a cell with '.'")


def _open_lines(state: Any) -> tuple[int, int]:
    x = o = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x += "O" not in stones and "X" in stones
        o += "X" not in stones and "O" in stones
    return x, o


def test_whole_numbers_are_read_as_integer_division_only_in_code_that_can_round() -> None:
    def sign_of_lines(state: Any) -> float:
        x, o = _open_lines(state)
        return (x > o) - (x < o)

    def clipped_counts(state: Any) -> float:
        x, o = _open_lines(state)
        return max(-1, min(1, x - o))

    def floor_clipped(state: Any) -> float:
        x, o = _open_lines(state)
        return max(-1, min(1, (x - o) // 4))

    for fn in (sign_of_lines, clipped_counts):
        report = ex.check_evaluation(fn, quiet=True)
        assert report.names[0] == ex.OUTRANKS_WIN and report_names.ROUNDS_DOWN not in report.names, report.message()
    assert ex.check_evaluation(floor_clipped, quiet=True).names == [report_names.ROUNDS_DOWN]


def test_an_estimate_clipped_at_zero_keeps_its_hint_only_where_the_code_clips() -> None:
    def clipped(state: Any) -> float:
        x, o = _open_lines(state)
        return min(0, (x - o) / 8)

    def only_losses_counted(state: Any) -> float:
        x, o = _open_lines(state)
        score = (x - o) / 8
        if score < 0:
            return score
        return 0.0

    assert "Clip on both sides" in _only(ex.check_evaluation(clipped, quiet=True), ex.NEVER_POSITIVE).hint
    assert "clips nothing at 0" in _only(ex.check_evaluation(only_losses_counted, quiet=True), ex.NEVER_POSITIVE).hint


def test_a_player_marker_no_cell_holds_is_named_in_the_hint() -> None:
    one = _only(ex.check_win_test(win_zoo.lower_case_o, quiet=True), "checks only one player's lines")
    assert "tests a cell against 'o' (line.count(player))" in one.hint and "Write 'O'" in one.hint

    def lower_o(state: Any) -> float:
        score = 0
        for line in game.lines:
            stones = [game.stone_at(state, c) for c in line]
            if "o" not in stones:
                score += stones.count("X")
            if "X" not in stones:
                score -= stones.count("o")
        return score / 30

    report = ex.check_evaluation(lower_o, quiet=True)
    assert report.names[0] == ex.IGNORES_OPPONENT, report.message()
    assert "no cell holds 'o'" in report.diagnosis[0].hint
