"""A win test whose later line overwrites a winner already found, named from its behaviour (issue 27,
failure mode 2: "misses some lines" is only the symptom).

CS50's ``winner = X if board[0][0] == X else O if board[0][0] == O else None``, written for every
line, reads each line right, yet a later line whose three cells are equal because they are all
empty sets the winner back to None (wave 29's wt_02): the win is lost on boards that hold such a
line, and found on the same board once that line holds a stone. :func:`name_overwritten_winner`
probes exactly that: for a win the function missed, one loser's stone put on another line whose
cells are all empty (making no line of its own); where the function then finds the winner, the
empty line's reading is what undid it, and the problem is named
:data:`~ttt_lab.exercises.report.OVERWRITES_WINNER`, with both boards shown. The function is only
run on boards, as the check runs it.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import OVERWRITES_WINNER, Problem
from ttt_lab.games.mnk import MNK, MNKState

Cell = tuple[int, int]


def _with_stone(game: MNK, state: MNKState, cell: Cell, stone: str) -> MNKState:
    x, o = state.x, state.o
    bit = 1 << game.cell_index(cell)
    return game.from_bitboards(x | bit, o) if stone == "X" else game.from_bitboards(x, o | bit)


def _lines_won(game: MNK, state: MNKState) -> set[tuple[Cell, ...]]:
    return {tuple(line) for line in game.lines if len({game.stone_at(state, cell) for cell in line}) == 1
            and game.stone_at(state, line[0]) is not None}


def overwriting_line(game: MNK, state: MNKState, winner: str, answer: Callable[[MNK, MNKState], Any]
                     ) -> tuple[tuple[Cell, ...], MNKState] | None:
    """The empty line of ``state`` (a win for ``winner`` the function missed) and the board with one
    loser's stone on it, where the function finds ``winner``, the board's lines won unchanged; None
    where no such stone makes it find the win."""
    loser = "O" if winner == "X" else "X"
    won = _lines_won(game, state)
    for line in game.lines:
        if any(game.stone_at(state, cell) is not None for cell in line):
            continue
        for cell in line:
            probe = _with_stone(game, state, cell, loser)
            if _lines_won(game, probe) != won:
                continue
            try:
                said = answer(game, probe)
            except Exception:
                continue
            if said == winner:
                return tuple(line), probe
    return None


def returns_early(source: Source) -> bool:
    """Whether the code has a return inside an if or a loop: one that may end the search at an empty
    line read before the win, where no later line overwrites anything."""
    return any(isinstance(inner, ast.Return) for node in source.nodes() if isinstance(node, (ast.If, ast.For, ast.While))
               for inner in ast.walk(node))


def name_overwritten_winner(fn: Callable[..., Any], problems: list[Problem], missed: Iterable[tuple[MNK, MNKState, str | None, Sequence[Cell]]],
                            answer: Callable[[MNK, MNKState], Any], line_name: Callable[[Sequence[Cell]], str],
                            names: set[str]) -> list[Problem]:
    """``problems`` with the first line said missed (one of ``names``) told as
    :data:`~ttt_lab.exercises.report.OVERWRITES_WINNER` where, for a win the function missed
    (``missed``: game, board, winner, its line), one loser's stone on an empty line of that board
    makes it find the winner (:func:`overwriting_line`), in code whose every return stands outside
    its tests and loops (``fn``'s source, :func:`returns_early`)."""
    index = next((i for i, p in enumerate(problems) if p.name in names and not p.note), None)
    if index is None:
        return problems
    source = read_source(fn)
    if not source.trees or returns_early(source):
        return problems
    for game, state, winner, line in missed:
        found = None if winner is None else overwriting_line(game, state, winner, answer)
        if found is None or winner is None:
            continue
        empty, probe = found
        shown = problems[index]
        told = dataclasses.replace(
            shown, name=OVERWRITES_WINNER,
            detail=f"On {game.board_text(state)}, where {winner} has {line_name(line)}, it finds no winner; on"
                   f" {game.board_text(probe)}, the same board with one {'O' if winner == 'X' else 'X'} on {line_name(empty)}"
                   f" (still empty there), it finds {winner}. Your code does read {line_name(line)}: the empty"
                   f" {line_name(empty)}, read after it, overwrites the winner it found (three empty cells are equal too).",
            hint="Return the winner as soon as a line is found, or set it only when the line's cells are a player's"
                 " stones: a line that is nobody's must leave a winner already found alone.")
        return [*problems[:index], told, *problems[index + 1:]]
    return problems

