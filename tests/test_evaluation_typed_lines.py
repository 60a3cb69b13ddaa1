"""A table of lines typed with one wrong cell is found where the code has it, and nowhere else."""

from __future__ import annotations

from typing import Any

from ttt_lab.exercises.evaluation_typed_lines import typed_line_slip
from ttt_lab.games.mnk import MNK

GAME = MNK(3, 3, 3)
RIGHT = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def _reading(lines: list[list[int]]) -> Any:
    def evaluation(board: Any) -> int:
        return sum(1 for line in lines if all(board[i] != "O" for i in line))
    return evaluation


def test_one_entry_with_one_wrong_cell_is_named_with_the_line_it_stands_for() -> None:
    typo = [*RIGHT[:-1], [2, 4, 8]]
    found = typed_line_slip(_reading(typo), GAME.n, GAME.m, GAME.k, GAME.lines)
    assert found is not None
    line, typed, entry = found
    assert set(line) == {(0, 2), (1, 1), (2, 0)} and set(typed) == {(0, 2), (1, 1), (2, 2)} and entry == [2, 4, 8]


def test_a_right_table_or_one_wrong_in_more_than_one_cell_is_not_named() -> None:
    assert typed_line_slip(_reading(RIGHT), GAME.n, GAME.m, GAME.k, GAME.lines) is None
    assert typed_line_slip(_reading([*RIGHT[:-1], [1, 3, 8]]), GAME.n, GAME.m, GAME.k, GAME.lines) is None
    assert typed_line_slip(_reading(RIGHT[:-1]), GAME.n, GAME.m, GAME.k, GAME.lines) is None  # a line left out
