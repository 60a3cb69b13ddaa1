"""Ultimate's AIs: the evaluation, the win-block rules, recorded searches, and a seeded tournament.

The full-size acceptance tournament (200 games per pairing) is
``benchmarks/bench_ultimate_tournament.py``; the tests play a smaller one with the same
seeds and players, with a margin on the thresholds.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ttt_lab.games.ultimate_heuristic as heuristic
from ttt_lab.arena import tournament
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.ultimate import Cell, Ultimate, UltimateState, board_of
from ttt_lab.games.ultimate_grid import LINES
from ttt_lab.players import HeuristicPlayer, MCTSPlayer, RandomPlayer
from ttt_lab.players.ultimate import (
    ALPHABETA_PLUS_NODES,
    MCTS_PLUS_ITERATIONS,
    ULTIMATE_AIS,
    UltimateWinBlockPlayer,
    _raw_score,
    game_winning_moves,
    small_board_winning_moves,
    ultimate_evaluation,
    ultimate_player,
)
from ttt_lab.search import SearchTree, alphabeta
from ttt_lab.search.mcts import mcts
from ttt_lab.search.ultimate_order import ultimate_order

GAME = Ultimate()


def random_states(seed: int, games: int = 3) -> list[UltimateState]:
    """Every position of a few seeded random games, finished ones included."""
    rng = random.Random(seed)
    states = []
    for _ in range(games):
        state = GAME.initial_state()
        states.append(state)
        while not GAME.is_terminal(state):
            state = GAME.result(state, rng.choice(GAME.actions(state)))
            states.append(state)
    return states


def position(rows: str, nxt: str) -> UltimateState:
    return GAME.parse(rows + f"\nnext: {nxt}")


X_TOP_LEFT = """
    XXX|...|...
    ...|...|...
    ...|..O|...
    ---+---+---
    ...|.O.|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|..."""
"""X has won the top-left board; O to move (X's last stone there sends it to board 1 or 2)."""

O_TOP_LEFT = """
    OOO|...|...
    ...|...|...
    ...|..X|...
    ---+---+---
    ...|.X.|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|..X"""
"""The same for O: O has won the top-left board; X to move."""

X_TWO_BOARDS_IN_A_ROW = """
    XXX|XXX|...
    OO.|OO.|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|..O"""
"""X has won boards 0 and 1: board 2 would complete the top row. O to move."""

X_TWO_BOARDS_APART = """
    XXX|...|...
    OO.|...|...
    ...|...|...
    ---+---+---
    ...|...|XXX
    ...|...|OO.
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|..O"""
"""X has won boards 0 and 5, which share no line. O to move."""


# --------------------------------------------------------------------------- evaluation


@pytest.mark.parametrize("seed", range(4))
def test_the_evaluation_stays_inside_the_window_that_no_estimate_outranks_a_win(seed: int) -> None:
    for state in random_states(seed):
        value = ultimate_evaluation(state)
        if GAME.is_terminal(state):
            winner = GAME.winner(state)
            assert value == (0.0 if winner is None else 0.9 if winner == "X" else -0.9)
        else:
            assert -0.9 < value < 0.9


@pytest.mark.parametrize("seed", range(3))
def test_symmetric_positions_get_the_same_value(seed: int) -> None:
    for state in random_states(seed, games=1)[::4]:
        value = ultimate_evaluation(state)
        for symmetry in range(8):
            assert ultimate_evaluation(GAME.transform(state, symmetry)) == pytest.approx(value, abs=1e-12)


@pytest.mark.parametrize("seed", range(3))
def test_swapping_x_and_o_negates_the_score(seed: int) -> None:
    for state in random_states(seed, games=1):
        if GAME.is_terminal(state):
            continue
        x, o, xb, ob, closed, forced, _, stones, _ = state
        x_to_move = stones % 2 == 0
        assert _raw_score(o, x, ob, xb, closed, forced, not x_to_move) == pytest.approx(
            -_raw_score(x, o, xb, ob, closed, forced, x_to_move), abs=1e-12
        )


def test_each_small_board_table_entry_is_what_its_two_stone_sets_give() -> None:
    # Every pair of disjoint 9-bit sets (3^9 of them) has its entry, counted afresh here.
    entries = 0
    for xs in range(512):
        for os in range(512):
            entry = heuristic._BOARD_TERMS[xs | os << 9]
            if xs & os:
                assert entry is None
                continue
            entries += 1
            empty = [cell for cell in range(9) if not (xs | os) >> cell & 1]
            # an empty cell completes a line for a side holding that line's two other cells
            completes = {side: sum(1 for cell in empty if any(
                cell in line and all(stones >> other & 1 for other in line if other != cell) for line in LINES))
                for side, stones in (("X", xs), ("O", os))}
            assert entry == (completes["X"], completes["O"], (xs >> 4 & 1) - (os >> 4 & 1))
    assert entries == 3**9


def reference_raw_score(x: int, o: int, x_boards: int, o_boards: int, closed: int, forced: int | None,
                        x_to_move: bool) -> float:
    """raw_score as it was before the small boards' table: every board's lines recounted."""
    score, x_live, o_live, x_big, o_big = heuristic._big_grid(x_boards, o_boards, closed)
    x_can_win = o_can_win = 0
    for b in range(9):
        if closed >> b & 1:
            continue
        xs, os = x >> 9 * b & 0x1FF, o >> 9 * b & 0x1FF
        x_cells = (heuristic._COMPLETING[xs] & ~os).bit_count()
        o_cells = (heuristic._COMPLETING[os] & ~xs).bit_count()
        if x_cells:
            x_can_win |= 1 << b
            weight = heuristic.SMALL_TWO if x_live >> b & 1 else heuristic.DEAD_SMALL_TWO
            score += x_cells * (weight + (heuristic.SMALL_TWO_ON_BIG_THREAT if x_big >> b & 1 else 0.0))
        if o_cells:
            o_can_win |= 1 << b
            weight = heuristic.SMALL_TWO if o_live >> b & 1 else heuristic.DEAD_SMALL_TWO
            score -= o_cells * (weight + (heuristic.SMALL_TWO_ON_BIG_THREAT if o_big >> b & 1 else 0.0))
        score += heuristic.CENTRE_STONE * ((xs >> 4 & 1) - (os >> 4 & 1))
    mover_can_win, mover_big = (x_can_win, x_big) if x_to_move else (o_can_win, o_big)
    reachable = ~closed & 0x1FF if forced is None else 1 << forced
    bonus = heuristic.TEMPO + heuristic.FREE_MOVE if forced is None else heuristic.TEMPO
    if mover_can_win & reachable:
        bonus += heuristic.SENT_TO_GAME_WIN if mover_can_win & reachable & mover_big else heuristic.SENT_TO_WIN
    if forced is not None:
        # each empty cell of the board the mover is sent to sends the other side to that cell's board
        other_can_win, other_big = (o_can_win, o_big) if x_to_move else (x_can_win, x_big)
        empty = [c for c in range(9) if not (x | o) >> (9 * forced + c) & 1]
        if other_can_win and all(closed >> c & 1 or other_can_win >> c & 1 for c in empty):
            bonus -= heuristic.NO_SAFE_SEND
            wins_game = other_can_win & other_big
            if wins_game and all(closed >> c & 1 or wins_game >> c & 1 for c in empty):
                bonus -= heuristic.NO_SAFE_SEND_GAME
    return score + bonus if x_to_move else score - bonus


@pytest.mark.parametrize("seed", range(4))
def test_the_table_driven_score_is_the_recounted_one_to_the_last_bit(seed: int) -> None:
    for state in random_states(seed, games=20):
        if GAME.is_terminal(state):
            continue
        x, o, xb, ob, closed, forced, _, _, _ = state
        for x_to_move in (True, False):
            assert _raw_score(x, o, xb, ob, closed, forced, x_to_move) == reference_raw_score(
                x, o, xb, ob, closed, forced, x_to_move)


def test_a_won_board_counts_for_its_owner() -> None:
    assert ultimate_evaluation(position(X_TOP_LEFT, "1")) > 0
    assert ultimate_evaluation(position(O_TOP_LEFT, "1")) < 0


def with_a_threat_on_board_2(rows: str) -> str:
    """``rows`` with X two in a row on board 2 (the cell (2, 8) would win it) and O's two
    more stones on board 8, so that the counts stay level."""
    lines = [line.strip() for line in rows.strip().splitlines()]
    lines[0] = lines[0][:8] + "X.."
    lines[1] = lines[1][:8] + ".X."
    lines[9] = lines[9][:8] + "..O"
    lines[10] = lines[10][:8] + "O.O"
    return "\n".join(lines)


def test_two_boards_in_a_row_on_the_big_grid_are_worth_more_than_two_apart_once_the_third_is_threatened() -> None:
    in_a_row = ultimate_evaluation(position(with_a_threat_on_board_2(X_TWO_BOARDS_IN_A_ROW), "2"))
    apart = ultimate_evaluation(position(with_a_threat_on_board_2(X_TWO_BOARDS_APART), "2"))
    # Winning board 2 would win the game only in a row. (Without the threat, the fitted
    # weights value five lines with one board each, apart, about as much as the row.)
    assert in_a_row > apart > 0
    assert ultimate_evaluation(position(X_TWO_BOARDS_IN_A_ROW, "2")) > 0
    assert ultimate_evaluation(position(X_TWO_BOARDS_APART, "2")) > 0


def test_being_sent_where_you_can_win_a_board_is_worth_something() -> None:
    # O has two in a row in board 1: sent there, O can win it; sent to board 0, not yet.
    rows = """
    X..|...|...
    ...|OO.|...
    ...|...|...
    ---+---+---
    ...|X..|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|.X.|...
    ...|...|...
    ...|...|..."""
    sent_to_win, quiet = position(rows, "1"), position(rows, "0")
    assert GAME.to_move(sent_to_win) == "O"
    assert ultimate_evaluation(sent_to_win) < ultimate_evaluation(quiet)


def test_having_to_send_the_opponent_where_it_wins_a_board_costs_the_mover() -> None:
    # X to move. Every empty cell of board 0 (cells 1 and 2) sends O to board 1 or 2, where O
    # has two in a row; board 4 has cells that send O to boards it cannot win at once.
    rows = """
    X..|OO.|OO.
    OOX|...|...
    XXO|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    X..|...|X..
    ...|...|...
    ...|...|..X"""
    cornered, free_to_choose = position(rows, "0"), position(rows, "4")
    assert GAME.to_move(cornered) == "X"
    assert not small_board_winning_moves(GAME, cornered) and not small_board_winning_moves(GAME, free_to_choose)
    assert {board_of(move) for move in GAME.actions(cornered)} == {0}
    # Nothing else differs between the two: the score drops by the feature's points exactly.
    raw = {name: _raw_score(s.x, s.o, s.x_boards, s.o_boards, s.closed, s.forced, True)
           for name, s in (("cornered", cornered), ("free", free_to_choose))}
    assert heuristic.NO_SAFE_SEND > 0
    assert raw["cornered"] == pytest.approx(raw["free"] - heuristic.NO_SAFE_SEND, abs=1e-12)
    assert ultimate_evaluation(cornered) < ultimate_evaluation(free_to_choose)


def test_two_open_boards_that_each_win_the_game_are_a_fork_worth_more_than_their_lines() -> None:
    fork = (0b000000011 | 0b001000000, 0)  # X holds boards 0, 1 and 6: boards 2 and 3 each win
    single = (0b000000011, 0)  # boards 0 and 1: only board 2 wins
    for x_boards, o_boards in (fork, single):
        x_big = heuristic._big_grid(x_boards, o_boards, x_boards | o_boards)[3]
        assert x_big.bit_count() == (2 if x_boards == fork[0] else 1)
    forked = heuristic._big_grid(fork[0], 0, fork[0])[0]
    # the fork's points: its boards and live lines, plus BIG_FORK once
    lines = sum(heuristic.LINE_TWO if (fork[0] & m).bit_count() == 2 else heuristic.LINE_ONE
                for m in heuristic._LINE_MASKS if fork[0] & m and (fork[0] & m).bit_count() < 3)
    assert forked == pytest.approx(3 * heuristic.WON_BOARD + lines + heuristic.BIG_FORK, abs=1e-12)
    assert heuristic.BIG_FORK > 0


# --------------------------------------------------------------------------- tactics


@pytest.mark.parametrize("seed", range(6))
def test_tactical_move_lists_agree_with_trying_every_move(seed: int) -> None:
    for state in random_states(seed, games=1):
        if GAME.is_terminal(state):
            continue
        mover = GAME.to_move(state)
        other = "O" if mover == "X" else "X"
        moves = GAME.actions(state)
        assert game_winning_moves(GAME, state) == [m for m in moves if GAME.result(state, m).winner == mover]
        boards = 2 if mover == "X" else 3
        wins_board = [m for m in moves if GAME.result(state, m)[boards] != state[boards]]
        assert small_board_winning_moves(GAME, state) == wins_board
        blocks = [m for m in moves if _completes_for(state, m, other)]
        assert small_board_winning_moves(GAME, state, other) == blocks


def _completes_for(state: UltimateState, move: Cell, side: str) -> bool:
    """Would ``side``'s stone on ``move`` win its small board? (Flip the stones and try.)"""
    x, o, xb, ob, closed, _, _, stones, game = state
    board = board_of(move)
    stones_for_side = stones if (side == "X") == (stones % 2 == 0) else stones + 1
    trial = UltimateState(x, o, xb, ob, closed, board, None, stones_for_side, game)
    boards = 2 if side == "X" else 3
    return bool(GAME.result(trial, move)[boards] >> board & 1)


def test_win_block_takes_a_game_win() -> None:
    state = position("""
    XXX|XXX|XX.
    OO.|OO.|OO.
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|..O
    ...|...|...
    ...|...|O..""", "2")
    for seed in range(5):
        decision = UltimateWinBlockPlayer(seed=seed).decide(GAME, state)
        assert (decision.move, decision.reason) == ((0, 8), "win")


def test_win_block_does_not_send_the_opponent_where_they_win_the_game() -> None:
    # O may play anywhere; X has boards 0 and 1 and two in a row in board 2. An O stone on the
    # top-right cell of an open board sends X to board 2, where X wins the game.
    state = position("""
    XXX|XXX|XX.
    OO.|OO.|...
    ...|...|...
    ---+---+---
    ...|O..|...
    ...|...|...
    ...|...|...
    ---+---+---
    O..|...|...
    ...|...|...
    ...|...|..O""", "any")
    assert GAME.to_move(state) == "O"
    dangerous = [m for m in GAME.actions(state) if game_winning_moves(GAME, GAME.result(state, m))]
    assert (3, 5) in dangerous and (0, 8) not in dangerous  # (0, 8) takes X's cell in board 2
    for seed in range(10):
        decision = UltimateWinBlockPlayer(seed=seed).decide(GAME, state)
        assert decision.move not in dangerous
        assert decision.reason in ("block", "block board")
    assert RandomPlayer(seed=0).choose(GAME, state) in GAME.actions(state)


def test_win_block_wins_a_small_board_then_blocks_one() -> None:
    state = position("""
    XX.|...|...
    OO.|...|...
    ...|...|...
    ---+---+---
    ...|O..|...
    ...|...|...
    ...|..X|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...""", "0")
    decision = UltimateWinBlockPlayer(seed=0).decide(GAME, state)
    assert (decision.move, decision.reason) == ((0, 2), "win board")
    blocked = position("""
    X..|...|...
    OO.|...|...
    ...|...|...
    ---+---+---
    ...|O..|...
    ...|...|...
    ...|..X|...
    ---+---+---
    ...|...|...
    ...|...|...
    ..X|...|...""", "0")
    decision = UltimateWinBlockPlayer(seed=0).decide(GAME, blocked)
    assert (decision.move, decision.reason) == ((1, 2), "block board")


def test_win_block_refuses_other_games_and_finished_ones() -> None:
    with pytest.raises(ValueError, match="plays Ultimate only"):
        UltimateWinBlockPlayer().choose(TicTacToe(), TicTacToe().initial_state())
    finished = GAME.result(position("""
    XXX|XXX|XX.
    OO.|OO.|OO.
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|..O
    ...|...|...
    ...|...|O..""", "2"), (0, 8))
    with pytest.raises(ValueError, match="the game is over"):
        UltimateWinBlockPlayer().choose(GAME, finished)


@given(st.integers(0, 2**32 - 1))
@settings(max_examples=15, deadline=None)
def test_every_preset_plays_only_legal_moves(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.initial_state()
    for _ in range(rng.randrange(0, 40)):
        if GAME.is_terminal(state):
            break
        state = GAME.result(state, rng.choice(GAME.actions(state)))
    if GAME.is_terminal(state):
        return
    for kind, options in [("random", {}), ("win-block", {}), ("alpha-beta", {"depth": 2}),
                          ("mcts", {"iterations": 30}), ("mcts+", {"iterations": 30}),
                          ("alpha-beta+", {"seconds": 0.05}),
                          ("alpha-beta+", {"seconds": 0.05, "order": ultimate_order})]:
        assert GAME.is_legal(state, ultimate_player(kind, seed, **options).choose(GAME, state))


def test_presets_are_named_and_reject_unknown_kinds_and_options() -> None:
    assert list(ULTIMATE_AIS) == ["random", "win-block", "alpha-beta", "mcts", "mcts+", "alpha-beta+"]
    assert ultimate_player("alpha-beta").name == "AlphaBeta(depth=4)"
    assert ultimate_player("mcts").name == "MCTS(2000)"
    assert ultimate_player("mcts+").name == f"MCTS+({MCTS_PLUS_ITERATIONS})"
    assert ultimate_player("mcts+", iterations=50).name == "MCTS+(50)"
    assert ultimate_player("mcts+", seconds=0.25).name == "MCTS+(0.25 s)"
    assert ultimate_player("alpha-beta+").name == f"AlphaBeta+({ALPHABETA_PLUS_NODES:,} nodes)"
    assert ultimate_player("alpha-beta+", seconds=1.0).name == "AlphaBeta+(1 s)"
    assert ultimate_player("alpha-beta+").order is None  # type: ignore[attr-defined]
    assert ultimate_player("alpha-beta+", order=ultimate_order).order is ultimate_order  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="no Ultimate AI 'minimax'"):
        ultimate_player("minimax")
    with pytest.raises(ValueError, match="takes \\['name'\\], not \\['depth'\\]"):
        ultimate_player("random", depth=3)


# --------------------------------------------------------------------------- recorded searches


def test_a_depth_2_alpha_beta_tree_on_ultimate_is_recorded_without_changing_the_result() -> None:
    state = random_states(7, games=1)[12]
    plain = alphabeta(GAME, state, depth=2, evaluate=ultimate_evaluation)
    tree = SearchTree()
    recorded = alphabeta(GAME, state, depth=2, evaluate=ultimate_evaluation, observer=tree)
    assert (recorded.value, recorded.move, recorded.pv, recorded.nodes) == (plain.value, plain.move, plain.pv,
                                                                          plain.nodes)
    assert len(tree) == plain.nodes
    assert tree.root.value == plain.value and tree.root.kind == "expanded"
    kinds = {node.kind for node in tree}
    assert "cutoff" in kinds  # leaves at depth 2 were scored by the evaluation
    assert max(node.depth for node in tree) == 2
    graph = tree.to_networkx()
    assert graph.number_of_nodes() == plain.nodes


def test_the_players_record_their_searches_on_ultimate() -> None:
    state = random_states(3, games=1)[10]
    decision = HeuristicPlayer(2, ultimate_evaluation, seed=1, record=True).decide(GAME, state)
    assert decision.tree is not None and decision.tree.root.value is not None
    assert decision.search is not None and decision.move in decision.search.best_moves()
    plain_mcts = mcts(GAME, state, iterations=200, seed=4)
    tree = SearchTree()
    recorded = mcts(GAME, state, iterations=200, seed=4, observer=tree)
    assert recorded.move == plain_mcts.move and recorded.nodes == plain_mcts.nodes == len(tree)
    decision = MCTSPlayer(200, seed=4, record=True).decide(GAME, state)
    assert decision.tree is not None and decision.search is not None
    assert len(decision.tree) == decision.search.nodes


# --------------------------------------------------------------------------- tournament


def test_win_block_beats_random() -> None:
    table = tournament([ultimate_player("win-block"), RandomPlayer()], games=20, boards=[GAME], seed=0,
                       progress=False)
    totals = table.totals("Ultimate WinBlock")
    assert totals["wins"] >= 15, totals


@pytest.mark.slow
def test_acceptance_alpha_beta_depth_4_beats_win_block() -> None:
    """Issue 8 wants >= 80 % over 200 games (see the benchmark); 24 games here, >= 70 %."""
    table = tournament([ultimate_player("alpha-beta"), ultimate_player("win-block")], games=24, boards=[GAME],
                       seed=0, progress=False)
    totals = table.totals("AlphaBeta(depth=4)")
    assert totals["wins"] >= 0.7 * totals["games"], totals


@pytest.mark.slow
def test_acceptance_mcts_beats_random() -> None:
    """Issue 8 wants MCTS(2000) to win >= 95 % of 200 games (see the benchmark); that costs
    half an hour, so here MCTS with 300 playouts per move plays 16 games and must win 15."""
    table = tournament([ultimate_player("mcts", iterations=300), RandomPlayer()], games=16, boards=[GAME],
                       seed=0, progress=False)
    totals = table.totals("MCTS(300)")
    assert totals["wins"] >= 15, totals
