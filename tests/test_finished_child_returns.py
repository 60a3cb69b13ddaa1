"""A finished child returned at once (ttt_lab.exercises.finished_child_returns): the error model's
``finished_return`` knob leaves a node's loop at the first finished child its mover wins (or draws),
and the scoring of wave 21's mm_04 counts such a child by who won, a lost one 0."""

from __future__ import annotations

from ttt_lab.exercises.error_model import mistaken_value
from ttt_lab.exercises.finished_child_returns import finished_return_mistakes
from ttt_lab.games.trees import TreeGame


def test_the_first_win_is_returned_where_a_later_win_is_worth_more() -> None:
    game = TreeGame([3, 12, -2])
    assert mistaken_value(game, (), {}) == 12
    assert mistaken_value(game, (), {"finished_return": ("won",)}) == 3


def test_a_draw_ends_the_loop_only_where_draws_are_told_to() -> None:
    game = TreeGame([-4, 0, 5])
    assert mistaken_value(game, (), {"finished_return": ("won",)}) == 5
    assert mistaken_value(game, (), {"finished_return": ("won", "drawn")}) == 0


def test_min_returns_at_its_own_first_win_and_unfinished_children_are_searched() -> None:
    game = TreeGame([[7, -1, -9], [[2, 4], 6]])  # B stops at MIN's first win, -1; D below C at MAX's, 2
    assert mistaken_value(game, (), {}) == 4
    assert mistaken_value(game, (), {"finished_return": ("won",)}) == max(-1, min(2, 6))


def test_mm_04s_scoring_counts_a_finished_child_by_who_won_and_a_lost_one_zero() -> None:
    knobs = dict(finished_return_mistakes()[-1].knobs)
    assert mistaken_value(TreeGame([-4, -7]), (), knobs) == 0  # both lost for MAX: 0 each, not -4
    assert mistaken_value(TreeGame([-4, 9, 2]), (), knobs) == 1  # MAX's first win, counted as 1
    assert mistaken_value(TreeGame([[3, 8]]), (), knobs) == 0  # MIN loses at both leaves: 0
