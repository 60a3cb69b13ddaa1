"""The source readings behind wave 25's first-set fixes (j44a): what they find, and what they leave alone."""

from __future__ import annotations

import ast
import math

from bug_zoo.runs import checked

from ttt_lab import exercises as ex
from ttt_lab.exercises.code_claims import negates_nothing
from ttt_lab.exercises.hint_checks import Source, read_source
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


def _window_as_tuple(game, state, window):  # type: ignore[no-untyped-def]
    """Right cut tests, a window the trace cannot read (one tuple), started too tight: (-1, 1)."""
    alpha, beta = window
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, _window_as_tuple(game, game.result(state, a), (alpha, beta)))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, _window_as_tuple(game, game.result(state, a), (alpha, beta)))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def _tuple_window_student(game, state):  # type: ignore[no-untyped-def]
    return _window_as_tuple(game, state, (-1, 1))


def test_right_cut_tests_read_each_loop_by_the_bound_it_moves() -> None:
    from ttt_lab.exercises.cutoff_tests import right_cut_tests

    assert sorted(right_cut_tests(read_source(_window_as_tuple))) == ["v <= alpha", "v >= beta"]
    wrong = "def f(s, alpha, beta):\n    for c in s:\n        v = f(c, alpha, beta)\n        if v <= alpha:\n" \
            "            return v\n        alpha = max(alpha, v)\n    return v"
    assert right_cut_tests(_source(wrong)) == []


def test_a_stop_at_an_open_window_is_not_blamed_on_right_cut_tests() -> None:
    report = ex.check_alphabeta(_tuple_window_student, quiet=True)
    names = [p.name for p in report.diagnosis if not p.note]
    assert not report.passed
    assert ex.WRONG_BOUND not in names, report.message()
    assert "v >= beta" in report.message()


def test_wave25_hints_follow_the_code() -> None:
    from bug_zoo import blind44_wave25_zoo as zoo

    start = checked(zoo.CHECK, zoo._ALL["nm_04_stop_at_one"]).diagnosis[0]
    assert "res == 1" in start.detail and "res == 1" in start.hint
    from bug_zoo.blind_waves import student

    fresh = student(zoo.HERE / "dl_04_cached_values.py")  # its module-level dict is filled by every check: a new one
    kept = zoo.CHECK(fresh, quiet=True).diagnosis[0]
    assert "algorithm_value" in kept.hint
    assert "pass the ply or the depth left down" not in kept.hint


def _pair_handed_up(game, state):  # type: ignore[no-untyped-def]
    """Wave 21's mm_02 in short: finished children kept with their move, an unfinished child's own
    (value, move) pair handed up as this node's, and a finished root scored 0."""
    if game.is_terminal(state):
        return 0, None
    maximizing = game.to_move(state) == game.players[0]
    best = (-math.inf if maximizing else math.inf, None)
    for a in game.actions(state):
        child = game.result(state, a)
        if game.is_terminal(child):
            v = game.utility(child, game.players[0])
            if (maximizing and v >= best[0]) or (not maximizing and v <= best[0]):
                best = (v, a)
        else:
            best = _pair_handed_up(game, child)
    return best


def test_a_child_pair_handed_up_is_named_beside_the_values_it_leaves_unexplained() -> None:
    """The move slip is named (its moves are no moves of their node), and, being value-neutral, it
    leaves the wrong values their own localisation instead of hiding them."""
    from ttt_lab.exercises.report import CHILD_MOVE

    report = ex.check_minimax(_pair_handed_up, with_move=True, quiet=True)
    names = [p.name for p in report.diagnosis if not p.note]
    assert CHILD_MOVE in names, report.message()
    assert ex.WRONG_MOVE not in names
    assert any("The lowest place where it goes wrong" in p.detail for p in report.diagnosis), report.message()


def test_not_a_move_there_takes_any_move_a_student_returns() -> None:
    from ttt_lab.exercises.scope_models import not_a_move_there

    assert not_a_move_there([0, 1], {(0, 1): 1.0})  # a list, which no dict of moves holds
    assert not_a_move_there(None, {"a1": 1.0})
    assert not not_a_move_there("a1", {"a1": 1.0, "a2": 0.0})
