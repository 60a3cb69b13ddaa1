"""``solve``: the one door to perfect play, on every game, with the same SearchResult, observer,
table and budget whatever runs behind it."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ttt_lab.core import HasExactSolver
from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.search import (
    Budget,
    SearchLimitError,
    SearchTree,
    TranspositionTable,
    alphabeta,
    solve,
    threats_first,
)
from ttt_lab.search.mnk import OpeningBook
from ttt_lab.search.scoring import from_table

TTT = TicTacToe()


def random_position(game: MNK, rng: random.Random, stones: int) -> MNKState:
    state = game.initial_state()
    for _ in range(stones):
        if game.is_terminal(state):
            break
        state = game.result(state, rng.choice(game.actions(state)))
    return state


def generic_move_values(game: MNK, state: MNKState, quick_wins: bool) -> dict[object, float]:
    """Every move's exact value by generic alpha-beta, a separate implementation from the m,n,k solver."""
    values = {}
    for move in game.actions(state):
        child = alphabeta(game, game.result(state, move), quick_wins=quick_wins, order=threats_first,
                          table=TranspositionTable(symmetric=True))
        values[move] = from_table(child.value, 1, quick_wins)
    return values


# ---------------------------------------------------------------------- one door, every game


def test_solve_uses_the_games_own_exact_solver_on_mnk_boards_and_alphabeta_elsewhere() -> None:
    assert isinstance(TTT, HasExactSolver) and not isinstance(aima_figure_5_2(), HasExactSolver)
    assert solve(TTT, TTT.initial_state()).algorithm == "m,n,k solver"
    tree_result = solve(aima_figure_5_2(), ())
    assert (tree_result.value, tree_result.move, tree_result.algorithm) == (3, "a1", "solve")


def test_solve_proves_the_5x5_k4_draw() -> None:
    game = MNK(5, 5, 4)
    answered = solve(game, game.initial_state())
    assert answered.value == 0 and answered.algorithm == "opening book" and answered.stats["book"]


def test_solve_proves_the_5x5_k4_draw_by_search_when_there_is_no_book(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(OpeningBook, "shipped", classmethod(lambda cls, game: None))
    game = MNK(5, 5, 4)
    result = solve(game, game.initial_state())
    assert result.value == 0 and result.algorithm == "m,n,k solver" and not result.stats["book"]
    assert result.nodes > 0 and result.stats["value_nodes"] > 0 and result.stats["techniques"]["pairing"]


@pytest.mark.parametrize(("board", "value"), [((3, 3, 3), 0), ((4, 3, 3), 1), ((4, 4, 3), 1), ((4, 4, 4), 0)])
def test_solve_gives_the_published_values_of_the_empty_boards(board: tuple[int, int, int], value: int) -> None:
    game = MNK(*board)
    result = solve(game, game.initial_state())
    assert result.value == value
    assert result.move in result.best_moves() and result.pv[0] == result.move


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=st.sampled_from([(3, 3, 3), (4, 3, 3), (3, 4, 3)]), seed=st.integers(0, 10**6),
       stones=st.integers(0, 7), quick_wins=st.booleans())
def test_every_move_value_agrees_with_generic_alphabeta(board: tuple[int, int, int], seed: int, stones: int,
                                                        quick_wins: bool) -> None:
    game = MNK(*board)
    state = random_position(game, random.Random(seed), stones)
    if game.is_terminal(state):
        return
    result = solve(game, state, quick_wins=quick_wins, move_values=True)
    expected = generic_move_values(game, state, quick_wins)
    assert result.move_values is not None and result.move_values.keys() == expected.keys()
    for move, value in expected.items():
        assert result.move_values[move] == pytest.approx(value), (str(state), move)
    best = max(expected.values()) if state.stones % 2 == 0 else min(expected.values())
    assert result.value == pytest.approx(best)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), stones=st.integers(1, 6))
def test_the_chosen_move_keeps_the_value_and_quick_wins_count_the_plies(seed: int, stones: int) -> None:
    game = MNK(4, 4, 3)
    state = random_position(game, random.Random(seed), stones)
    if game.is_terminal(state):
        return
    plain = solve(game, state)
    quick = solve(game, state, quick_wins=True)
    assert plain.value in (-1, 0, 1) and (quick.value > 0) == (plain.value > 0) and (quick.value < 0) == (plain.value < 0)
    after = game.result(state, plain.move)  # type: ignore[arg-type]
    assert solve(game, after).value == plain.value
    if plain.value != 0 and quick.stats["distance_exact"]:
        # A win in p plies scores 1 - p/1000: p is the line of play of both perfect sides.
        plies = round((1 - abs(quick.value)) * 1000)
        assert 1 <= plies <= game.size - state.stones


# ---------------------------------------------------------------------- observer


