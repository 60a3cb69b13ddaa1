"""Which value a search's code stores (stored_values): the last child's, left over from the loop, where the
best it returns belongs; and never "rounded" where the code cannot round (blind43's tt_05)."""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.stored_values import last_child_stored


def _source(text: str) -> Source:
    return Source((ast.parse(text).body[0],), (text,))


_LOOP = """def search(game, state, table):
    if state in table:
        value = table[state]
        return value
    best = -9
    for move in game.actions(state):
        value = -search(game, game.result(state, move), table)
        if value > best:
            best = value
    {after}
    return best
"""


def test_the_last_child_stored_after_the_loop_is_found() -> None:
    found = last_child_stored(_source(_LOOP.format(after="table.store(state, value)")))
    assert found == ("table.store(state, value)", "value", "best")


def test_storing_the_best_is_right() -> None:
    assert last_child_stored(_source(_LOOP.format(after="table[state] = (best, 1)"))) is None


def test_a_child_name_set_again_after_the_loop_is_not_the_last_child() -> None:
    text = _LOOP.format(after="value = best\n    table[state] = value")
    assert last_child_stored(_source(text)) is None


def test_each_child_stored_inside_the_loop_is_right() -> None:
    text = """def search(game, state, table):
    best = -9
    for move in game.actions(state):
        child = game.result(state, move)
        value = -search(game, child, table)
        table[child] = value
        best = max(best, value)
    return best
"""
    assert last_child_stored(_source(text)) is None
