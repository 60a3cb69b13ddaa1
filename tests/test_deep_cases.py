"""The full-search checkers grade a case whose value is decided only deep down (wave 39's mm_02).

A search with a depth cap of its own (``maxdepth = 5`` tested before the winner: every position 5 plies
down worth 0, the same values as 0 for every unfinished position 4 plies down) passed check_minimax when
no graded case needed that many plies. Each checker must hold a case that such a cap answers wrongly;
the values are the library's, the cap's a depth-limited search whose horizon is worth 0.
"""

from __future__ import annotations

from typing import Any

import pytest

from ttt_lab.exercises import negamax as negamax_checker
from ttt_lab.exercises.alphabeta import _alphabeta_cases
from ttt_lab.exercises.minimax import _minimax_cases
from ttt_lab.search import minimax


def _zero(state: Any) -> float:
    return 0.0


def _capped_wrong(cases: Any, plies: int) -> list[str]:
    return [case.label for case in cases
            if minimax(case.game, case.make_state(), depth=plies, evaluate=_zero).value
            != minimax(case.game, case.make_state()).value]


def _alphabeta_graded() -> Any:
    return _alphabeta_cases()[0]


@pytest.mark.parametrize("cases", [_minimax_cases, negamax_checker._cases, _alphabeta_graded],
                         ids=["minimax", "negamax", "alphabeta"])
def test_a_cap_of_five_plies_tested_first_answers_a_graded_case_wrongly(cases: Any) -> None:
    assert _capped_wrong(cases(), 4), "no graded case needs five plies to reach its value"
