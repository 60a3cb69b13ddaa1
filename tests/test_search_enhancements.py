"""Alpha-beta's speed options (issue 31): principal variation search, killer moves and the
history heuristic, aspiration windows. Each changes the nodes a search takes, never its value."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ttt_lab import MNK, TicTacToe, Ultimate
from ttt_lab.players.anytime import DeepeningPlayer
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.search import (
    Budget,
    SearchLimitError,
    TranspositionTable,
    alphabeta,
    iterative_deepening,
    line_evaluation,
)
from ttt_lab.search.history import MoveHistory

OPTIONS = [
    {"null_window": True},
    {"history": "history"},
    {"history": "killers"},
    {"history": "both", "null_window": True},
]


def ultimate_position(seed: int, moves: int = 12) -> Any:
    game, rng = Ultimate(), random.Random(seed)
    state = game.initial_state()
    for _ in range(moves):
        state = game.result(state, rng.choice(list(game.actions(state))))
    return state


def with_history(options: dict[str, Any]) -> dict[str, Any]:
    """The options with a new MoveHistory for ``history``'s name."""
    kind = options.get("history")
    if kind is None:
        return dict(options)
    return {**options, "history": MoveHistory(killers=kind in ("killers", "both"), history=kind in ("history", "both"))}


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_option_keeps_the_value_of_alpha_beta(options: dict[str, Any], seed: int) -> None:
    game, state = Ultimate(), ultimate_position(seed)
    plain = alphabeta(game, state, depth=4, evaluate=ultimate_evaluation, quick_wins=True)
    for table in (None, TranspositionTable()):
        result = alphabeta(game, state, depth=4, evaluate=ultimate_evaluation, quick_wins=True, table=table,
                           **with_history(options))
        assert result.value == pytest.approx(plain.value)
        assert result.move in game.actions(state) and result.pv[0] == result.move


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("prune_on_equal", [True, False])
def test_each_option_solves_tic_tac_toe_and_a_4x4_board(options: dict[str, Any], prune_on_equal: bool) -> None:
    game = TicTacToe()
    for text, value in (("X../.O./...", 0), ("XX./OO./...", 1), ("X.O/.O./X..", 1)):
        state = game.parse(text)
        assert alphabeta(game, state, prune_on_equal=prune_on_equal, **with_history(options)).value == value
    big = MNK(4, 4, 3)
    state = big.parse("X.../.O../..../....")
    plain = alphabeta(big, state, depth=4, evaluate=line_evaluation(big))
    assert alphabeta(big, state, depth=4, evaluate=line_evaluation(big), **with_history(options)).value == plain.value


def test_principal_variation_search_and_the_history_heuristic_save_nodes_on_ultimate() -> None:
    game = Ultimate()
    plain = enhanced = 0
    for seed in (1, 2, 3):
        state = ultimate_position(seed)
        plain += iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=5).nodes
        enhanced += iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=5, null_window=True,
                                        history=MoveHistory(killers=False)).nodes
    assert enhanced < 0.9 * plain


@pytest.mark.parametrize("aspiration", [1e-6, 0.05, 0.5])
def test_an_aspiration_window_keeps_each_iterations_value(aspiration: float) -> None:
    game, state = Ultimate(), ultimate_position(4)
    result = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=4, aspiration=aspiration)
    for row in result.stats["iterations"]:
        plain = alphabeta(game, state, depth=row["depth"], evaluate=ultimate_evaluation, quick_wins=True)
        assert row["value"] == pytest.approx(plain.value)
    assert result.nodes == sum(row["nodes"] for row in result.stats["iterations"])


def test_a_window_too_narrow_is_searched_again_and_the_second_search_is_counted() -> None:
    game, state = Ultimate(), ultimate_position(5)
    narrow = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=4, aspiration=1e-9,
                                 reuse_table=False)
    whole = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=4, reuse_table=False)
    # Every iteration after the first misses a window of 1e-9 and is searched twice.
    assert narrow.stats["iterations"][0]["nodes"] == whole.stats["iterations"][0]["nodes"]
    for tight, plain in zip(narrow.stats["iterations"][1:], whole.stats["iterations"][1:], strict=True):
        assert tight["nodes"] > plain["nodes"]


