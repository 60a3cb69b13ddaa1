"""Moves played on top of each other, read from the code in every search checker (chained_children): the state
overwritten in the loop over the moves, and a make without its unmake on a board of the function's own."""

from __future__ import annotations

import ast
import textwrap

from bug_zoo import blind70_leftovers_first_zoo as zoo

from ttt_lab.exercises.chained_children import written_in_place
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import CHAINS_MOVES, KEEPS_SEARCHING, priority


def _source(text: str) -> Source:
    text = textwrap.dedent(text)
    return Source((ast.parse(text),), (text,))


_MAKE_ONLY = """
def search(game, state):
    board = [row[:] for row in state]
    values = []
    for move in game.actions(state):
        r, c = move
        board[r][c] = game.to_move(state)
        values.append(search(game, board))
    return max(values)
"""


def test_a_move_written_into_a_copy_of_the_node_and_never_taken_back_is_read() -> None:
    found = written_in_place(_source(_MAKE_ONLY))
    assert found is not None and (found.name, found.line, found.node) == ("board", "board[r][c] = game.to_move(state)", "state")


def test_a_move_taken_back_or_a_copy_made_for_each_move_is_not() -> None:
    undone = _MAKE_ONLY.replace("        values.append(search(game, board))\n",
                                "        values.append(search(game, board))\n        board[r][c] = '.'\n")
    fresh = _MAKE_ONLY.replace("        r, c = move\n", "        r, c = move\n        board = [row[:] for row in state]\n")
    scores = _MAKE_ONLY.replace("board[r][c] = game.to_move(state)", "scores = {}\n        scores[move] = 0")
    assert [written_in_place(_source(text)) for text in (undone, fresh, scores)] == [None, None, None]


def test_the_slip_comes_before_its_symptoms_and_each_search_checker_names_it() -> None:
    assert priority(CHAINS_MOVES) < priority(KEEPS_SEARCHING)
    for fn, names in zoo.BUGGY:
        if names == {CHAINS_MOVES}:
            assert zoo.CHECK(fn, quiet=True).names == [CHAINS_MOVES], fn.__name__
