"""A line tested by the size of a set of its cells (``len(diag) == 1``) with no test for '.' is quoted in the hint of
"counts an empty line as a win" (wave 39's wt_05 was told its '.' test failed to guard the return, where the
diagonals had none)."""

from __future__ import annotations

import pytest
from bug_zoo import blind105_wave39_zoo as wave39

from ttt_lab.exercises import EMPTY_LINE_WINS, check_win_test


@pytest.mark.parametrize(("stem", "unguarded"), [
    ("wt_05_set_diag_no_empty_guard", ["len(diag1) == 1", "len(diag2) == 1"]),
    ("wt_g103a_inline_set_columns", ["len(set([board[0][c], board[1][c], board[2][c]])) == 1"]),
])
def test_the_unguarded_set_tests_are_quoted(stem: str, unguarded: list[str]) -> None:
    report = check_win_test(wave39._ALL[stem], quiet=True)
    first = report.diagnosis[0]
    assert first.name == EMPTY_LINE_WINS, report.message()
    assert all(f"`{test}`" in first.hint for test in unguarded), report.message()
    assert "does not guard the return" not in first.hint, report.message()