def test_killers_are_tried_first_and_history_orders_the_rest() -> None:
    memory = MoveHistory()
    memory.reward("b", ply=2, remaining=3, maximizing=True)
    memory.reward("c", ply=5, remaining=1, maximizing=True)
    memory.reward("c", ply=5, remaining=1, maximizing=True)
    # history: b 9 points, c 2; killers at ply 5: c
    assert memory.ordered(["a", "b", "c", "d"], ply=5, maximizing=True) == ["c", "b", "a", "d"]
    assert memory.ordered(["a", "b", "c", "d"], ply=4, maximizing=True) == ["b", "c", "a", "d"]
    assert memory.ordered(["a", "b", "c", "d"], ply=4, maximizing=False) == ["a", "b", "c", "d"]
    shared = ["d", "c"]
    assert memory.ordered(shared, ply=5, maximizing=True) == ["c", "d"] and shared == ["d", "c"]
    memory.clear()
    assert memory.ordered(["a", "b", "c"], ply=5, maximizing=True) == ["a", "b", "c"]


def test_bad_options_are_refused() -> None:
    game = TicTacToe()
    with pytest.raises(ValueError, match="killers=True or history=True"):
        MoveHistory(killers=False, history=False)
    with pytest.raises(ValueError, match="history must be a MoveHistory"):
        alphabeta(game, game.initial_state(), history=True)  # type: ignore[arg-type]
    for bad in (0, -0.1, float("inf"), float("nan"), True, "0.1"):
        with pytest.raises(ValueError, match="aspiration"):
            iterative_deepening(game, game.initial_state(), evaluate=line_evaluation(game), aspiration=bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="aspiration"):
            DeepeningPlayer(0.1, line_evaluation(game), aspiration=bad)  # type: ignore[arg-type]


def test_a_time_budget_counts_the_interrupted_iterations_nodes() -> None:
    game, state = Ultimate(), ultimate_position(6)
    result = iterative_deepening(game, state, evaluate=ultimate_evaluation, budget=Budget(seconds=0.2))
    assert result.stats["stopped"] == "budget" and result.stats["unfinished_nodes"] > 0
    assert result.nodes == sum(row["nodes"] for row in result.stats["iterations"]) + result.stats["unfinished_nodes"]
    with pytest.raises(SearchLimitError) as stop:
        alphabeta(game, state, depth=6, evaluate=ultimate_evaluation, budget=Budget(nodes=500))
    assert stop.value.nodes == 500


def test_a_deepening_player_with_every_option_plays_the_search_move() -> None:
    game, state = Ultimate(), ultimate_position(7)
    player = DeepeningPlayer(0.2, ultimate_evaluation, history=True, killers=True, null_window=True, aspiration=0.1)
    decision = player.decide(game, state)
    assert decision.reason == "search" and decision.move in game.actions(state)
    assert decision.move == decision.search.move and decision.search.depth >= 2


def test_an_aged_history_keeps_half_of_each_score_and_no_killers() -> None:
    memory = MoveHistory(killers=True, history=True)
    memory.reward((1, 1), ply=2, remaining=3, maximizing=True)  # 9 points
    memory.reward((0, 0), ply=2, remaining=1, maximizing=False)  # 1 point
    memory.age()
    assert dict(memory.points[True]) == {(1, 1): 4} and dict(memory.points[False]) == {}
    assert memory.killers == {}


def test_a_player_that_keeps_its_history_orders_the_next_move_by_the_last_ones_cutoffs() -> None:
    game, state = Ultimate(), ultimate_position(8)
    keeping = DeepeningPlayer(0.2, ultimate_evaluation, keep_history=True)
    move = keeping.decide(game, state).move
    kept = keeping._history
    assert kept is not None and (kept.points[True] or kept.points[False])
    before = {move: points for side in kept.points for move, points in side.items()}
    keeping.decide(game, game.result(state, move))
    assert keeping._history is kept  # the same memory, aged and filled again
    after = {move: points for side in kept.points for move, points in side.items()}
    assert any(after.get(move, 0) >= points // 2 > 0 for move, points in before.items())
    fresh = DeepeningPlayer(0.2, ultimate_evaluation)
    fresh.decide(game, state)
    assert fresh._history is None
