"""Shapes the engine did not read yet (c94c): the source gates beside the names the zoo asserts."""

from __future__ import annotations

import ast

import pytest

from ttt_lab.exercises.expectimax_level_cycle import hands_no_kind_down
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.move_best_unset import unset_bests


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


@pytest.mark.parametrize("text", [
    # an Enum's members handed down
    "def v(game, s, kind):\n    return max(v(game, c, Node.CHANCE) for c in s)\n",
    # flags: one typed in below a player's move, one flipped with `not` below a chance level
    "def v(game, s, maxing, chance):\n    return max(v(game, c, maxing, True) for c in s)\n",
    "def v(game, s, maxing, chance):\n    return sum(v(game, c, not maxing, chance) for c in s)\n",
    # a choice between two members
    "def v(game, s, kind, last):\n    return sum(v(game, c, Node.MIN if last is Node.MAX else Node.MAX, kind) for c in s)\n",
    # a ply counter the code reads round a cycle of names
    "def v(game, s, ply):\n    kind = LEVELS[ply % 4]\n    return max(v(game, c, ply + 1) for c in s)\n",
])
def test_a_kind_handed_down_in_any_spelling_leaves_the_cycle_of_levels_open(text: str) -> None:
    assert not hands_no_kind_down(_source(text))


@pytest.mark.parametrize("text", [
    # a depth counted down and never taken round a cycle
    "def v(game, s, depth):\n    return max(v(game, c, depth - 1) for c in s)\n",
    # the game's own constants and a player read from the game: no kind handed down
    "def v(game, s, player):\n    return max(v(game, c, game.to_move(c)) for c in s)\n",
    # a counter taken round a cycle but not handed down one step on
    "def v(game, s, ply):\n    kind = LEVELS[ply % 4]\n    return max(v(game, c, 0) for c in s)\n",
])
def test_code_that_hands_no_kind_down_refutes_the_cycle_of_levels(text: str) -> None:
    assert hands_no_kind_down(_source(text))


def test_a_best_the_loop_never_updates_is_read_and_one_it_updates_is_not() -> None:
    never = ("def pick(game, state):\n    best, move = -1, None\n    for a in game.actions(state):\n"
             "        move = a if value(game, game.result(state, a)) > best else move\n    return move\n")
    updated = ("def pick(game, state):\n    best, move = -1, None\n    for a in game.actions(state):\n"
               "        if value(game, game.result(state, a)) > best:\n            best = value(game, game.result(state, a))\n"
               "            move = a\n    return move\n")
    no_move = ("def pick(game, state, alpha):\n    for a in game.actions(state):\n"
               "        if value(game, game.result(state, a)) > alpha:\n            return a\n")
    assert [u.best for u in unset_bests(_source(never))] == ["best"]
    assert unset_bests(_source(updated)) == [] and unset_bests(_source(no_move)) == []


def test_a_best_assigned_at_every_move_after_its_test_is_read_as_the_previous_childs() -> None:
    previous = ("def pick(game, state):\n    best, move = -1, None\n    for a in game.actions(state):\n"
                "        value = search(game, game.result(state, a))\n        if value > best:\n            move = a\n"
                "        best = value\n    return move\n")
    kept = ("def pick(game, state):\n    best, move = -1, None\n    for a in game.actions(state):\n"
            "        value = search(game, game.result(state, a))\n        if value > best:\n            move = a\n"
            "            best = value\n    return move\n")
    assert [(u.best, u.every_child) for u in unset_bests(_source(previous))] == [("best", "best = value")]
    assert unset_bests(_source(kept)) == []
