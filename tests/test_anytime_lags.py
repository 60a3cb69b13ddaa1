"""Iterative deepening's values lagging behind their moves, and the loops whose depths are not off by one."""

from __future__ import annotations

import ast

from ttt_lab.exercises.anytime_lags import passes_loop_depth_unchanged
from ttt_lab.exercises.hint_checks import Source


def _source(code: str) -> Source:
    return Source((ast.parse(code),), (code,))


def test_a_loop_handing_its_depth_to_the_search_unchanged_refutes_a_depth_off_by_one() -> None:
    assert passes_loop_depth_unchanged(_source(
        "for depth in range(1, max_depth + 1):\n    result = alphabeta(game, state, depth=depth)\n"))
    assert passes_loop_depth_unchanged(_source("for d in range(1, n + 1):\n    found.append(search(game, state, d))\n"))


def test_a_loop_whose_depth_is_shifted_or_starts_elsewhere_refutes_nothing() -> None:
    assert not passes_loop_depth_unchanged(_source(
        "for depth in range(1, max_depth + 1):\n    result = alphabeta(game, state, depth=depth - 1)\n"))
    assert not passes_loop_depth_unchanged(_source(
        "for depth in range(0, max_depth):\n    result = alphabeta(game, state, depth=depth)\n"))
    assert not passes_loop_depth_unchanged(_source(
        "for depth in range(1, max_depth + 1):\n    depth = depth + 1\n    result = alphabeta(game, state, depth=depth)\n"))
    assert not passes_loop_depth_unchanged(_source(
        "for depth in range(max_depth):\n    result = alphabeta(game, state, depth=depth)\n"))
