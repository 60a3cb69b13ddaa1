"""The static move order for Ultimate: each move's rank is what playing it does (checked by
playing it), the order is a permutation of the moves sorted by rank, and alpha-beta with it
finds the same values with fewer nodes."""

from __future__ import annotations

import random

import pytest

from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.ultimate import Cell, Ultimate, UltimateState, board_of
from ttt_lab.players.ultimate import small_board_winning_moves, ultimate_evaluation
from ttt_lab.search import alphabeta, iterative_deepening
from ttt_lab.search.ultimate_order import (
    BLOCKS_BOARD,
    QUIET,
    SENDS_ANYWHERE,
    SENDS_TO_WIN,
    WINS_BOARD,
    WINS_GAME,
    move_rank,
    ultimate_order,
)

GAME = Ultimate()


def random_states(seed: int, games: int) -> list[UltimateState]:
    """Every unfinished position of a few seeded random games."""
    rng = random.Random(seed)
    states = []
    for _ in range(games):
        state = GAME.initial_state()
        while not GAME.is_terminal(state):
            states.append(state)
            state = GAME.result(state, rng.choice(GAME.actions(state)))
    return states


def rank_by_playing(state: UltimateState, move: Cell) -> int:
    """The rank the order's definition gives ``move``, found by playing it."""
    mover = GAME.to_move(state)
    opponent = "O" if mover == "X" else "X"
    after = GAME.result(state, move)
    if after.winner == mover:
        return WINS_GAME
    if GAME.small_board_status(after)[board_of(move)] == mover:
        return WINS_BOARD
    if move in small_board_winning_moves(GAME, state, opponent):
        return BLOCKS_BOARD
    if after.forced is None:
        return SENDS_ANYWHERE
    if small_board_winning_moves(GAME, after, opponent):
        return SENDS_TO_WIN
    return QUIET


@pytest.mark.parametrize("seed", range(4))
def test_each_move_ranks_as_playing_it_shows(seed: int) -> None:
    for state in random_states(seed, games=8):
        moves = GAME.actions(state)
        ranks = [rank_by_playing(state, move) for move in moves]
        assert [move_rank(state, move) for move in moves] == ranks
        ordered = ultimate_order(GAME, state, moves)
        assert sorted(ordered) == sorted(moves)
        assert [rank_by_playing(state, move) for move in ordered] == sorted(ranks)


def test_random_games_meet_every_rank() -> None:
    ranks = {move_rank(state, move) for state in random_states(0, games=20) for move in GAME.actions(state)}
    assert ranks == {WINS_GAME, WINS_BOARD, BLOCKS_BOARD, QUIET, SENDS_TO_WIN, SENDS_ANYWHERE}


def test_within_a_rank_the_moves_keep_the_games_order_board_by_board() -> None:
    state = GAME.initial_state()
    moves = GAME.actions(state)
    assert ultimate_order(GAME, state, moves) == sorted(moves, key=lambda move: (board_of(move), move))


def test_other_games_and_partial_lists_keep_their_order() -> None:
    tictactoe = TicTacToe()
    moves = tictactoe.actions(tictactoe.initial_state())
    assert ultimate_order(tictactoe, tictactoe.initial_state(), moves) == moves
    state = GAME.result(GAME.initial_state(), (4, 4))
    some = GAME.actions(state)[:3]
    assert ultimate_order(GAME, state, some) == some


@pytest.mark.parametrize("seed", range(2))
def test_alpha_beta_finds_the_same_value_with_the_order(seed: int) -> None:
    for state in random_states(seed, games=1)[5::10]:
        plain = alphabeta(GAME, state, depth=3, evaluate=ultimate_evaluation)
        ordered = alphabeta(GAME, state, depth=3, evaluate=ultimate_evaluation, order=ultimate_order)
        assert ordered.value == pytest.approx(plain.value, abs=1e-12)


def test_the_order_saves_nodes_on_positions_of_real_games() -> None:
    # Positions where both sides have threats: every 8th of a game between depth-2 searches.
    state, states = GAME.initial_state(), []
    while not GAME.is_terminal(state) and len(states) < 6:
        if state.stones >= 8 and state.stones % 8 == 0:
            states.append(state)
        state = GAME.result(state, alphabeta(GAME, state, depth=2, evaluate=ultimate_evaluation).move)
    nodes = {name: sum(iterative_deepening(GAME, s, evaluate=ultimate_evaluation, max_depth=5, order=order).nodes
                       for s in states)
             for name, order in (("none", None), ("ultimate_order", ultimate_order))}
    assert len(states) == 6
    assert nodes["ultimate_order"] < nodes["none"]
