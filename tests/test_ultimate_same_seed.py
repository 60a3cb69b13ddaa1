"""Ultimate's top levels play the same games for the same seed on any machine: ``"mcts+"`` and
``"alpha-beta+"`` (the contest's Ultimate levels 5 and 6, the arcade's and the CLI's presets)
count their budgets in playouts and nodes by default, seconds only a far safety net, so a
regrade on a busy machine gives the same games and the same standings. Tested as
``test_budgets.py`` tests the m,n,k levels: with a clock made slow."""

from __future__ import annotations

import time
from typing import Any

import pytest

from ttt_lab.contest.games import contest_game
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players import RandomPlayer
from ttt_lab.players.ultimate import ultimate_player

GAME = Ultimate()
LEVEL_KINDS = {5: "mcts+", 6: "alpha-beta+"}
OPENING_PLIES = 16
"""Random plies before the AI joins: a middle game, where a shallower search picks other moves
(in the opening, depth 3 and depth 8 agree on the first moves far too often to tell)."""
AI_MOVES = 4
"""The AI's moves played per game (about 1 s each), before either search proves a result."""
SLOW_CLOCK_STEPS = {5: 2e-4, 6: 2e-3}
"""Seconds the slow clock adds at each reading, per level: each makes a timed search of these
levels (1 s a move, as they once were) do a half or less of its work, and stays far below their
10 s safety net when counted. ``"mcts+"`` reads the clock once a playout (about every 70
microseconds; counted, 12,000 readings: 2.4 s more); ``"alpha-beta+"`` timed reads it about
every 2 ms of work, counted every 1,024 nodes (about 150 readings a move: 0.3 s more)."""


def _ai_moves(player: Any, seed: int) -> list[tuple[Any, str]]:
    """The player's first :data:`AI_MOVES` moves and their reasons against a random mover, after
    :data:`OPENING_PLIES` random plies, as X for an odd seed and as O for an even one (one player
    object for all its moves, as the contest keeps it: its tree or table carries over)."""
    opponent = RandomPlayer(seed)
    seats = [player, opponent] if seed % 2 else [opponent, player]
    state, played = GAME.initial_state(), []
    turn = 0
    while len(played) < AI_MOVES and not GAME.is_terminal(state):
        mover = seats[turn % 2] if turn >= OPENING_PLIES else opponent
        decision = mover.decide(GAME, state)
        if mover is player:
            played.append((decision.move, decision.reason))
        state, turn = GAME.result(state, decision.move), turn + 1
    return played


@pytest.mark.parametrize("number", sorted(LEVEL_KINDS))
def test_the_contest_ultimate_levels_5_and_6_play_the_same_moves_for_the_same_seed_on_a_slow_machine(
        number: int, monkeypatch: pytest.MonkeyPatch) -> None:
    level = contest_game("ultimate")
    # the contest's sparring partner is the preset as ultimate_player builds it by default
    assert level.level_player(number, 0).name == ultimate_player(LEVEL_KINDS[number], 0).name
    normal = {seed: _ai_moves(level.level_player(number, seed), seed) for seed in (1, 2)}
    real, readings = time.perf_counter, 0

    def slow_clock() -> float:  # every reading finds the machine a little slower than it is
        nonlocal readings
        readings += 1
        return real() + readings * SLOW_CLOCK_STEPS[number]

    monkeypatch.setattr(time, "perf_counter", slow_clock)
    slow = {seed: _ai_moves(level.level_player(number, seed), seed) for seed in (1, 2)}
    monkeypatch.undo()
    assert slow == normal
    assert all(reason == "search" for moves in normal.values() for _, reason in moves)
