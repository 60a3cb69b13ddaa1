"""Anytime search: iterative deepening with a budget, the ordering it carries from one
iteration to the next, and the checker with its student bugs."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import buggy_anytime as student
import buggy_quiescence as quiescence_student
import pytest

from ttt_lab import MNK, TicTacToe, Ultimate
from ttt_lab import exercises as ex
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.search import Budget, SearchLimitError, alphabeta, iterative_deepening, line_evaluation


def ultimate_position(seed: int, moves: int = 10) -> Any:
    game, rng = Ultimate(), random.Random(seed)
    state = game.initial_state()
    for _ in range(moves):
        state = game.result(state, rng.choice(list(game.actions(state))))
    return state


@pytest.mark.parametrize("reuse_table", [True, False])
def test_each_iteration_is_alphabeta_at_its_depth(reuse_table: bool) -> None:
    game = Ultimate()
    state = ultimate_position(1)
    result = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=4, reuse_table=reuse_table)
    assert [row["depth"] for row in result.stats["iterations"]] == [1, 2, 3, 4]
    for row in result.stats["iterations"]:
        plain = alphabeta(game, state, depth=row["depth"], evaluate=ultimate_evaluation, quick_wins=True)
        assert row["value"] == pytest.approx(plain.value)
    assert result.value == result.stats["iterations"][-1]["value"] and result.stats["stopped"] == "max depth"
    assert result.nodes == sum(row["nodes"] for row in result.stats["iterations"])


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_carrying_the_last_iterations_best_moves_saves_nodes(seed: int) -> None:
    game, state = Ultimate(), ultimate_position(seed)
    carried = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=5)
    fresh = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=5, reuse_table=False)
    assert carried.stats["iterations"][-1]["nodes"] < fresh.stats["iterations"][-1]["nodes"]
    assert carried.nodes < fresh.nodes


def test_a_node_budget_keeps_the_deepest_finished_iteration() -> None:
    game, state = Ultimate(), ultimate_position(2)
    whole = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=5)
    finished = whole.stats["iterations"]
    budget = sum(row["nodes"] for row in finished[:3]) + finished[3]["nodes"] // 2
    cut = iterative_deepening(game, state, evaluate=ultimate_evaluation, max_depth=5, budget=Budget(nodes=budget))
    assert cut.stats["stopped"] == "budget" and [row["depth"] for row in cut.stats["iterations"]] == [1, 2, 3]
    assert cut.move == finished[2]["move"] and cut.nodes == budget
    with pytest.raises(SearchLimitError):
        iterative_deepening(game, state, evaluate=ultimate_evaluation, budget=Budget(nodes=3))


def test_a_forced_result_ends_the_deepening() -> None:
    game = TicTacToe()
    result = iterative_deepening(game, game.parse("XX./OO./..."), evaluate=line_evaluation(game), max_depth=6)
    assert result.stats["stopped"] == "proved" and result.move == (0, 2) and result.value > 0.9
    with pytest.raises(ValueError, match="max_depth"):
        iterative_deepening(game, game.initial_state(), evaluate=line_evaluation(game), max_depth=0)


def test_a_time_budget_answers_on_a_big_board() -> None:
    game = MNK(7, 7, 5)
    result = iterative_deepening(game, game.parse("......./......./......./...X.../......./......./......."),
                                 evaluate=line_evaluation(game), budget=Budget(seconds=0.3))
    assert result.stats["stopped"] == "budget" and result.move in game.actions(
        game.parse("......./......./......./...X.../......./......./......."))


CORRECT = [student.deepen_correct, student.deepen_with_minimax]
BUGGY: list[tuple[Callable[..., Any], str]] = [
    (student.deepen_from_zero, ex.DEPTH_OFF_BY_ONE),
    (student.deepen_by_two, ex.NOT_ONE_PER_DEPTH),
    (student.deepen_keeps_first_move, ex.STALE_MOVE),
]


@pytest.mark.parametrize("fn", CORRECT, ids=lambda fn: fn.__name__)
def test_a_correct_iterative_deepening_passes(fn: Callable[..., Any]) -> None:
    report = ex.check_iterative_deepening(fn, quiet=True)
    assert report.passed, report.message()


@pytest.mark.parametrize(("fn", "name"), BUGGY, ids=[fn.__name__ for fn, _ in BUGGY])
def test_each_iterative_deepening_bug_is_named_first(fn: Callable[..., Any], name: str) -> None:
    report = ex.check_iterative_deepening(fn, quiet=True)
    assert not report.passed and report.diagnosis[0].name == name, report.message()


# ---------------------------------------------------------------------- quiescence


def lost_positions(count: int, seed: int = 0) -> list[Any]:
    """Positions of 4x3 k=3 lost for the side to move, with no threat of the opponent to answer."""
    from ttt_lab.bench import random_position
    from ttt_lab.search import solve

    game, rng, found = MNK(4, 3, 3), random.Random(seed), []
    while len(found) < count:
        state = random_position(game, rng.randint(3, 9), rng)
        me = game.to_move(state)
        sign = 1 if me == game.players[0] else -1
        opponent = game.players[1] if sign > 0 else game.players[0]
        if game.is_terminal(state) or game.completing_cells(state, opponent):
            continue
        if sign * solve(game, state, quick_wins=True).value <= -0.9:
            found.append(state)
    return found


def test_quiescence_sees_the_losses_a_depth_limit_hides() -> None:
    game = MNK(4, 3, 3)
    evaluate = line_evaluation(game)
    blind = seen = 0
    for state in lost_positions(40):
        sign = 1 if game.to_move(state) == game.players[0] else -1
        plain = alphabeta(game, state, depth=4, evaluate=evaluate, quick_wins=True)
        extended = alphabeta(game, state, depth=4, evaluate=evaluate, quick_wins=True, quiescence=True)
        blind += sign * plain.value > -0.9
        seen += sign * extended.value <= -0.9
    assert blind > 20 and seen == 40


def test_quiescence_follows_only_forcing_moves_past_the_limit_and_says_so() -> None:
    from ttt_lab.search import SearchTree

    game = TicTacToe()
    tree = SearchTree()
    state = game.parse("X../.O./...")
    alphabeta(game, state, depth=1, evaluate=line_evaluation(game), quiescence=True, observer=tree)
    past = [node for node in tree if node.depth > 1]
    assert past and {node.kind for node in tree if node.depth >= 1} <= {"quiescence", "terminal", "expanded"}
    for node in past:  # every move past the limit made a threat, blocked one or won
        parent = tree[node.parent]
        mover = game.to_move(parent.state)
        other = "O" if mover == "X" else "X"
        assert (game.completing_cells(node.state, mover) or node.move in game.completing_cells(parent.state, other)
                or game.is_terminal(node.state))
    with pytest.raises(ValueError, match="quiescence"):
        alphabeta(game, state, quiescence=True)


def test_quiescence_changes_nothing_in_a_search_to_the_end() -> None:
    game = TicTacToe()
    state = game.parse("X../.O./...")
    deep = alphabeta(game, state, depth=9, evaluate=line_evaluation(game), quiescence=True)
    assert deep.value == alphabeta(game, state).value


QUIESCENCE_BUGGY: list[tuple[Callable[..., Any], str]] = [
    (quiescence_student.quiesce_stops_at_horizon, ex.STOPS_AT_HORIZON),
    (quiescence_student.quiesce_every_move, ex.SEARCHES_QUIET),
    (quiescence_student.quiesce_no_stand_pat, ex.NO_STAND_PAT),
    (quiescence_student.quiesce_stand_pat_for_mover, ex.STAND_PAT_WRONG_SIDE),
]


def test_a_correct_quiescence_passes() -> None:
    report = ex.check_quiescence(quiescence_student.quiesce_correct, quiet=True)
    assert report.passed, report.message()


@pytest.mark.parametrize(("fn", "name"), QUIESCENCE_BUGGY, ids=[fn.__name__ for fn, _ in QUIESCENCE_BUGGY])
def test_each_quiescence_bug_is_named_first(fn: Callable[..., Any], name: str) -> None:
    report = ex.check_quiescence(fn, quiet=True)
    assert not report.passed and report.diagnosis[0].name == name, report.message()


def test_result_objects_are_named_for_their_format_and_a_second_slip_beside_it_too() -> None:
    """alphabeta's SearchResult appended whole is named for the format (the exercise asks for
    (value, move) pairs); the objects' own values and moves are read, so a depth slip is named too."""
    from ttt_lab.exercises.anytime import RESULT_OBJECTS

    def results_from_zero(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
        return [alphabeta(game, state, depth=depth, evaluate=evaluate) for depth in range(max_depth)]

    report = ex.check_iterative_deepening(results_from_zero, quiet=True)
    named = {p.name: p for p in report.diagnosis}
    assert set(named) == {RESULT_OBJECTS, ex.DEPTH_OFF_BY_ONE}, report.message()
    assert "each iteration is a SearchResult (the first: value" in named[RESULT_OBJECTS].detail
