"""Wave 37's first set (e97a): the source readers behind its three new rules, on code written for the test.
The students themselves are asserted in bug_zoo/blind97_wave37_zoo.py (through test_bug_zoo)."""

from __future__ import annotations

import ast
from typing import Any

from ttt_lab.exercises.finished_scores import depth_scored_return
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.limit_constants import DEPTH_FIRST_CONSTANT, constant_at_limit
from ttt_lab.exercises.remembered_answers import kept_store


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


CACHE: dict[Any, float] = {}


def _global_memo(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.key(state) not in CACHE:
        CACHE[game.key(state)] = evaluate(state)
    return CACHE[game.key(state)]


def _default_memo(game: Any, state: Any, depth: int, evaluate: Any, seen: list[Any] = []) -> float:  # noqa: B006
    seen.append(state)
    return float(evaluate(state))


def _own_memo(game: Any, state: Any, depth: int, evaluate: Any, memo: dict[Any, float] | None = None) -> float:
    memo = {} if memo is None else memo
    memo[game.key(state)] = evaluate(state)
    return memo[game.key(state)]


def _global_counter(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    global CALLS
    CALLS += 1
    return float(evaluate(state))


CALLS = 0


def test_a_store_outliving_the_call_is_quoted_and_a_call_s_own_memo_is_not() -> None:
    assert kept_store(_global_memo) == "CACHE[game.key(state)] = evaluate(state)"
    assert kept_store(_default_memo) == "seen.append(state)"
    assert kept_store(_global_counter) == "CALLS += 1"
    assert kept_store(_own_memo) is None  # made new in each call from outside: memo=None, then {}


def test_a_constant_under_the_depth_test_is_read_and_the_model_refuted_without_one() -> None:
    zero = "def f(g, s, depth, limit):\n    if depth >= limit:\n        return 0\n    return 1"
    evaluated = "def f(g, s, depth, ev):\n    if depth == 0:\n        return ev(s)\n    return 1"
    assert constant_at_limit(_source(zero)) == "`if depth >= limit: return 0`"
    assert constant_at_limit(_source(evaluated)) is None
    assert DEPTH_FIRST_CONSTANT.refuted_by is not None
    assert DEPTH_FIRST_CONSTANT.refuted_by(_source(evaluated))
    assert not DEPTH_FIRST_CONSTANT.refuted_by(_source(zero))


def test_a_finished_game_scored_by_depth_is_read_and_a_utility_is_not() -> None:
    by_depth = ("def f(game, state, depth):\n    if game.winner(state) == game.players[0]:\n"
                "        return 10 - depth\n    return 0")
    assert depth_scored_return(_source(by_depth)) == ("`return 10 - depth`", False, False)  # asks who won
    scaled = ("def f(game, state, depth):\n    if game.is_terminal(state):\n        u = game.utility(state, game.players[0])\n"
              "        return u * (10 - depth)\n    return 0")
    assert depth_scored_return(_source(scaled)) == ("`return u * (10 - depth)`", False, True)  # the utility weighted
    plain = ("def f(game, state, depth):\n    if game.is_terminal(state):\n"
             "        return game.utility(state, game.players[0])\n    return f(game, state, depth - 1)")
    assert depth_scored_return(_source(plain)) is None
