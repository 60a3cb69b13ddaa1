"""Every AI answers at once: each searching level has a budget per move, and when perfect play
(or the full look-ahead) does not fit in it, the player plays the best move it found and the
decision, the search result and the board say so.

Budgets are counted in nodes (the same nodes, the same moves on any machine), the levels' own
too, with seconds only as a far safety net; their times are in
``benchmarks/bench_ai_replies.py``, never asserted.
"""

from __future__ import annotations

import pytest

from ttt_lab.arena import play_game
from ttt_lab.games import MNK, TicTacToe
from ttt_lab.players import LEVELS, HeuristicPlayer, PerfectPlayer, RandomPlayer, player_for_level
from ttt_lab.players.levels import MOVE_BUDGET
from ttt_lab.search import Budget

BIG = MNK(6, 5, 4)  # a first-player win that takes the solver far more than 200 nodes


def test_a_perfect_player_past_its_budget_plays_the_heuristics_best_move_and_says_so() -> None:
    player = PerfectPlayer(seed=3, budget=Budget(nodes=200))
    decision = player.decide(BIG, BIG.initial_state())
    assert decision.reason == "fallback" and decision.move in BIG.actions(BIG.initial_state())
    assert decision.note == "perfect play not proven in 200 nodes; playing the heuristic's best move"
    assert decision.search is not None and decision.search.stats["fallback"] == decision.note
    heuristic = HeuristicPlayer(PerfectPlayer.FALLBACK_DEPTH).search(BIG, BIG.initial_state())
    assert decision.move in heuristic.best_moves()  # the heuristic's best, not any move
    again = PerfectPlayer(seed=3, budget=Budget(nodes=200)).decide(BIG, BIG.initial_state())
    assert again.move == decision.move  # the same seed, the same fallback move


def test_within_its_budget_a_perfect_player_is_perfect() -> None:
    budgeted, free = PerfectPlayer(seed=1, budget=Budget(nodes=10**6)), PerfectPlayer(seed=1)
    state = TicTacToe().parse("X../.O./...")
    first, second = budgeted.decide(TicTacToe(), state), free.decide(TicTacToe(), state)
    assert (first.reason, first.note, first.move) == ("search", None, second.move)


def test_a_heuristic_player_past_its_budget_plays_by_the_deepest_look_ahead_it_finished() -> None:
    state = MNK(7, 7, 5).parse("......./......./......./...X.../......./......./.......")
    deep = HeuristicPlayer(4, seed=0, budget=Budget(nodes=3_000)).decide(MNK(7, 7, 5), state)
    assert deep.reason == "fallback" and deep.search is not None
    reached = deep.search.stats["depth_reached"]
    assert 1 <= reached < 4 and deep.note == f"looked {reached} of 4 plies ahead in 3,000 nodes"
    shallow = HeuristicPlayer(reached, seed=0).search(MNK(7, 7, 5), state)
    assert deep.search.move_values == shallow.move_values  # exactly the look-ahead it finished


@pytest.mark.parametrize("number", sorted(LEVELS))
def test_on_their_own_boards_the_levels_never_need_to_fall_back(number: int) -> None:
    level = LEVELS[number]
    player = player_for_level(number, seed=number)
    seats = [player, RandomPlayer(number)] if level.ai_moves_first else [RandomPlayer(number), player]
    record = play_game(level.game, seats, seed=number)
    state = record.states[0]
    for move, mover in zip(record.moves, record.movers, strict=True):
        if seats[mover] is player:
            assert player.decide(level.game, state).reason != "fallback"
        state = level.game.result(state, move)
    assert getattr(player, "budget", MOVE_BUDGET) in (MOVE_BUDGET, None)


@pytest.mark.parametrize("board", [(7, 7, 5), (9, 9, 5)])
@pytest.mark.parametrize("number", sorted(LEVELS))
def test_a_big_custom_board_gets_an_answer_from_every_level_and_says_when_it_fell_back(
        board: tuple[int, int, int], number: int) -> None:
    from ttt_lab.widgets import Board

    game = MNK(*board)
    widget = Board(game, x="human", o=number, seed=0)
    widget.cells[game.n // 2, game.m // 2].click()
    assert len(widget.moves) == 2 and widget.players["O"] != "human"  # the AI answered
    decision = widget.last_decisions["O"]
    if decision.reason == "fallback":
        assert decision.note and f"O: {decision.note}" in widget.status
    else:
        assert " · " not in widget.status
    if number >= 6:  # no machine proves these boards within a level's budget
        assert decision.reason == "fallback" and f"perfect play not proven in {MOVE_BUDGET}" in widget.status
    if number <= 4:  # rules and a few playouts always fit
        assert decision.reason != "fallback"


SLOW_CLOCK_STEP = 1e-4
"""Seconds the slow clock adds at each reading. A level-7 move that sets traps reads the clock
about 27,000 times (seed 1): 2.7 s more, far past the 1 s of time budget the levels once had,
well below their safety net (``SAFETY_SECONDS``)."""


def _level_game(number: int, seed: int) -> list[tuple[object, str]]:
    """The AI's moves and their reasons in one game of level ``number`` against a random mover."""
    level = LEVELS[number]
    player = player_for_level(number, seed=seed)
    seats = [player, RandomPlayer(seed)] if level.ai_moves_first else [RandomPlayer(seed), player]
    decisions = []
    decide = player.decide

    def recorded(game: MNK, state: object) -> object:
        decision = decide(game, state)
        decisions.append((decision.move, decision.reason))
        return decision

    player.decide = recorded  # type: ignore[method-assign, assignment]
    play_game(level.game, seats, seed=seed)
    return decisions


@pytest.mark.parametrize("number", sorted(LEVELS))
def test_the_same_seed_plays_the_same_game_on_a_slow_machine(number: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # The developers' brief: "the same seed gives the same games", on any machine and under any load.
    import time

    normal = {seed: _level_game(number, seed) for seed in (1, 2)}
    real = time.perf_counter
    readings = 0

    def slow_clock() -> float:  # every reading finds the machine a little slower than it is
        nonlocal readings
        readings += 1
        return real() + readings * SLOW_CLOCK_STEP

    monkeypatch.setattr(time, "perf_counter", slow_clock)
    slow = {seed: _level_game(number, seed) for seed in (1, 2)}
    monkeypatch.undo()
    assert slow == normal
    assert all(reason != "fallback" for game in normal.values() for _, reason in game)
