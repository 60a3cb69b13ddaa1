"""Wave 19's misses, each as a general rule: an evaluation giving a board and its colour swap one value, full
boards won with the last stone, alpha-beta's cuts below a chance node, both + 1s of UCB1's exploration term,
and a line test cut short by precedence. Every expected value comes from the library's own code."""

from __future__ import annotations

import math

import pytest
from bug_zoo import wave19_evaluation, wave19_expectimax, wave19_ucb, wave19_win_test

from ttt_lab import exercises as ex
from ttt_lab.exercises import mcts
from ttt_lab.exercises.evaluation_swaps import ADDS_OPPONENT_SCORE, colour_swap_problem
from ttt_lab.exercises.expectimax_windows import cut_window_cases, window_value
from ttt_lab.exercises.report import EMPTY_LINE_WINS
from ttt_lab.exercises.win_cases import win_cases as _win_cases
from ttt_lab.exercises.win_full_boards import FULL_BOARD_NOBODY, full_board_wins
from ttt_lab.exercises.win_partial_tests import PARTIAL_LINE_TEST, partial_answers
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search.expectimax import expectimax


def test_an_evaluation_adding_both_sides_fails_though_its_rankings_hold() -> None:
    """ev_02 ranks every pair the checker compared with O to move the right way round; the colour swaps
    valued alike still make it fail, told as O's score added (no value below 0)."""
    report = ex.check_evaluation(wave19_evaluation.ev_02_threats_added, quiet=True)
    assert not report.passed
    assert report.names == [ADDS_OPPONENT_SCORE]
    assert "the same board with the colours swapped" in report.diagnosis[0].detail


def test_colour_swaps_worth_zero_on_both_sides_are_no_evidence() -> None:
    """A feature a board lacks gives 0 on it and on its swap: equal, and right (X's minus O's of nothing)."""
    game = TicTacToe()
    board = game.parse("XO./.X./..O")
    swap = game.parse("OX./.O./..X")
    assert colour_swap_problem(game, [(board, swap, 0.0, 0.0)], [0.0, 0.5, -0.5]) is None
    assert colour_swap_problem(game, [(board, swap, 0.25, 0.25)], [0.0, 0.25]) is None  # one value: a bonus, say
    assert colour_swap_problem(game, [(board, swap, 0.25, 0.25), (board, swap, 0.5, 0.5)], [0.0, 0.5]) is not None
    assert colour_swap_problem(game, [(board, swap, 0.25, -0.25)], [0.25, -0.25]) is None


@pytest.mark.parametrize(("m", "n", "k"), [(3, 3, 3), (4, 4, 3), (5, 4, 4)])
def test_full_board_wins_hold_one_players_line_in_every_direction(m: int, n: int, k: int) -> None:
    game = MNK(m, n, k)
    found = full_board_wins(game)
    assert {(winner, _direction(line)) for _, winner, line in found} >= {
        ("X", d) for d in ("row", "column", "diagonal", "anti-diagonal")}
    for state, winner, line in found:
        assert all(game.stone_at(state, cell) is not None for cell in game.cells)
        assert all(game.stone_at(state, cell) == winner for cell in line)
        loser = "O" if winner == "X" else "X"
        assert not any(all(game.stone_at(state, cell) == loser for cell in other) for other in game.lines)


def _direction(line: tuple[tuple[int, int], ...]) -> str:
    (r0, c0), (r1, c1) = line[0], line[1]
    return "row" if r0 == r1 else "column" if c0 == c1 else "diagonal" if c1 > c0 else "anti-diagonal"


@pytest.mark.parametrize(("m", "n", "k"), [(3, 3, 3), (4, 4, 3), (5, 4, 4)])
def test_every_graded_size_has_full_boards_won_with_the_last_stone(m: int, n: int, k: int) -> None:
    full = [case for case in _win_cases(m, n, k) if case.kind == "full"]
    assert full and all(case.expected in ("X", "O") for case in full)


def test_a_full_board_called_a_draw_first_is_named() -> None:
    for student in (wave19_win_test.wt_04_full_board_first, wave19_win_test.full_board_first_k):
        assert ex.check_win_test(student, quiet=True).names == [FULL_BOARD_NOBODY]


def test_the_partial_line_test_wins_on_x_o_o_and_x_empty_empty() -> None:
    game = TicTacToe()
    for text in ("XOO/X../...", "X../.../..."):
        assert "X" in partial_answers(game, game.parse(text), {"partial": True})
        assert partial_answers(game, game.parse(text), {}) == frozenset({"-"})


def test_a_first_cell_read_as_true_is_one_slip_not_an_empty_line_too() -> None:
    report = ex.check_win_test(wave19_win_test.truthy_first_cell, quiet=True)
    assert report.names == [PARTIAL_LINE_TEST]
    assert EMPTY_LINE_WINS not in report.names
    assert 'it returns "."' in report.diagnosis[0].detail


@pytest.mark.parametrize(("hard", "index"), [(False, 0), (False, 1), (True, 0), (True, 1)])
def test_each_cut_window_case_makes_a_cut_below_a_chance_node_matter(hard: bool, index: int) -> None:
    game, _ = cut_window_cases()[index]
    right = expectimax(game, game.initial_state()).value
    cut = window_value(game, game.initial_state(), {"cuts through chance": hard})
    assert cut is not None and not math.isclose(cut, right)


def test_alpha_beta_with_the_full_window_below_chance_passes_the_cut_cases() -> None:
    assert ex.check_expectimax(wave19_expectimax.correct_star1_full_window, quiet=True).passed


def test_a_min_mixed_into_the_running_sum_is_localised_to_the_chance_node_with_its_arithmetic() -> None:
    """No model says `total += p * min(u, total)`: the message points at the chance node, sum spelled out."""
    report = ex.check_expectimax(wave19_expectimax.e8_min_in_running_sum, quiet=True)
    detail = report.diagnosis[0].detail
    assert report.names == [ex.WRONG_VALUE]
    assert "(a chance node)" in detail and "0.25 × 8 + 0.75 × 4 = 5" in detail


def test_both_plus_ones_of_the_exploration_term_are_one_knob() -> None:
    wins, visits, parent, c = 3, 5, 12, math.sqrt(2)
    expected = wins / visits + c * math.sqrt(math.log(parent + 1) / (visits + 1))
    assert math.isclose(mcts.mistaken_ucb(wins, visits, parent, c, {"plus_one": "both"}), expected)
    assert ex.check_ucb(wave19_ucb.u3_plus_one_twice, quiet=True).names == [mcts.ADDS_ONE]
