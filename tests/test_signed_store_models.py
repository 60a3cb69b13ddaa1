"""A child's value compared in the mover's view but kept unturned (ttt_lab.exercises.signed_store_models):
right where every value is -1, 0 or 1, wrong at MIN's nodes of a tree."""

from __future__ import annotations

from ttt_lab.exercises.error_model import mistaken_value, raw_kept_value
from ttt_lab.games.trees import TreeGame


def test_a_min_node_compares_each_child_with_the_raw_value_kept() -> None:
    assert raw_kept_value([4, -7, 9], -1, 1) == 7  # -7 kept raw, 9 turned (-9) is no better than it: -(-7)
    assert raw_kept_value([4, -7, 9], 1, 1) == 9  # at MAX both views agree


def test_the_slip_is_invisible_where_values_are_minus_one_zero_or_one() -> None:
    game = TreeGame([[1, 0, -1], [0, 1], [[1, -1], 0]])
    assert mistaken_value(game, (), {"raw_kept": 1}) == mistaken_value(game, (), {})
    assert mistaken_value(TreeGame([[4, -7, 9], 6]), (), {"raw_kept": 1}) == 7  # B: 7, where -7 is right
