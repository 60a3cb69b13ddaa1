"""DeepeningPlayer: iterative deepening alpha-beta at a time budget (Ultimate's top level),
its table kept between moves, its budget kept under load, and iterative_deepening's table
and garbage-collector pause that it relies on."""

from __future__ import annotations

import gc
import sys
import types
from typing import Any

import pytest

from ttt_lab import TicTacToe, Ultimate
from ttt_lab.players.anytime import DeepeningPlayer
from ttt_lab.players.levels import SAFETY_SECONDS
from ttt_lab.players.ultimate import ALPHABETA_PLUS_NODES, ULTIMATE_AIS, ultimate_evaluation, ultimate_player
from ttt_lab.search import Budget, SearchLimitError, alphabeta, iterative_deepening, line_evaluation
from ttt_lab.search.table import TranspositionTable

GAME = Ultimate()
MODULE = sys.modules["ttt_lab.players.anytime"]


def spy_on_budgets(monkeypatch: pytest.MonkeyPatch, readings: list[float], depth: int = 2) -> list[float]:
    """The seconds each search is given, under a fake clock; each search runs to ``depth``."""
    asked: list[float] = []

    def spy(game: Any, state: Any, **options: Any) -> Any:
        asked.append(options["budget"].seconds)
        return iterative_deepening(game, state, **{**options, "budget": None, "max_depth": depth})

    clock = iter(readings)
    monkeypatch.setattr(MODULE, "iterative_deepening", spy)
    monkeypatch.setattr(MODULE, "time", types.SimpleNamespace(perf_counter=lambda: next(clock)))
    return asked


def test_a_move_is_the_deepest_finished_iterations_move() -> None:
    player = DeepeningPlayer(0.3, ultimate_evaluation, seed=0)
    state = GAME.initial_state()
    for _ in range(3):
        decision = player.decide(GAME, state)
        search = decision.search
        assert decision.reason == "search" and search is not None and GAME.is_legal(state, decision.move)
        deepest = search.stats["iterations"][-1]
        assert decision.move == deepest["move"] == search.move and search.depth == deepest["depth"] >= 2
        state = GAME.result(state, decision.move)


def test_a_won_position_is_proved_and_played() -> None:
    game = TicTacToe()
    decision = DeepeningPlayer(0.5, line_evaluation(game), seed=0).decide(game, game.parse("XX./OO./..."))
    assert decision.move == (0, 2) and decision.search is not None and decision.search.stats["stopped"] == "proved"


