"""A win lost to an empty line read after it is named so, from behaviour and the code (win_overwrites)."""

from __future__ import annotations

import ast

from ttt_lab import exercises as ex
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.win_overwrites import returns_early


def overwrites(board):  # every equal line stored, empty ones as None: a later empty line undoes a win
    found = None
    for r in range(3):
        if board[r][0] == board[r][1] == board[r][2]:
            found = board[r][0] if board[r][0] != "." else None
    for c in range(3):
        if board[0][c] == board[1][c] == board[2][c]:
            found = board[0][c] if board[0][c] != "." else None
    return found if not (board[0][0] == board[1][1] == board[2][2] != ".") else board[1][1]


def test_a_win_undone_by_a_later_empty_line_is_named_with_both_boards() -> None:
    report = ex.check_win_test(overwrites, quiet=True)
    problem = next(p for p in report.diagnosis if not p.note)
    assert problem.name == ex.report.OVERWRITES_WINNER, report.message()
    assert "the same board with one" in problem.detail and "Return the winner as soon" in problem.hint


def test_code_that_returns_inside_a_test_is_not_said_to_overwrite() -> None:
    early = "def w(b):\n    for r in b:\n        if r[0] == r[1] == r[2]:\n            return r[0]\n    return None"
    late = "def w(b):\n    x = None\n    for r in b:\n        if r[0] == r[1] == r[2]:\n            x = r[0]\n    return x"
    assert returns_early(Source((ast.parse(early),), (early,)))
    assert not returns_early(Source((ast.parse(late),), (late,)))
