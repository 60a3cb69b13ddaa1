"""A bound of the window set back at a node's start is named from the code (window_resets)."""

from __future__ import annotations

import ast
import textwrap

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.window_resets import window_resets


def _source(code: str) -> Source:
    code = textwrap.dedent(code)
    return Source((ast.parse(code),), (code,))


def test_a_chained_reset_before_the_loop_is_found() -> None:
    found = window_resets(_source("""
        def min_value(game, state, alpha, beta):
            v = beta = math.inf
            for a in game.actions(state):
                beta = min(beta, v)
            return v
        """))
    assert [(r.bound, r.value, r.function) for r in found] == [("beta", "+inf", "min_value")]


def test_narrowing_and_negamax_turns_are_not_resets() -> None:
    assert window_resets(_source("""
        def negamax(game, state, alpha, beta):
            alpha, beta = -beta, -alpha
            alpha = max(alpha, 0)
            for a in game.actions(state):
                alpha = -math.inf
            return alpha
        """)) == []


def test_the_resets_opening_each_half_of_one_search_are_found_with_their_branch() -> None:
    """Wave 36's ab_05: one function serving both players resets alpha in MAX's half and beta in MIN's."""
    found = window_resets(_source("""
        def alphabeta(game, state, alpha, beta):
            if game.to_move(state) == game.players[0]:
                best = alpha = -math.inf
                for a in game.actions(state):
                    alpha = max(alpha, best)
                return best
            best = beta = math.inf
            for a in game.actions(state):
                beta = min(beta, best)
            return best
        """))
    # MIN's half stands after MAX's `if ...: loop; return`: a branch too
    assert [(r.bound, r.value, r.in_branch) for r in found] == [("alpha", "-inf", True), ("beta", "+inf", True)]


def test_a_window_reset_through_a_helper_of_the_code_is_found() -> None:
    found = window_resets(_source("""
        def full_window():
            return -INF, INF

        def search(game, state, alpha, beta):
            alpha, beta = full_window()
            for a in game.actions(state):
                alpha = max(alpha, 0)
            return alpha
        """))
    assert [(r.bound, r.function) for r in found] == [("alpha", "search"), ("beta", "search")]


def test_a_leaf_tests_early_return_leaves_the_rest_for_every_node() -> None:
    found = window_resets(_source("""
        def negamax(game, state, alpha, beta):
            if game.is_terminal(state):
                return 0
            alpha = -math.inf
            for a in game.actions(state):
                alpha = max(alpha, 0)
            return alpha
        """))
    assert [(r.bound, r.in_branch) for r in found] == [("alpha", False)]
