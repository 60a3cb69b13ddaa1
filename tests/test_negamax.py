"""The negamax checker: correct variants pass, each plausible bug is caught and named first."""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from typing import Any

import buggy_negamax as student
import pytest

from ttt_lab import exercises as ex
from ttt_lab.exercises import repairs

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


def _fail_hard_returning_beta(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Fail-hard negamax alpha-beta that returns beta after its loop: from the full window every
    unfinished position is worth +inf, the values a best started at +inf gives too."""
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, game.to_move(state))))
    for a in game.actions(state):
        alpha = max(alpha, -_fail_hard_returning_beta(game, game.result(state, a), -beta, -alpha))
        if alpha >= beta:
            return beta
    return beta


def test_plus_inf_everywhere_is_named_a_wrong_start_only_where_the_code_starts_a_best_at_inf() -> None:
    """The values cannot tell a best started at +inf from a bound returned in its place: the name
    needs a +inf start in the code; else the report keeps to the localisation, and the line that
    returns the wrong bound is found by repairing it (ttt_lab.exercises.repairs)."""
    from bug_zoo import negamax as zoo

    started = ex.check_negamax(zoo.best_starts_at_plus_inf, quiet=True)
    assert [p.name for p in started.diagnosis] == [ex.WRONG_START], started.message()
    bound = ex.check_negamax(_fail_hard_returning_beta, quiet=True)
    assert [p.name for p in bound.diagnosis] == [repairs.NAME_SWAPPED], bound.message()
    assert "lowest place where it goes wrong" in bound.message()
    lines, first = inspect.getsourcelines(_fail_hard_returning_beta)
    assert f"The slip is on line {first + len(lines) - 1}, `return beta`: `beta` where `alpha` belongs." in \
        bound.message()
