"""Iterative deepening that makes use of the iteration its budget interrupts (issue 31): the
root's best move so far, once the last iteration's move is searched in full at the new depth."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ttt_lab import Ultimate
from ttt_lab.players.anytime import DeepeningPlayer
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.search import Budget, SearchLimitError, alphabeta, iterative_deepening

GAME = Ultimate()


def ultimate_position(seed: int, moves: int = 12) -> Any:
    rng = random.Random(seed)
    state = GAME.initial_state()
    for _ in range(moves):
        state = GAME.result(state, rng.choice(list(GAME.actions(state))))
    return state


def child_value(state: Any, move: Any, depth: int) -> float:
    """The move's value searched to ``depth`` plies from ``state`` (its child to ``depth - 1``)."""
    return alphabeta(GAME, GAME.result(state, move), depth=depth - 1, evaluate=ultimate_evaluation,
                     quick_wins=True).value


def test_an_interrupted_search_tells_the_best_root_move_it_searched_in_full() -> None:
    state = ultimate_position(3)
    whole = alphabeta(GAME, state, depth=4, evaluate=ultimate_evaluation, quick_wins=True)
    with pytest.raises(SearchLimitError) as early:
        alphabeta(GAME, state, depth=4, evaluate=ultimate_evaluation, quick_wins=True, budget=Budget(nodes=3))
    assert early.value.partial is None  # not one root move searched in full
    with pytest.raises(SearchLimitError) as late:
        alphabeta(GAME, state, depth=4, evaluate=ultimate_evaluation, quick_wins=True,
                  budget=Budget(nodes=whole.nodes - 1))
    partial = late.value.partial
    moves = list(GAME.actions(state))
    assert partial.stats["first_move"] == moves[0] and partial.stats["root_moves"] == len(moves)
    searched = moves[:partial.stats["root_moves_searched"]]
    assert 1 <= len(searched) <= len(moves) and partial.stats["bound"] == "exact"
    values = {move: child_value(state, move, 4) for move in searched}
    best = max(values.values()) if GAME.to_move(state) == GAME.players[0] else min(values.values())
    assert partial.value == pytest.approx(best) and values[partial.move] == pytest.approx(best)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_interrupted_iterations_move_is_the_last_ones_or_proven_better(seed: int) -> None:
    state = ultimate_position(seed)
    maximizing = GAME.to_move(state) == GAME.players[0]
    whole = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, max_depth=5, null_window=True)
    rows = whole.stats["iterations"]
    if len(rows) < 5:
        pytest.skip("a forced result ended the deepening early")
    taken = 0
    for share in (0.1, 0.3, 0.5, 0.7, 0.9):
        budget = Budget(nodes=sum(row["nodes"] for row in rows[:3]) + int(share * rows[3]["nodes"]))
        plain = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, max_depth=5, null_window=True,
                                    budget=budget)
        used = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, max_depth=5, null_window=True,
                                   budget=budget, unfinished=True)
        assert plain.move == rows[2]["move"] and plain.stats["move_depth"] == 3 and "unfinished" not in plain.stats
        assert used.depth == 3 and used.nodes == plain.nodes
        if "unfinished" not in used.stats:  # the last iteration's move not yet searched in full
            assert used.move == plain.move and used.stats["move_depth"] == 3
            continue
        taken += 1
        info = used.stats["unfinished"]
        assert info["depth"] == 4 == used.stats["move_depth"] and used.move == info["move"]
        assert 1 <= info["root_moves_searched"] <= info["root_moves"]
        last, chosen = child_value(state, plain.move, 4), child_value(state, used.move, 4)
        assert (chosen >= last if maximizing else chosen <= last)  # at depth 4, never worse than the last move
        if info["bound"] == "exact":
            assert used.value == pytest.approx(chosen)
    assert taken > 0


def test_a_deepening_player_plays_the_move_of_the_iteration_it_says() -> None:
    state = ultimate_position(7)
    player = DeepeningPlayer(0.3, ultimate_evaluation, unfinished=True)
    decision = player.decide(GAME, state)
    search = decision.search
    assert decision.move == search.move and decision.move in GAME.actions(state)
    assert search.stats["move_depth"] in (search.depth, search.depth + 1)
