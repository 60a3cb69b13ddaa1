"""The negamax checker: correct variants pass, each plausible bug is caught and named first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import buggy_negamax as student
import pytest

from ttt_lab import exercises as ex

CORRECT = [student.negamax_correct, student.negamax_with_sign]
BUGGY: list[tuple[Callable[..., Any], str]] = [
    (student.negamax_no_negation, ex.FORGETS_NEGATION),
    (student.negamax_max_utility, ex.UTILITY_FOR_MAX),
    (student.negamax_back_to_max, ex.VALUE_FOR_MAX),
]


@pytest.mark.parametrize("fn", CORRECT, ids=lambda fn: fn.__name__)
def test_a_correct_negamax_passes(fn: Callable[..., Any]) -> None:
    report = ex.check_negamax(fn, quiet=True)
    assert report.passed, report.message()


@pytest.mark.parametrize(("fn", "name"), BUGGY, ids=[fn.__name__ for fn, _ in BUGGY])
def test_each_negamax_bug_is_named_first(fn: Callable[..., Any], name: str) -> None:
    report = ex.check_negamax(fn, quiet=True)
    assert not report.passed and report.diagnosis[0].name == name, report.message()
    assert name in report.message()
