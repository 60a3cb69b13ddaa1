"""The models added for wave 22's new-set cases (h40b): a retrograde table keyed by symmetry class, MAX taken
by another name than game.players[0], aspiration windows from a later depth, X's window handed to O unturned."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises.anytime_aspiration import aspiration_mistakes
from ttt_lab.exercises.named_player_models import ROOT_MOVER, named_max_value
from ttt_lab.exercises.retrograde_graph import _graphs
from ttt_lab.exercises.retrograde_symmetry import SYMMETRY_KEYS, keyed_by_symmetry
from ttt_lab.exercises.table_window_models import turned_window
from ttt_lab.games.chance import ChanceTreeGame
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search import expectimax


def test_a_table_with_one_entry_per_symmetry_class_is_named_so_not_left_out() -> None:
    graph = _graphs()[0]
    by_class = {graph.game.canonical_key(state): graph.truth[key] for key, state in graph.states.items()}
    found = keyed_by_symmetry(graph, by_class, lambda graph, table: ([], 0))
    assert found is not None
    problems, count = found
    assert [p.name for p in problems] == [SYMMETRY_KEYS]
    assert count == len(graph.states) - len(by_class)
    assert f"{len(by_class):,} entries" in problems[0].detail


def test_a_symmetry_keyed_table_with_wrong_values_is_diagnosed_further_on_every_position() -> None:
    graph = _graphs()[0]
    by_class = {graph.game.canonical_key(state): graph.truth[key] for key, state in graph.states.items()}
    start = graph.game.canonical_key(graph.game.initial_state())
    by_class[start] = 1.0  # the empty board called won: a win no move reaches
    seen: list[dict[Any, float]] = []

    def diagnose(graph: Any, table: Any) -> tuple[list[ex.Problem], int]:
        seen.append(table)
        return [], 0

    assert keyed_by_symmetry(graph, by_class, diagnose) is not None
    assert len(seen[0]) == len(graph.states)  # read back onto every position by its own key


def test_a_table_missing_positions_by_their_own_keys_is_not_read_as_symmetry() -> None:
    graph = _graphs()[0]
    few = dict(list(graph.truth.items())[: len(graph.truth) // 3])  # game.key, a third of the positions
    assert keyed_by_symmetry(graph, few, lambda graph, table: ([], 0)) is None
    assert keyed_by_symmetry(graph, {graph.game.canonical_key(graph.game.initial_state()): 0},
                             lambda graph, table: ([], 0)) is None  # one class: positions left out


def test_the_root_movers_search_is_right_where_max_moves_and_maxs_negated_where_min_does() -> None:
    max_root = ChanceTreeGame([[(0.5, 6), (0.5, 2)], [(0.5, 9), (0.5, 0)]], levels=("MAX", "CHANCE"))
    min_root = ChanceTreeGame([[(0.9, -2), (0.1, 9)], [(0.5, 1), (0.5, 0)]], levels=("MIN", "CHANCE"))
    assert named_max_value(max_root, (), {"max_named": ROOT_MOVER}) == expectimax(max_root, ()).value
    assert math.isclose(named_max_value(min_root, (), {"max_named": ROOT_MOVER}) or 0.0, -expectimax(min_root, ()).value)
    # "X" on a tree of MAX and MIN: nobody maximises, every leaf scored as for the second player.
    assert named_max_value(max_root, (), {"max_named": "X"}) == min(-(0.5 * 6 + 0.5 * 2), -(0.5 * 9 + 0.5 * 0))
    assert named_max_value(max_root, (), {}) is None


def test_aspiration_windows_are_modelled_from_the_second_and_from_the_third_depth() -> None:
    starts = {dict(m.knobs).get("aspiration_from", 2) for m in aspiration_mistakes("n", (0.1,), "h")}
    assert starts == {2, 3}


@dataclass(frozen=True)
class _Window:
    alpha: float
    beta: float


def test_the_unturned_window_is_mirrored_where_o_moves_only() -> None:
    game = TicTacToe()
    x_to_move, o_to_move = game.parse(".../.../..."), game.parse("X../.../...")
    assert turned_window(game, x_to_move, _Window(0.05, 0.1)) == _Window(0.05, 0.1)
    assert turned_window(game, o_to_move, _Window(0.05, 0.1)) == _Window(-0.1, -0.05)
