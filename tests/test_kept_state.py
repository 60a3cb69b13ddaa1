"""kept_state's probe: what a student's function can keep between calls, copied before the first
call, put back for one more run of a failing case, then the kept one restored."""

from __future__ import annotations

from typing import Any

from ttt_lab.exercises.kept_state import name_kept_state, snapshot
from ttt_lab.exercises.report import KEEPS_STATE, WRONG_VALUE, Problem

_SEEN: set[int] = set()


def _counts_once_globally(x: int) -> int:
    """Right the first time it meets x, 0 after."""
    if x in _SEEN:
        return 0
    _SEEN.add(x)
    return x


def _counts_once_by_default(x: int, seen: list[int] = []) -> int:  # noqa: B006
    if x in seen:
        return 0
    seen.append(x)
    return x


def _always_wrong(x: int, memo: dict[int, int] = {}) -> int:  # noqa: B006
    memo[x] = x
    return x + 1


def _wrong() -> list[Problem]:
    return [Problem(WRONG_VALUE, "wrong"), Problem("a note", "said", note=True)]


def test_a_global_set_filled_by_earlier_calls_is_named_with_its_name() -> None:
    _SEEN.clear()
    kept = snapshot(_counts_once_globally)
    assert kept is not None
    assert _counts_once_globally(3) == 3 and _counts_once_globally(3) == 0  # the second call is wrong
    problems = name_kept_state(_wrong(), kept, lambda: _counts_once_globally(3), lambda got: got == 3,
                               "x=3", "0", "3")
    assert [p.name for p in problems] == [KEEPS_STATE, "a note"]
    assert "the module-level _SEEN" in problems[0].detail
    assert {3} == _SEEN  # what the calls left is back after the probe


def test_a_mutable_default_is_named_and_its_hint_makes_it_inside_the_call() -> None:
    kept = snapshot(_counts_once_by_default)
    assert kept is not None
    _counts_once_by_default(5)
    problems = name_kept_state(_wrong(), kept, lambda: _counts_once_by_default(5), lambda got: got == 5,
                               "x=5", "0", "5")
    assert problems[0].name == KEEPS_STATE
    assert "the default argument seen=[]" in problems[0].detail
    assert "seen = [] if seen is None else seen" in problems[0].hint
    assert _counts_once_by_default.__defaults__ == ([5],)  # the kept list is back


def test_a_function_wrong_from_a_fresh_start_too_keeps_its_problems() -> None:
    kept = snapshot(_always_wrong)
    assert kept is not None
    _always_wrong(1)
    problems = _wrong()
    assert name_kept_state(problems, kept, lambda: _always_wrong(1), lambda got: got == 1, "x=1", "2", "1") == problems


def test_nothing_kept_means_nothing_to_probe() -> None:
    def pure(x: Any) -> Any:
        return x

    assert snapshot(pure) is None
