"""A check's time limit: the processor's time decides, the clock only backs it up, and a student's
code cannot swallow the stop (a bare ``except:`` in a loop, an ``except BaseException``, a
``__del__``); every timer, handler and trace function is left as it was found."""

from __future__ import annotations

import signal
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from ttt_lab.exercises import report
from ttt_lab.exercises.minimax import check_minimax
from ttt_lab.exercises.report import WRONG_VALUE, Problem, _report, gives_up
from ttt_lab.exercises.time_limit import CLOCK, PROCESSOR, OutOfTime, run_within


def _limits_state() -> tuple[Any, ...]:
    return (signal.getsignal(signal.SIGALRM), signal.getsignal(signal.SIGPROF),
            signal.getitimer(signal.ITIMER_REAL), signal.getitimer(signal.ITIMER_PROF), sys.gettrace())


@pytest.fixture
def short_limits(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Limits of a fraction of a second, and a check that what the test found is what it leaves."""
    monkeypatch.setattr(report, "CHECK_SECONDS", 0.2)
    monkeypatch.setattr(report, "CLOCK_FACTOR", 10)
    found = _limits_state()
    yield
    assert _limits_state() == found


def _swallows_with_a_bare_except(game: object, state: object) -> float:
    while True:
        try:  # noqa: SIM105 - the student's: a bare except, which must not swallow the time limit
            sum(range(1000))
        except:  # noqa: E722
            pass


def _swallows_every_base_exception(game: object, state: object) -> float:
    while True:
        try:
            sum(range(1000))
        except BaseException:
            continue


@pytest.mark.parametrize("student", [_swallows_with_a_bare_except, _swallows_every_base_exception])
def test_a_loop_that_swallows_the_stop_still_runs_too_long(short_limits: None, student: Any) -> None:
    # On a one-shot timer the first stop was caught, and the loop ran on for ever: the notebook hung.
    result = check_minimax(student, quiet=True)
    assert result.names == [report.TOO_SLOW] and not result.passed
    assert "after 0.2 s of the processor's time: your function was still running" in result.diagnosis[0].detail


def test_a_stop_swallowed_in_a_del_is_raised_again_in_the_students_code(short_limits: None,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # All the time is spent in __del__, so the timer fires there, where Python only reports the
    # exception to sys.unraisablehook (as it does in a garbage-collector callback) and goes on.
    swallowed: list[Any] = []

    def hook(unraisable: Any) -> None:  # Python code that runs while the stop is swallowed, traced too
        swallowed.append(unraisable.exc_type)

    monkeypatch.setattr(sys, "unraisablehook", hook)

    class Holder:
        def __del__(self) -> None:
            while True:
                pass

    def makes_holders(game: object, state: object) -> float:
        while True:
            Holder()

    result = check_minimax(makes_holders, quiet=True)
    assert result.names == [report.TOO_SLOW]
    assert OutOfTime in swallowed


def _checker_of_42() -> Any:
    @gives_up
    def check_42(fn: Any, *, quiet: bool = False) -> report.CheckReport:
        answer = fn()
        problems = [] if answer == 42 else [Problem(WRONG_VALUE, f"It returned {answer}; the right value is 42.")]
        return _report("check_42", fn, problems, 1, len(problems), quiet)
    return check_42


def test_a_function_that_waits_is_not_stopped_by_the_processors_limit(short_limits: None) -> None:
    # It uses no processor time while it sleeps: longer than the limit on the clock, still within it.
    def waits_then_answers() -> int:
        time.sleep(0.4)
        return 42

    assert _checker_of_42()(waits_then_answers, quiet=True).passed


def test_a_function_that_waits_for_ever_is_stopped_by_the_clock_and_told_so(short_limits: None,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(report, "CLOCK_FACTOR", 2)

    def waits_for_ever() -> int:
        while True:
            time.sleep(10)

    result = _checker_of_42()(waits_for_ever, quiet=True)
    assert result.names == [report.TOO_SLOW]
    assert "after 0.4 s by the clock, while using less than 0.2 s of the processor's time" in result.diagnosis[0].detail


def test_a_limit_says_which_clock_ran_out() -> None:
    with pytest.raises(OutOfTime) as stopped:
        run_within(lambda: time.sleep(10), 5.0, 0.2)
    assert stopped.value.stop.clock == CLOCK and stopped.value.stop.seconds == 0.2

    def spins() -> None:
        while True:
            pass

    with pytest.raises(OutOfTime) as stopped:
        run_within(spins, 0.2, 60.0)
    assert stopped.value.stop.clock == PROCESSOR


def test_a_notebooks_own_timers_handlers_and_trace_are_put_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(report, "CHECK_SECONDS", 0.2)
    ticks: list[int] = []

    def tick(signum: int, frame: object) -> None:
        ticks.append(signum)

    def own_trace(frame: object, event: str, arg: object) -> None:
        return None

    before = (signal.getsignal(signal.SIGALRM), signal.getsignal(signal.SIGPROF), sys.gettrace())
    try:
        signal.signal(signal.SIGALRM, tick)
        signal.signal(signal.SIGPROF, tick)
        signal.setitimer(signal.ITIMER_REAL, 100.0, 50.0)
        sys.settrace(own_trace)
        result = check_minimax(_swallows_with_a_bare_except, quiet=True)
        trace = sys.gettrace()
        sys.settrace(None)
        assert result.names == [report.TOO_SLOW]
        assert trace is own_trace
        assert signal.getsignal(signal.SIGALRM) is tick and signal.getsignal(signal.SIGPROF) is tick
        left, interval = signal.getitimer(signal.ITIMER_REAL)
        assert 0 < left <= 100.0 and interval == 50.0  # it ran on meanwhile, as if never replaced
        assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0)
    finally:
        sys.settrace(before[2])
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before[0])
        signal.signal(signal.SIGPROF, before[1])


def test_an_inner_limit_ends_no_later_than_the_outer_one_and_gives_it_back() -> None:
    def spins() -> None:
        while True:
            pass

    def inner() -> None:
        with pytest.raises(OutOfTime) as stopped:
            run_within(spins, 60.0, 60.0)
        assert stopped.value.stop.seconds < 1.0  # not its own 60 s: cut to what the outer limit had left

    def inner_then_spins() -> None:
        inner()
        spins()

    found = _limits_state()
    with pytest.raises(OutOfTime):  # the outer's, due at once when the inner gives its timers back
        run_within(inner_then_spins, 0.2, 60.0)
    assert _limits_state() == found
