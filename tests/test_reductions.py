"""Late move reductions (issue 31): alpha-beta's late moves first searched one ply shallower,
searched again at full depth only when they beat the best so far there."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ttt_lab import TicTacToe, Ultimate
from ttt_lab.players.anytime import DeepeningPlayer
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.search import alphabeta, iterative_deepening, line_evaluation
from ttt_lab.search.alphabeta import LATE_MOVES, REDUCE_FROM_DEPTH, Reductions
from ttt_lab.search.history import MoveHistory
from ttt_lab.search.ultimate_order import (
    SENDS_ANYWHERE,
    SENDS_TO_WIN,
    WINS_BOARD,
    WINS_GAME,
    move_rank,
    tactical_moves,
)

GAME = Ultimate()


def ultimate_position(seed: int, moves: int = 12) -> Any:
    rng = random.Random(seed)
    state = GAME.initial_state()
    for _ in range(moves):
        state = GAME.result(state, rng.choice(list(GAME.actions(state))))
    return state


def leaf_plies(state: Any, depth: int, reductions: bool) -> set[int]:
    """The plies below ``state`` at which the search evaluated a position."""
    plies: set[int] = set()

    def evaluate(leaf: Any) -> float:
        plies.add(leaf.stones - state.stones)
        return ultimate_evaluation(leaf)

    alphabeta(GAME, state, depth=depth, evaluate=evaluate, quick_wins=True, reductions=reductions)
    return plies


def test_late_moves_are_searched_one_ply_shallower_first() -> None:
    state = ultimate_position(2)
    assert leaf_plies(state, 4, reductions=False) == {4}
    reduced = leaf_plies(state, 4, reductions=True)
    assert 3 in reduced and 4 in reduced and min(reduced) >= 4 - (4 - REDUCE_FROM_DEPTH + 1)
    assert leaf_plies(state, REDUCE_FROM_DEPTH - 1, reductions=True) == {REDUCE_FROM_DEPTH - 1}  # too near the limit


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_reductions_search_a_middle_game_to_the_same_depth_in_fewer_nodes(seed: int) -> None:
    state = ultimate_position(seed, moves=24)
    # As the player searches: principal variation search and the history heuristic (the late
    # moves in the game's own order, without the history's, cost more nodes on some positions).
    options: dict[str, Any] = {"evaluate": ultimate_evaluation, "max_depth": 6, "null_window": True}
    plain = iterative_deepening(GAME, state, history=MoveHistory(killers=False), **options)
    reduced = iterative_deepening(GAME, state, reductions=True, history=MoveHistory(killers=False), **options)
    assert reduced.nodes < plain.nodes and reduced.move in GAME.actions(state)


def test_a_late_winning_move_is_searched_again_and_found() -> None:
    game = TicTacToe()
    state = game.parse("OX./.X./O..")  # X to move and win at (2, 1), late in the board's order
    moves = list(game.actions(state))
    assert moves.index((2, 1)) >= LATE_MOVES
    result = alphabeta(game, state, depth=REDUCE_FROM_DEPTH, evaluate=line_evaluation(game), quick_wins=True,
                       reductions=True)
    assert result.move == (2, 1) and result.value > 0.9


def test_reductions_need_a_depth_and_the_player_passes_them_on() -> None:
    with pytest.raises(ValueError, match="reductions"):
        alphabeta(TicTacToe(), TicTacToe().initial_state(), reductions=True)
    state = ultimate_position(5)
    decision = DeepeningPlayer(0.2, ultimate_evaluation, reductions=True, record=True).decide(GAME, state)
    assert decision.reason == "search" and decision.move in GAME.actions(state)


# ---------------------------------------------------------------- Reductions: which moves are late


def search(state: Any, depth: int, reductions: Any) -> Any:
    return alphabeta(GAME, state, depth=depth, evaluate=ultimate_evaluation, quick_wins=True, null_window=True,
                     reductions=reductions)


@pytest.mark.parametrize("seed", [1, 3])
def test_reductions_true_is_the_default_reductions(seed: int) -> None:
    state = ultimate_position(seed, moves=20)
    plain, configured = search(state, 5, True), search(state, 5, Reductions())
    assert (plain.value, plain.pv, plain.nodes) == (configured.value, configured.pv, configured.nodes)


def test_moves_kept_from_reduction_are_searched_in_full() -> None:
    state = ultimate_position(4, moves=20)
    asked: list[int] = []

    def every_move(game: Any, node: Any, moves: list[Any]) -> list[Any]:
        asked.append(len(moves))
        return moves

    kept = search(state, 5, Reductions(unreduced=every_move))
    plain = search(state, 5, False)
    assert asked and min(asked) > LATE_MOVES  # asked only where some move is late
    assert (kept.value, kept.pv, kept.nodes) == (plain.value, plain.pv, plain.nodes)
    assert search(state, 5, True).nodes < plain.nodes


def test_late_moves_and_the_depth_to_reduce_from_are_options() -> None:
    state = ultimate_position(2)
    reduced: set[int] = set()

    def evaluate(leaf: Any) -> float:
        reduced.add(leaf.stones - state.stones)
        return ultimate_evaluation(leaf)

    def leaves(depth: int, reductions: Reductions) -> set[int]:
        reduced.clear()
        alphabeta(GAME, state, depth=depth, evaluate=evaluate, quick_wins=True, reductions=reductions)
        return set(reduced)

    assert leaves(3, Reductions(from_depth=4)) == {3}  # too near the limit
    assert leaves(4, Reductions(from_depth=4)) == {3, 4}
    assert leaves(4, Reductions(late_moves=81)) == {4}  # no node has a late move
    assert search(state, 5, Reductions(late_moves=5)).nodes != search(state, 5, Reductions()).nodes


def test_bad_reductions_are_refused() -> None:
    for fields in ({"late_moves": 0}, {"from_depth": 1}, {"late_moves": 2.5}, {"unreduced": 3}):
        with pytest.raises(ValueError):
            Reductions(**fields)
    state = ultimate_position(1)
    with pytest.raises(ValueError, match="reductions must be"):
        search(state, 3, "yes")
    with pytest.raises(ValueError, match="reductions must be"):
        DeepeningPlayer(0.2, ultimate_evaluation, reductions="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(8))
def test_ultimates_tactical_moves_are_those_of_the_tactical_ranks(seed: int) -> None:
    tactical_ranks = {WINS_GAME, WINS_BOARD, SENDS_TO_WIN, SENDS_ANYWHERE}
    rng = random.Random(seed)
    state = GAME.initial_state()
    seen_free_move = False
    while not GAME.is_terminal(state):
        moves = GAME.actions(state)
        expected = [move for move in moves if move_rank(state, move) in tactical_ranks]
        assert sorted(tactical_moves(GAME, state, moves)) == sorted(expected)
        seen_free_move |= state.forced is None and state.stones > 0
        state = GAME.result(state, rng.choice(moves))
    assert seen_free_move  # a move anywhere, its boards' ranks gathered
    assert tactical_moves(TicTacToe(), TicTacToe().initial_state(), []) == []
