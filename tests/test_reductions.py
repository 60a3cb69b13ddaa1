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
from ttt_lab.search.alphabeta import LATE_MOVES, REDUCE_FROM_DEPTH
from ttt_lab.search.history import MoveHistory

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
