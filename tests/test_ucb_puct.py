"""AlphaZero's PUCT term where UCB1's belongs (ttt_lab.exercises.ucb_puct): named over code that has it, the
child never visited told as its consequence, and refuted over code that takes a logarithm."""

from __future__ import annotations

import math

from ttt_lab.exercises import check_ucb
from ttt_lab.exercises.ucb_puct import PUCT_STYLE


def ported_puct(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    return wins / (1 + visits) + c * math.sqrt(parent_visits) / (1 + visits)


def log_plus_one(wins, visits, parent_visits, c):  # type: ignore[no-untyped-def]
    # ln(N + 1) / (n + 1): another slip (a logarithm, the +1s), never PUCT's
    return wins / (visits + 1) + c * math.sqrt(math.log(parent_visits + 1) / (visits + 1))


def test_ported_puct_is_named_once_with_its_division_quoted_and_the_unvisited_child_as_consequence() -> None:
    report = check_ucb(ported_puct, quiet=True)
    assert report.names == [PUCT_STYLE]
    detail = report.diagnosis[0].detail
    assert "`c * math.sqrt(parent_visits) / (1 + visits)`" in detail
    assert "not math.inf" in detail and "The same 1 + visits" in detail


def test_code_with_a_logarithm_is_never_told_puct() -> None:
    assert PUCT_STYLE not in check_ucb(log_plus_one, quiet=True).names
