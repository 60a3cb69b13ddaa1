"""A win test whose count of stones picks X on every board of play (win_fixed_side; wave 35's wt_04)."""

from __future__ import annotations

import ast

from ttt_lab.exercises import check_win_test
from ttt_lab.exercises.board_models import ONE_PLAYER
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.win_fixed_side import side_picked_in_code


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_the_line_picking_the_player_is_quoted_as_written() -> None:
    text = "def w(b, xs, os):\n    last = 'X' if xs >= os else 'O'\n    return last"
    assert side_picked_in_code(_source(text), "X") == "last = 'X' if xs >= os else 'O'"
    called = "def w(b):\n    return 'X' if three(b, 'X') else None"
    assert side_picked_in_code(_source(called), "X") == "three(b, 'X')"
    both = "def w(b):\n    if three(b, 'X'):\n        return 'X'\n    if three(b, 'O'):\n        return 'O'"
    assert side_picked_in_code(_source(both), "X") is None


def ties_to_x(board):  # type: ignore[no-untyped-def]
    xs = sum(row.count("X") for row in board)
    os = sum(row.count("O") for row in board)
    player = "X" if xs >= os else "O"
    for line in [*board, *zip(*board, strict=True), [board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]:
        if all(cell == player for cell in line):
            return player
    return None


def test_a_count_that_picks_x_on_ties_is_told_it_tests_only_x_quoting_its_line() -> None:
    report = check_win_test(ties_to_x, quiet=True)
    problem = report.diagnosis[0]
    assert [p.name for p in report.diagnosis] == [ONE_PLAYER]
    assert '`player = "X" if xs >= os else "O"`' in problem.detail
    assert "only ever X's" in problem.detail
    assert "return (or a break)" not in (problem.hint or "")  # no early exit told to code that has none


def test_a_count_that_picks_the_last_mover_rightly_keeps_its_own_name() -> None:
    def last_mover(board):  # type: ignore[no-untyped-def]
        xs = sum(row.count("X") for row in board)
        os = sum(row.count("O") for row in board)
        player = "X" if xs > os else "O"
        for line in [*board, *zip(*board, strict=True), [board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]:
            if all(cell == player for cell in line):
                return player
        return None

    names = [p.name for p in check_win_test(last_mover, quiet=True).diagnosis]
    assert ONE_PLAYER not in names
