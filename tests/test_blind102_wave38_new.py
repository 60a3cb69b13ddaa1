"""Wave 38's new set (blind100), f99b's fixes: what each class of miss reads in the student's code."""

from __future__ import annotations

import ast

import pytest

from ttt_lab.exercises.expectimax_level_cycle import root_kind_fixed
from ttt_lab.exercises.hint_checks import Source


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


_HELPER = '''
def expectiminimax(game, node, turn="MAX", turn_prev="CHANCE"):
    if turn == "CHANCE":
        return sum(p * expectiminimax(game, game.result(node, a), "MIN", "CHANCE") for a, p in game.outcomes(node))
    return max(expectiminimax(game, game.result(node, a), "CHANCE", turn) for a in game.actions(node))
'''


@pytest.mark.parametrize("entry", [
    'def my_expectimax(game, state):\n    return expectiminimax(game, state, turn="MAX", turn_prev="CHANCE")\n',
    'def my_expectimax(game, state):\n    return expectiminimax(game, state)\n',  # the helper's defaults
    'def my_expectimax(game, state, turn="MAX"):\n    return 0\n',  # the recursion itself, with a default
])
def test_a_cycle_started_at_a_constant_kind_is_read(entry: str) -> None:
    source = Source((ast.parse(entry), ast.parse(_HELPER)), (entry, _HELPER))
    assert root_kind_fixed(source)


@pytest.mark.parametrize("entry", [
    # the root's kind read from the game: the cycle's other start (wave 36's ex_02)
    'def my_expectimax(game, state):\n    turn = "MAX" if game.to_move(state) == game.players[0] else "MIN"\n'
    '    return expectiminimax(game, state, turn=turn)\n',
    'def my_expectimax(game, state):\n    if game.is_chance(state):\n        return 0\n    return max(1, 2)\n',
])
def test_a_root_read_from_the_game_is_not_a_fixed_start(entry: str) -> None:
    source = Source((ast.parse(entry), ast.parse(_HELPER)), (entry, _HELPER))
    assert not root_kind_fixed(source)


def test_code_with_no_helper_and_no_default_starts_no_cycle() -> None:
    assert not root_kind_fixed(_source("def my_expectimax(game, state, depth=3):\n    return depth\n"))
