"""The boards on which check_alphabeta reads a cutoff that leaves only the inner of two loops."""

from __future__ import annotations

import ast
import math

import pytest

from ttt_lab import exercises as ex
from ttt_lab.exercises.alphabeta_leaves import _recorded_leaves
from ttt_lab.exercises.alphabeta_rows import _TESTS, ROW_CUTOFF_BOARDS, breaks_inner_loop, row_break_leaves
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.search import alphabeta


@pytest.mark.parametrize("text", ROW_CUTOFF_BOARDS)
def test_each_board_parts_a_row_only_cutoff_from_alphabeta(text: str) -> None:
    """Every variant of the model scores leaves alpha-beta never scores there, under both conventions."""
    game = ListBoardGame()
    state = game.parse(text)
    for on_equal in (True, False):
        library = _recorded_leaves(game, state, on_equal)[0]
        for test in _TESTS:
            model = row_break_leaves(game, state, on_equal=on_equal, test=test)
            assert len(model) > len(library)


def test_the_model_prunes_a_one_row_tree_as_alphabeta_does() -> None:
    """On a textbook tree every move of a node is in one row: the model is alpha-beta there."""
    game = ex.random_pruning_quiz(seed=11).game
    state = game.initial_state()
    for test in _TESTS:
        assert row_break_leaves(game, state, on_equal=True, test=test) == _recorded_leaves(game, state, True)[0]


def test_a_search_that_ends_the_node_on_a_cutoff_is_not_told_about_rows() -> None:
    def right(game, state, alpha=-math.inf, beta=math.inf):  # type: ignore[no-untyped-def]
        return alphabeta(game, state).value

    assert ex.check_alphabeta(right, quiet=True).passed


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_breaks_inner_loop_reads_which_loop_a_break_leaves() -> None:
    nested = "def f(xs):\n    for row in xs:\n        for x in row:\n            if x:\n                break\n"
    flat = "def f(xs):\n    for x in xs:\n        if x:\n            break\n"
    inner_function = "def f(xs):\n    for x in xs:\n        def g(ys):\n            for y in ys:\n                break\n"
    assert breaks_inner_loop(_source(nested))
    assert not breaks_inner_loop(_source(flat))
    assert not breaks_inner_loop(_source(inner_function))
