"""A depth limit of the student's own, told in the words of the counter the code has (depth_counters):
counted up to a limit, not "counted down" to a `depth == 0` the code lacks (blind43's ex_05 and q_05)."""

from __future__ import annotations

import ast

from bug_zoo import blind43_wave24_new_zoo as wave24

from ttt_lab.exercises.depth_counters import DepthCounter, depth_counter
from ttt_lab.exercises.hint_checks import Source


def _source(text: str) -> Source:
    return Source((ast.parse(text).body[0],), (text,))


def test_a_counter_counted_down_is_read_as_such() -> None:
    text = "def s(g, st, depth):\n    if depth == 0:\n        return 0\n    return max(s(g, c, depth - 1) for c in g.kids(st))"
    assert depth_counter(_source(text)) == DepthCounter("depth", False, "depth == 0")


def test_a_counter_stepped_both_ways_is_no_counter() -> None:
    text = ("def s(g, st, d):\n    if d > 3:\n        return 0\n"
            "    return s(g, st, d + 1) + s(g, st, d - 1)")
    assert depth_counter(_source(text)) is None


def _message(stem: str) -> str:
    fn = next(fn for fn, _ in wave24.BUGGY if fn.__name__ == stem)
    return wave24.CHECK(fn, quiet=True).message()


def test_expectimax_counting_up_is_told_its_own_counter() -> None:
    message = _message("w24_ex_05_depth_cap_zero")
    assert "`current_depth` counted up" in message and "`current_depth >= depth_limit`" in message
    assert "counted down" not in message and "depth == 0" not in message


def test_quiescence_counting_up_is_told_its_own_counter() -> None:
    message = _message("own_q_plies_counted_up")
    assert "`plies` counted up" in message and "`plies > 2`" in message and "counted down" not in message

