"""A time budget keeps back the longest recent stretch between two looks at the clock (issue 31):
on a loaded machine the process waits for a core between looks, and a move whose last look came
just before such a wait ended past its budget. The clock here is a fake one: these tests check
the mechanism, not a timing."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest

import ttt_lab.search.budget as budget_module
from ttt_lab.search.budget import STALLS, Budget, SearchLimitError


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeClock]:
    fake = FakeClock()
    monkeypatch.setattr(budget_module, "time", SimpleNamespace(perf_counter=fake.perf_counter))
    STALLS.clear()
    yield fake
    STALLS.clear()


def stopped_at(clock: FakeClock, looks: list[float], seconds: float = 1.0) -> float | None:
    """Look at a ``seconds`` meter's clock at each of ``looks`` (seconds after its start):
    the first look at which it stops, or ``None``."""
    start = clock.now
    meter = Budget(seconds=seconds).start("a test search")
    for nodes, at in enumerate(looks, start=1):
        clock.now = start + at
        try:
            meter.check(nodes)
        except SearchLimitError:
            return at
    return None


def every_hundredth(until: float, start: float = 0.0) -> list[float]:
    return [round(start + step / 100, 2) for step in range(1, round((until - start) * 100) + 1)]


def test_without_a_long_stretch_a_search_runs_to_its_last_look_before_the_deadline(clock: FakeClock) -> None:
    assert stopped_at(clock, every_hundredth(1.0)) == 0.99  # 0.99 + a stretch of 0.01 reaches the deadline


def test_a_search_stops_once_the_time_left_is_shorter_than_the_longest_stretch(clock: FakeClock) -> None:
    looks = [0.01, 0.06, *every_hundredth(1.0, start=0.06)]  # one stretch of 0.05 between looks
    assert stopped_at(clock, looks) == 0.95


def test_the_stretches_of_an_earlier_search_are_kept_back_too(clock: FakeClock) -> None:
    assert stopped_at(clock, [0.01, 0.2, 0.21]) is None  # a stretch of 0.19, within its budget
    assert stopped_at(clock, every_hundredth(1.0)) == 0.81


def test_at_most_a_share_of_the_budget_is_kept_back(clock: FakeClock) -> None:
    STALLS.note(clock.now, 10.0)  # a stretch longer than the whole budget
    assert stopped_at(clock, every_hundredth(1.0)) == 1.0 - budget_module.STALL_SHARE


def test_a_stretch_is_forgotten_after_the_memory(clock: FakeClock) -> None:
    STALLS.note(clock.now, 0.3)
    clock.now += 2 * budget_module.STALL_MEMORY
    assert stopped_at(clock, every_hundredth(1.0)) == 0.99


def test_without_a_share_a_search_stops_only_at_its_deadline(clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budget_module, "STALL_SHARE", 0.0)
    STALLS.note(clock.now, 0.3)
    assert stopped_at(clock, every_hundredth(1.0)) == 1.0


def test_a_node_budget_keeps_nothing_back(clock: FakeClock) -> None:
    STALLS.note(clock.now, 0.3)
    meter = Budget(nodes=10).start("a test search")
    meter.check(9)
    with pytest.raises(SearchLimitError):
        meter.check(10)
    assert not meter.expired()
