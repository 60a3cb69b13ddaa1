"""One checker run per (checker, student, keywords) in a test process, shared by every test that reads it.

``tests/test_bug_zoo.py`` runs each zoo student through its checker and asserts the names; the tests of
a report's wording (below them, and in the wave test files) read the same report again for its detail
and hint. A checker seeds its own cases, so a second run of the same student gives the same report: it
is run once here and the report kept. Keyed by the checker and the student function themselves (not
their names: two waves hold students of one name), so a different checker, a different student or
different keywords run anew. A test that patches the checker (``monkeypatch``) calls it directly: its
report is not the zoo's, and must neither be served one nor be kept for others.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises import CheckReport

_REPORTS: dict[tuple[Callable[..., Any], Callable[..., Any], tuple[tuple[str, Any], ...]], CheckReport] = {}


def checked(check: Callable[..., CheckReport], fn: Callable[..., Any], **keywords: Any) -> CheckReport:
    """``check(fn, quiet=True, **keywords)``, run the first time it is asked for in this process only."""
    key = (check, fn, tuple(sorted(keywords.items())))
    if key not in _REPORTS:
        _REPORTS[key] = check(fn, quiet=True, **keywords)
    return _REPORTS[key]