def test_each_search_gets_the_budget_less_the_margin_the_overheads_and_the_time_before_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A fake clock: two readings a move before the search (called, search starts), one after."""
    monkeypatch.setattr(MODULE, "MARGIN", 0.2)
    monkeypatch.setattr(MODULE, "OVERHEAD_MOVES", 2)
    asked = spy_on_budgets(monkeypatch, [0.0, 0.0, 0.25, 1.0, 1.02, 1.1, 2.0, 2.0, 2.1, 3.0, 3.0, 3.1])
    player = DeepeningPlayer(0.25, ultimate_evaluation, seed=0)
    state = GAME.initial_state()
    for _ in range(4):
        state = GAME.result(state, player.choose(GAME, state))
    # 0.25 less a fifth (0.2), which took 0.25: 0.05 over. Next: 0.2 - 0.05, less the 0.02 spent
    # before the search (0.13), on time; then 0.15 again; once the 0.05 has aged out (two moves), 0.2.
    assert asked == [pytest.approx(0.2), pytest.approx(0.13), pytest.approx(0.15), pytest.approx(0.2)]


def test_the_search_gets_half_the_budget_at_least(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MODULE, "MARGIN", 0.0)
    asked = spy_on_budgets(monkeypatch, [0.0, 0.0, 5.0, 10.0, 10.0, 10.1])
    player = DeepeningPlayer(1.0, ultimate_evaluation, seed=0)
    state = GAME.result(GAME.initial_state(), player.choose(GAME, GAME.initial_state()))
    player.choose(GAME, state)
    assert asked == [1.0, 0.5]  # a 4 s overrun does not starve the next move


def test_the_table_is_kept_between_moves_until_reset_or_full(monkeypatch: pytest.MonkeyPatch) -> None:
    tables: list[TranspositionTable] = []

    def spy(game: Any, state: Any, **options: Any) -> Any:
        tables.append(options["table"])
        return iterative_deepening(game, state, **{**options, "budget": None, "max_depth": 2})

    monkeypatch.setattr(MODULE, "iterative_deepening", spy)
    player = DeepeningPlayer(1.0, ultimate_evaluation, seed=0)
    state = GAME.initial_state()
    for _ in range(2):
        state = GAME.result(state, player.choose(GAME, state))
    assert tables[0] is tables[1] and len(tables[0]) > 0
    player.reset()
    player.choose(GAME, state)
    assert tables[2] is not tables[1]
    monkeypatch.setattr(MODULE, "TABLE_ENTRIES", len(tables[2]))  # full: the next move starts afresh
    player.choose(GAME, state)
    assert tables[3] is not tables[2]


def test_the_kept_table_changes_no_value_at_a_fixed_depth() -> None:
    """Entries from an earlier search are bounds at their own depth: a search of the next
    position with the kept table gets the same value as with a new one."""
    state = GAME.initial_state()
    table = TranspositionTable()
    for _ in range(4):
        kept = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, max_depth=3, table=table)
        fresh = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, max_depth=3)
        assert kept.value == pytest.approx(fresh.value)
        state = GAME.result(state, fresh.move)


def test_no_time_for_even_one_ply_plays_a_legal_move_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def out_of_time(game: Any, state: Any, **options: Any) -> Any:
        raise SearchLimitError("the budget ran out")

    monkeypatch.setattr(MODULE, "iterative_deepening", out_of_time)
    decision = DeepeningPlayer(0.01, ultimate_evaluation, seed=0).decide(GAME, GAME.initial_state())
    assert decision.reason == "fallback" and decision.note is not None and "no time" in decision.note
    assert GAME.is_legal(GAME.initial_state(), decision.move)


def test_a_recorded_move_holds_the_alphabeta_tree_of_the_depth_reached() -> None:
    state = GAME.result(GAME.initial_state(), (4, 4))
    decision = DeepeningPlayer(0.3, ultimate_evaluation, seed=0, record=True).decide(GAME, state)
    assert decision.tree is not None and decision.search is not None
    plain = alphabeta(GAME, state, depth=decision.search.depth, evaluate=ultimate_evaluation, quick_wins=True)
    assert decision.tree.root.value == pytest.approx(plain.value)


def test_bad_budgets_and_a_missing_evaluation_are_refused() -> None:
    for seconds in (0, -1, float("inf"), float("nan"), True, "1"):
        with pytest.raises(ValueError, match="seconds must be a finite number > 0"):
            DeepeningPlayer(seconds)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="needs evaluate"):
        DeepeningPlayer(0.1).decide(GAME, GAME.initial_state())
    with pytest.raises(ValueError, match="table must be a TranspositionTable"):
        iterative_deepening(GAME, GAME.initial_state(), evaluate=ultimate_evaluation, max_depth=1, table={})


def test_iterative_deepening_pauses_the_collector_and_restores_it() -> None:
    seen: list[bool] = []

    def evaluate(state: Any) -> float:
        seen.append(gc.isenabled())
        return ultimate_evaluation(state)

    assert gc.isenabled()
    iterative_deepening(GAME, GAME.initial_state(), evaluate=evaluate, max_depth=1)
    assert seen and not any(seen) and gc.isenabled()
    with pytest.raises(SearchLimitError):
        iterative_deepening(GAME, GAME.initial_state(), evaluate=evaluate, budget=Budget(nodes=2))
    assert gc.isenabled()


def test_the_collector_waits_for_the_whole_move(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    real = MODULE.legal_moves

    def spy(game: Any, state: Any) -> Any:
        seen.append(gc.isenabled())
        return real(game, state)

    monkeypatch.setattr(MODULE, "legal_moves", spy)
    assert gc.isenabled()
    DeepeningPlayer(0.05, ultimate_evaluation, seed=0).decide(GAME, GAME.initial_state())
    assert seen == [False] and gc.isenabled()


def test_the_top_ultimate_level_is_deepening_alpha_beta_with_the_evaluation() -> None:
    from ttt_lab.contest.games import contest_game

    assert list(ULTIMATE_AIS)[-1] == "alpha-beta+"
    top = ultimate_player("alpha-beta+", seed=0)
    assert isinstance(top, DeepeningPlayer) and top.evaluate is ultimate_evaluation
    assert (top.nodes, top.seconds) == (ALPHABETA_PLUS_NODES, SAFETY_SECONDS)  # counted; the seconds a safety net
    assert top.name == f"AlphaBeta+({ALPHABETA_PLUS_NODES:,} nodes)"
    timed = ultimate_player("alpha-beta+", seconds=0.25)
    assert isinstance(timed, DeepeningPlayer) and (timed.seconds, timed.nodes) == (0.25, None)
    contest = contest_game("ultimate")
    assert isinstance(contest.make_level(max(contest.level_names), 0), DeepeningPlayer)  # the sparring partner
    with pytest.raises(ValueError, match="takes \\['name', 'nodes', 'order', 'seconds'\\], not \\['iterations'\\]"):
        ultimate_player("alpha-beta+", iterations=100)


def test_a_table_let_go_of_is_freed_at_once_without_the_garbage_collector() -> None:
    # A timed player puts the cyclic collector off, so a table must not wait for it: neither a
    # search's MAX-VALUE/MIN-VALUE pair nor a budget's error may keep it alive in a cycle.
    import weakref

    collecting = gc.isenabled()
    gc.disable()
    try:
        table = TranspositionTable()
        alphabeta(GAME, GAME.initial_state(), depth=2, evaluate=ultimate_evaluation, table=table)
        searched = weakref.ref(table)
        del table
        assert searched() is None
        player = DeepeningPlayer(0.1, ultimate_evaluation)
        player.decide(GAME, GAME.initial_state())  # stopped by its budget: a SearchLimitError inside
        kept = weakref.ref(player._table)  # type: ignore[arg-type]
        del player
        assert kept() is None
    finally:
        if collecting:
            gc.enable()


def _counted_moves(nodes: int, plies: int) -> list[tuple[Any, ...]]:
    """What a node-budgeted player decides over its first ``plies`` moves of self-play."""
    player = DeepeningPlayer(nodes=nodes, evaluate=ultimate_evaluation, seed=0)
    state, decided = GAME.initial_state(), []
    for _ in range(plies):
        decision = player.decide(GAME, state)
        assert decision.search is not None
        decided.append((decision.move, decision.reason, decision.search.depth, decision.search.nodes,
                        decision.search.stats["stopped"], decision.search.stats["move_depth"]))
        state = GAME.result(state, decision.move)
    return decided


def test_a_node_budget_cuts_the_same_iteration_at_the_same_node_however_slow_the_clock(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    normal = _counted_moves(30_000, 3)
    assert all(stopped == "budget" and 0 < nodes <= 30_000 for _, _, _, nodes, stopped, _ in normal)
    real, readings = time.perf_counter, 0

    def slow_clock() -> float:  # each reading finds the machine a millisecond slower
        nonlocal readings
        readings += 1
        return real() + readings * 1e-3

    monkeypatch.setattr(time, "perf_counter", slow_clock)
    assert _counted_moves(30_000, 3) == normal


def test_a_node_budget_is_checked_and_named() -> None:
    assert DeepeningPlayer(nodes=5_000).name == "Deepening(5,000 nodes)"
    assert DeepeningPlayer(2.0, nodes=5_000).seconds == 2.0  # then only a safety net
    with pytest.raises(ValueError, match="nodes must be an int > 0 or None, got 0"):
        DeepeningPlayer(nodes=0)
    with pytest.raises(ValueError, match="seconds must be a finite number > 0, got None"):
        DeepeningPlayer()
