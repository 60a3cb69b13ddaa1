"""The global ``random`` module as the student's code sees it while a checker runs it.

Code that draws from the global ``random`` (a sample of a chance node's outcomes, a random
tie-break, a rollout) would otherwise return other values, and so get another message, on each
run of the same code: a checker's message must be the same every time the same code is checked
(wave 31's ex_05 listed other outcomes "never tried" on each run). So every call of a student's
function starts from one fixed seed, the same before each call, and the caller's own state of
``random`` is put back afterwards: grading does not move the notebook's random sequence.

A probe that asks whether the code's answers depend on chance (a draw credited to a side picked at
random, backpropagation_draw_sides) runs it again under other seeds, fixed too (:func:`seeded_by`):
under one seed for every call, such code would look like code that always picks the same side.

Example:
    >>> import random
    >>> random.seed(1); expected = [random.random() for _ in range(2)]
    >>> random.seed(1); first = random.random()
    >>> draw = lambda: random.random()
    >>> with fixed_random():
    ...     a = draw()
    >>> with fixed_random():
    ...     b = draw()
    >>> a == b, [first, random.random()] == expected
    (True, True)
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from contextvars import ContextVar

STUDENT_SEED = 27
"""The seed of the global ``random`` before each call of a student's function (any fixed number
would do; 27 is the issue that asked for it)."""

_seed: ContextVar[int] = ContextVar("student_seed", default=STUDENT_SEED)


@contextlib.contextmanager
def fixed_random() -> Iterator[None]:
    """Runs its block with the global ``random`` seeded by :data:`STUDENT_SEED` (or the seed of an
    enclosing :func:`seeded_by`), then puts the caller's state back, even when the block raises (a
    crash, a search stopped by the watch)."""
    saved = random.getstate()
    random.seed(_seed.get())
    try:
        yield
    finally:
        random.setstate(saved)


@contextlib.contextmanager
def seeded_by(seed: int) -> Iterator[None]:
    """Calls of the student's function inside the block start from ``seed`` instead of
    :data:`STUDENT_SEED`: for a probe that reruns the code to see whether its answer depends on
    chance, each rerun under a seed of its own, and the message still the same on every run.

    Example:
        >>> import random
        >>> draw = lambda: random.random()
        >>> with fixed_random():
        ...     usual = draw()
        >>> with seeded_by(STUDENT_SEED + 1), fixed_random():
        ...     other = draw()
        >>> usual != other
        True
    """
    token = _seed.set(seed)
    try:
        yield
    finally:
        _seed.reset(token)
