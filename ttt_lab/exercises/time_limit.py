"""A time limit on a student's function that a busy machine does not shorten and the student's code cannot swallow.

:func:`run_within` runs a call under two timers: the processor's time (``ITIMER_PROF``, SIGPROF), which
decides, so that the same code gets the same verdict on an idle laptop and on a machine starved beside
CI; and the clock's (``ITIMER_REAL``, SIGALRM), a generous backstop for a function that waits (a
``time.sleep``, an ``input()``) and so uses no processor time at all. PROF rather than VIRTUAL: it
counts the time the kernel spends for the process too (allocating memory, say), as
``time.process_time()`` does, the clock the repair search and the models' search already keep.

When a timer fires, :class:`OutOfTime` is raised where the code was. A student's bare ``except:``
(or ``except BaseException``) in a loop, a ``__del__`` or a callback (a garbage-collector callback,
where Python only prints the exception) can swallow that raise; so from then on a clock timer fires
every :data:`REPEAT_SECONDS` and raises again in the student's code, and a trace function on the
student's frames has it raised on their next line (by the signal's handler, at once: an exception out
of a trace function would end tracing), which gets out of the ``except`` clause that caught the
first. Both act only in code that is not the library's or Python's own (the checker's ``finally``
blocks run undisturbed) and only while the guarded call is on the stack. Every handler, timer and
trace function is put back as it was found: a notebook, or an outer limit, may have its own.

Example:
    >>> run_within(lambda: 6 * 7, 1.0, 10.0)
    42
"""

from __future__ import annotations

import signal
import sys
import sysconfig
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import CodeType, FrameType
from typing import Any, TypeVar

T = TypeVar("T")

REPEAT_SECONDS = 0.001
"""How often, once a limit has run out, the stop is raised again in the student's code until the
checker has it: often, since each time may only get out of one ``except`` (a student's loop inside
a loop, each with its own bare ``except:``, took seconds at 20 ms)."""

PROCESSOR = "processor"
CLOCK = "clock"

_TIMERS = {PROCESSOR: (signal.ITIMER_PROF, signal.SIGPROF, time.process_time),
           CLOCK: (signal.ITIMER_REAL, signal.SIGALRM, time.monotonic)} if hasattr(signal, "setitimer") else {}

_LIBRARY_ROOTS = tuple(sorted({str(Path(__file__).resolve().parents[1]),
                               *(sysconfig.get_paths()[key] for key in ("stdlib", "platstdlib", "purelib", "platlib"))}))


def _is_library(code: CodeType) -> bool:
    """Whether ``code`` is the checker's (this package's) or Python's own (the standard library, an
    installed package): code that may be trusted to let a stop pass, which a stop raised again must
    not break into (a ``finally`` that restores what the check changed)."""
    name = code.co_filename
    return name.startswith(_LIBRARY_ROOTS) or name.startswith("<frozen ")


@dataclass(frozen=True)
class Stop:
    """Which limit ran out: ``clock`` is :data:`PROCESSOR` or :data:`CLOCK`, ``seconds`` its length, and
    ``where`` what the caller's ``where`` said of the frame that was running then."""

    clock: str
    seconds: float
    where: Any = None


class OutOfTime(BaseException):
    """A limit of :func:`run_within` ran out (its argument, a :class:`Stop`, says which). A BaseException,
    so that a student's ``except Exception`` does not catch it."""

    @property
    def stop(self) -> Stop:
        stop: Stop = self.args[0]
        return stop


def supported() -> bool:
    """Whether limits can be kept here: interval timers exist, and this is the main thread, the only
    one that runs signal handlers (a notebook's code runs there)."""
    import threading

    return bool(_TIMERS) and threading.current_thread() is threading.main_thread()


