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