def test_a_recorded_mnk_solve_is_a_tree_that_plot_tree_draws() -> None:
    game = MNK(4, 4, 3)
    state = game.parse("X.../.O../..../....")
    tree = SearchTree()
    result = solve(game, state, observer=tree)
    root = tree.root
    assert root.state == state and root.move is None and root.value == result.value == 1
    assert tree.result is result and tree.pv_nodes()[0] is root
    assert set(tree.stats()["by_kind"]) <= {"expanded", "terminal", "table", "proved"}
    for node in tree:
        assert node.kind != "open" and node.value in (-1, 0, 1)
        for child_id in node.children:
            child = tree[child_id]
            # Every child is its parent's position after the recorded move, in the caller's orientation.
            assert child.state == game.result(node.state, child.move) and child.depth == node.depth + 1
            assert child.maximizing != node.maximizing
    assert any(node.rule and node.rule.startswith("forced") for node in tree)
    from ttt_lab.viz.tree_plot import plot_tree

    figure = plot_tree(tree, game=game)
    assert figure.axes and len(figure.axes[0].texts) > 0


def test_a_recorded_solve_shows_the_position_as_asked_even_when_the_solver_turns_it() -> None:
    game = TicTacToe()
    state = game.parse("..X/.../...")  # the solver searches its canonical image, X in the top-left
    tree = SearchTree()
    solve(game, state, observer=tree)
    assert tree.root.state == state
    assert all(child.move in game.actions(state) for child in tree.children(tree.root))


def test_a_book_answer_records_one_node_of_kind_book() -> None:
    game = MNK(5, 5, 4)
    tree = SearchTree()
    result = solve(game, game.initial_state(), observer=tree)
    assert len(tree) == 1 and tree.root.kind == "book" and tree.root.value == result.value == 0


def test_the_recorders_cap_applies_to_an_mnk_solve(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(OpeningBook, "shipped", classmethod(lambda cls, game: None))
    game = MNK(5, 5, 4)
    from ttt_lab.search import RecordingLimitError

    with pytest.raises(RecordingLimitError):
        solve(game, game.initial_state(), observer=SearchTree(max_nodes=100))


# ---------------------------------------------------------------------- table


def test_a_table_remembers_across_calls_and_refuses_another_game() -> None:
    table = TranspositionTable()
    game = MNK(4, 4, 3)
    first = solve(game, game.initial_state(), table=table)
    again = solve(game, game.initial_state(), table=table)
    assert again.value == first.value == 1 and again.stats["value_nodes"] < first.stats["value_nodes"]
    assert table.game == game and len(table) > 0
    with pytest.raises(ValueError, match="holds positions of MNK\\(4, 4, 3\\), not MNK\\(4, 4, 4\\)"):
        solve(MNK(4, 4, 4), MNK(4, 4, 4).initial_state(), table=table)
    with pytest.raises(ValueError, match="one table per kind of search"):
        alphabeta(game, game.parse("XO../..../..../...."), table=table)


def test_the_bug_of_one_table_for_two_games_is_gone() -> None:
    """4x4 k=3 (a win) then 4x4 k=4 (a draw) on one generic table used to answer 1 for both."""
    table = TranspositionTable(symmetric=True)
    assert alphabeta(MNK(4, 4, 3), MNK(4, 4, 3).initial_state(), table=table, alpha=-1, beta=1).value == 1
    with pytest.raises(ValueError, match="one table per game"):
        alphabeta(MNK(4, 4, 4), MNK(4, 4, 4).initial_state(), table=table, alpha=-1, beta=1)
    assert alphabeta(MNK(4, 4, 4), MNK(4, 4, 4).parse("XOXO/OXOX/..../...."), table=TranspositionTable()).value == 0


# ---------------------------------------------------------------------- budget


def test_a_node_budget_stops_a_solve_with_a_clear_error() -> None:
    game = MNK(6, 5, 4)
    with pytest.raises(SearchLimitError, match="stopped after 50 nodes: its budget was 50 nodes"):
        solve(game, game.initial_state(), budget=Budget(nodes=50))


def test_a_time_budget_stops_a_long_solve_soon_after_it_is_spent() -> None:
    game = MNK(7, 7, 5)  # not 7x6: the solver now proves that in 0.4 s, too close to 0.2 s
    start = time.perf_counter()
    with pytest.raises(SearchLimitError, match=r"budget was 0\.2 s"):
        solve(game, game.initial_state(), budget=Budget(seconds=0.2))
    assert time.perf_counter() - start < 5  # generous: only checks that the clock is read at all


def test_a_generic_solve_spends_one_budget_over_all_its_searches() -> None:
    game = Ultimate()
    with pytest.raises(SearchLimitError):
        solve(game, game.initial_state(), budget=Budget(nodes=500), move_values=True)
    assert solve(aima_figure_5_2(), (), budget=Budget(nodes=100)).value == 3


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "many"])
def test_a_node_budget_refuses_nonsense(bad: object) -> None:
    with pytest.raises(ValueError, match="nodes must be a positive int"):
        Budget(nodes=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), True, "soon"])
def test_a_time_budget_refuses_nonsense(bad: object) -> None:
    with pytest.raises(ValueError, match="seconds must be a positive number"):
        Budget(seconds=bad)  # type: ignore[arg-type]