class _Limit:
    """The state of one :func:`run_within`: the timers and handlers it replaced, and once a timer has
    fired, the :class:`Stop`."""

    def __init__(self, seconds: dict[str, float], where: Callable[[FrameType], Any]) -> None:
        self.seconds = seconds
        self.where = where
        self.stop: Stop | None = None
        self.guard: FrameType | None = None  # the frame of the guarded call, while it runs
        self.closed = False
        self.traced = False
        self.previous_trace = sys.gettrace()
        self.previous_handlers = {kind: signal.getsignal(signum) for kind, (_, signum, _) in _TIMERS.items()}
        self.previous_timers = {kind: signal.getitimer(which) for kind, (which, _, _) in _TIMERS.items()}
        self.started = {kind: clock() for kind, (_, _, clock) in _TIMERS.items()}

    def arm(self) -> None:
        for _, signum, _ in _TIMERS.values():
            signal.signal(signum, self._fired)
        for kind, (which, _, _) in _TIMERS.items():
            outer = self.previous_timers[kind][0]  # an outer limit's time left bounds this one too
            self.seconds[kind] = min(self.seconds[kind], outer) if outer > 0 else self.seconds[kind]
            signal.setitimer(which, self.seconds[kind])

    def run(self, call: Callable[[], T]) -> T:
        self.guard = sys._getframe()
        return call()

    def disarm(self) -> None:
        self.closed = True  # first: a signal still pending now must not arm a timer again
        for which, _, _ in _TIMERS.values():
            signal.setitimer(which, 0)
        if self.traced:
            sys.settrace(self.previous_trace)
        for kind, (_, signum, _) in _TIMERS.items():
            previous = self.previous_handlers[kind]
            signal.signal(signum, previous if previous is not None else signal.SIG_DFL)
        for kind, (which, _, clock) in _TIMERS.items():
            left, interval = self.previous_timers[kind]
            if left > 0:  # it ran on meanwhile, in its own clock; past due, it fires at once
                signal.setitimer(which, max(left - (clock() - self.started[kind]), 0.001), interval)

    def _guarding(self, frame: FrameType | None) -> bool:
        """Whether the guarded call is running in ``frame``'s stack (not before it began, nor after the
        stop reached the caller)."""
        while frame is not None:
            if frame is self.guard:
                return True
            frame = frame.f_back
        return False

    def _fired(self, signum: int, frame: FrameType | None) -> None:
        if self.closed:
            return
        first = self.stop is None
        if first:
            kind = next(kind for kind, (_, number, _) in _TIMERS.items() if number == signum)
            if signal.getitimer(_TIMERS[kind][0])[0] > 0:
                return  # an outer limit's signal, handled only after this limit took over: not ours
            self.stop = Stop(kind, self.seconds[kind], self.where(frame) if frame is not None else None)
            signal.setitimer(signal.ITIMER_REAL, REPEAT_SECONDS, REPEAT_SECONDS)
        if frame is None or not self._guarding(frame):
            return
        self._trace(frame)
        if first or not _is_library(frame.f_code):
            raise OutOfTime(self.stop)

    def _trace(self, frame: FrameType) -> None:
        """Trace the student's frames from ``frame`` down to the guarded call, and any they call (each
        repeat sets it again, in case the student's code set a trace function of its own)."""
        self.traced = True
        sys.settrace(self._on_call)
        while frame is not None and frame is not self.guard:
            if not _is_library(frame.f_code):
                frame.f_trace = self._on_line
            frame = frame.f_back  # type: ignore[assignment]

    def _on_call(self, frame: FrameType, event: str, arg: Any) -> Any:
        if self.closed or _is_library(frame.f_code):
            return None
        self._raise_in(frame)
        return self._on_line

    def _on_line(self, frame: FrameType, event: str, arg: Any) -> Any:
        # Only on a line: on the event of the stop's own exception, the next stop would come
        # where it was, in the try, and be caught as it was.
        if event == "line":
            self._raise_in(frame)  # the next line may be the body of the except that caught the last
        return self._on_line

    def _raise_in(self, frame: FrameType) -> None:
        if not self.closed and self.stop is not None and self._guarding(frame):
            # Not raised here: an exception out of a trace function ends tracing, and the next
            # except would catch this stop for good. A signal in a moment raises it from the handler.
            signal.setitimer(signal.ITIMER_REAL, 1e-5, REPEAT_SECONDS)


def run_within(call: Callable[[], T], processor_seconds: float, clock_seconds: float,
               where: Callable[[FrameType], Any] = lambda frame: None) -> T:
    """``call()``, stopped with :class:`OutOfTime` once it has used ``processor_seconds`` of the
    processor's time or ``clock_seconds`` have passed on the clock (each no later than an enclosing
    limit's); ``where`` is told the frame that was running when the time ran out (its answer is the
    stop's :attr:`Stop.where`). Without :func:`supported` limits, ``call()`` runs unbounded."""
    if not supported():
        return call()
    limit = _Limit({PROCESSOR: processor_seconds, CLOCK: clock_seconds}, where)
    try:
        limit.arm()
        return limit.run(call)
    finally:
        limit.disarm()
