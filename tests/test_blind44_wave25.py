"""The source readings behind wave 25's first-set fixes (j44a): what they find, and what they leave alone."""

from __future__ import annotations

import ast
import math

from ttt_lab.exercises.code_claims import negates_nothing
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.scope_models import loop_move_overwritten


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_negates_nothing_reads_numbers_written_with_a_minus_as_numbers() -> None:
    assert negates_nothing(_source("def f(s):\n    best = -math.inf\n    low = -1\n    return max(best, low, 2 * s)"))
    assert negates_nothing(_source("INFINITY = 1\ndef f(s):\n    return -INFINITY + -float('inf')"))


def test_negates_nothing_is_false_on_any_negated_value() -> None:
    for text in ("def f(s):\n    return -f(s)", "def f(s, c):\n    return c * f(s, -c)", "def f(s):\n    return 0 - s",
                 "def f(s):\n    return -1 * f(s)"):
        assert not negates_nothing(_source(text)), text


def _child_move_search(game, state):  # type: ignore[no-untyped-def]
    best = (-math.inf, None)
    for move in game.actions(state):
        score, move = _child_move_search(game, game.result(state, move))
        if score > best[0]:
            best = (score, move)
    return best


def _own_move_search(game, state):  # type: ignore[no-untyped-def]
    best = (-math.inf, None)
    for move in game.actions(state):
        score, _reply = _own_move_search(game, game.result(state, move))
        if score > best[0]:
            best = (score, move)
    return best


def test_loop_move_overwritten_finds_the_child_move_unpacked_into_the_loop_variable() -> None:
    found = loop_move_overwritten(_child_move_search)
    assert found is not None
    assert found[1] == "move"
    assert "score, move = _child_move_search" in found[0]
    assert loop_move_overwritten(_own_move_search) is None
