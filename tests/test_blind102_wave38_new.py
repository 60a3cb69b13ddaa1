"""Wave 38's new set (blind100), f99b's fixes: what each class of miss reads in the student's code."""

from __future__ import annotations

import ast

import bug_zoo.blind102_wave38_new_zoo as zoo
import pytest
from bug_zoo.runs import checked

from ttt_lab.exercises.expectimax_level_cycle import root_kind_fixed
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.named_player_models import x_or_average
from ttt_lab.exercises.report import BOUND_AS_EXACT, PLAYER_NAMES
from ttt_lab.exercises.table_names import LESS_DEEP
from ttt_lab.exercises.table_store_slips import stored_ply, strict_kind_choices


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


def test_x_maximising_and_every_other_node_averaged_is_one_story_with_no_min() -> None:
    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == "w38_ex_03_named_players")
    report = checked(zoo.CHECK, student)
    assert [p.name for p in report.diagnosis if not p.note] == [PLAYER_NAMES]
    assert "MAX's and MIN's alike, is averaged" in report.message() and "min everywhere" not in report.message()


@pytest.mark.parametrize(("text", "told"), [
    ('def f(game, s):\n    if game.to_move(s) == "X":\n        return 1\n    return 2 / len(game.actions(s))\n', True),
    ('def f(game, s):\n    if game.to_move(s) == "X":\n        return 1\n    return min(2, 3) / len(game.actions(s))\n',
     False),  # a min taken: the other models tell it
    ('def f(game, s):\n    if game.to_move(s) == "X":\n        return 1\n    return 2\n', False),  # no average
    ('def f(game, s):\n    if game.to_move(s) == game.players[0]:\n        return 1\n    return 2 / len(game.actions(s))\n',
     False),  # no "X"
])
def test_the_x_and_average_story_needs_an_x_an_average_over_moves_and_no_min(text: str, told: bool) -> None:
    assert x_or_average(_source(text)) is told


@pytest.mark.parametrize(("stem", "quoted"), [
    ("w38_tt_01_strict_bounds", "`value < alpha0` and `value > beta0`"),
    ("own_tt_strict_flag_negamax", "`alpha < alpha_orig` and `alpha > beta`"),
])
def test_strict_kind_tests_are_quoted_with_a_hint_for_the_non_strict_ones(stem: str, quoted: str) -> None:
    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == stem)
    (problem,) = [p for p in checked(zoo.CHECK, student).diagnosis if not p.note]
    assert problem.name == BOUND_AS_EXACT
    assert quoted in problem.detail and "<= and >=" in problem.hint


@pytest.mark.parametrize(("stem", "quoted"), [
    ("w38_tt_09_ply_instead_of_depth", '`ply` (`table[key] = {"score": evaluation, "flag": flag, "ply": ply}`)'),
    ("own_tt_level_saved", "`level` (`save(table, key, best, kind, level)`)"),
])
def test_a_ply_from_the_root_stored_as_the_entrys_depth_is_quoted_at_the_store(stem: str, quoted: str) -> None:
    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == stem)
    (problem,) = [p for p in checked(zoo.CHECK, student).diagnosis if not p.note]
    assert problem.name == LESS_DEEP
    assert quoted in problem.detail and "depth - 1" in problem.hint


def test_a_ply_counted_from_the_root_but_not_stored_is_not_quoted() -> None:
    text = ('def search(game, s, depth, ply, table):\n    table[game.key(s)] = depth\n'
            '    return search(game, s, depth - 1, ply + 1, table)\n'
            'def top(game, s, depth, table):\n    return search(game, s, depth, 0, table)\n')
    assert stored_ply(_source(text)) is None
    assert strict_kind_choices(_source("if value <= alpha0:\n    flag = 'UPPER'\n")) == []
