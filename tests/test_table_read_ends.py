"""A stored bound compared with the wrong end of the window where the table is read (table_read_ends):
named with the mechanism, the student's own test quoted, and no hint asking for kinds the entries hold."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from bug_zoo.blind_waves import student

from ttt_lab import exercises as ex
from ttt_lab.exercises.report import BOUND_AS_EXACT, Problem
from ttt_lab.exercises.table_models import table_value
from ttt_lab.exercises.table_names import TABLE_HINTS
from ttt_lab.exercises.table_read_ends import kinds_already_said
from ttt_lab.exercises.tables import READS_LOWER_AS_VALUE
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search import line_evaluation

WAVE = Path(__file__).parent / "bug_zoo" / "blind79_wave33_new"


def test_the_model_answers_with_a_bound_inside_the_window_only_when_read_at_the_wrong_ends() -> None:
    game = TicTacToe()
    state, evaluate = game.parse("X../.O./..X"), line_evaluation(game)
    values = {}
    for read in ("answer_only", "wrong_ends"):
        table: dict[Any, Any] = {}
        values[read] = table_value(game, state, 4, evaluate, -math.inf, math.inf, table, {"read": read})
    assert values["answer_only"] != values["wrong_ends"]


def test_bounds_read_at_the_wrong_ends_are_named_with_the_students_own_test() -> None:
    report = ex.check_table_alphabeta(student(WAVE / "w33_tt_02_midhun_wrong_ends.py"), quiet=True)
    first = report.diagnosis[0]
    assert [p.name for p in report.diagnosis if not p.note] == [BOUND_AS_EXACT], report.message()
    assert "That is what you get from code that answers at once with a stored lower bound when it is above alpha" \
        in first.detail
    assert "`flag == LOWERBOUND and value > alpha`" in first.detail
    assert "An entry must say which kind it holds" not in first.hint and ">= beta" in first.hint


def test_one_end_read_wrongly_is_named_by_its_kind() -> None:
    report = ex.check_table_alphabeta(student(WAVE / "own_tt_lower_above_alpha_only.py"), quiet=True)
    assert [p.name for p in report.diagnosis if not p.note] == [READS_LOWER_AS_VALUE], report.message()
    assert "upper bound" not in report.diagnosis[0].hint.split(";")[0]


def _labels(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: dict) -> float:
    a0 = alpha
    value = evaluate(state)
    kind = "UPPER" if value <= a0 else "EXACT"
    table[game.key(state)] = (value, kind)
    return value


def _no_labels(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: dict) -> float:
    value = evaluate(state)
    table[game.key(state)] = value
    return value


def test_the_generic_hint_asks_for_kinds_only_where_the_code_stores_none() -> None:
    problem = Problem(BOUND_AS_EXACT, "On ...", TABLE_HINTS[BOUND_AS_EXACT])
    assert "An entry must say which kind" not in kinds_already_said([problem], _labels)[0].hint
    assert kinds_already_said([problem], _labels)[0].hint.startswith("After a cutoff")
    assert kinds_already_said([problem], _no_labels)[0].hint == TABLE_HINTS[BOUND_AS_EXACT]

