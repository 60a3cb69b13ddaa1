"""Minimax, alpha-beta, tables, orderings, solve and the SearchTree recorder."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.games.trees import TreeGame, aima_figure_5_2, random_tree
from ttt_lab.search import (
    RecordingLimitError,
    SearchTree,
    TranspositionTable,
    alphabeta,
    centre_first,
    line_evaluation,
    minimax,
    solve,
    threats_first,
)
from ttt_lab.search.scoring import PLY_PENALTY

# ---------------------------------------------------------------------- published figures


def test_minimax_from_the_empty_board_visits_549946_nodes_and_draws() -> None:
    result = minimax(TicTacToe(), TicTacToe().initial_state())
    assert result.value == 0
    assert result.nodes == 549946
    assert result.algorithm == "minimax"
    assert len(result.pv) == 9  # perfect play fills the board


def test_alphabeta_row_major_visits_18297_nodes_pruning_on_equality() -> None:
    result = alphabeta(TicTacToe(), TicTacToe().initial_state())
    assert (result.value, result.nodes) == (0, 18297)


def test_alphabeta_strict_convention_visits_146120_nodes() -> None:
    result = alphabeta(TicTacToe(), TicTacToe().initial_state(), prune_on_equal=False)
    assert (result.value, result.nodes) == (0, 146120)


def test_figure_5_2_value_3_and_alphabeta_never_sees_leaves_4_and_6() -> None:
    game = aima_figure_5_2()
    tree = SearchTree()
    result = alphabeta(game, (), observer=tree)
    assert result.value == 3 and result.move == "a1" and result.pv == ["a1", "b1"]
    assert minimax(game, ()).value == 3
    seen_leaves = [game.node_name(node.state) for node in tree if node.kind == "terminal"]
    assert seen_leaves == ["3", "12", "8", "2", "14", "5", "2"]
    cut = tree.cutoff_nodes()
    assert [game.node_name(node.state) for node in cut] == ["C"]
    assert cut[0].pruned == ["c2", "c3"] and cut[0].rule == "v=2 <= alpha=3"


# ---------------------------------------------------------------------- arguments and values


def test_a_depth_limit_without_an_evaluation_is_a_clear_error() -> None:
    game = TicTacToe()
    for search in (minimax, alphabeta):
        with pytest.raises(ValueError, match="depth limit needs an evaluate function"):
            search(game, game.initial_state(), depth=2)  # type: ignore[operator]
        with pytest.raises(ValueError, match="depth must be None or an int >= 0"):
            search(game, game.initial_state(), depth=-1, evaluate=lambda s: 0.0)  # type: ignore[operator]


def test_depth_limited_search_scores_the_frontier_with_the_evaluation() -> None:
    game = TicTacToe()
    calls: list[MNKState] = []

    def evaluate(state: MNKState) -> float:
        calls.append(state)
        return 0.5 if game.stone_at(state, (1, 1)) == "X" else 0.0

    tree = SearchTree()
    result = minimax(game, game.initial_state(), depth=1, evaluate=evaluate, observer=tree)
    assert result.value == 0.5 and result.move == (1, 1)
    assert len(calls) == 9 and result.nodes == 10
    assert tree.stats()["by_kind"] == {"expanded": 1, "cutoff": 9}


def test_values_are_from_the_first_players_view_whoever_moves() -> None:
    game = TicTacToe()
    o_to_win = game.parse("XX./OO./X..")  # O to move wins at (1, 2)
    for search in (minimax, alphabeta, solve):
        result = search(game, o_to_win)  # type: ignore[operator]
        assert result.value == -1 and result.move == (1, 2)


def test_quick_wins_prefer_the_fastest_win_and_keep_the_sign() -> None:
    game = TicTacToe()
    state = game.parse("XX./OO./X.O")  # X wins now at (0, 2)
    plain = minimax(game, state)
    quick = minimax(game, state, quick_wins=True)
    assert plain.value == 1
    assert quick.value == pytest.approx(1 - PLY_PENALTY)
    assert quick.move == (0, 2) and quick.pv == [(0, 2)]
    # O to move facing two threats loses either way: two plies away, not one.
    lost = alphabeta(game, game.parse("XX./.O./X.O"), quick_wins=True)
    assert lost.value == pytest.approx(1 - 2 * PLY_PENALTY)


def test_quick_wins_with_a_table_reused_across_moves_keeps_values_exact() -> None:
    game = MNK(4, 3, 3)
    table = TranspositionTable(symmetric=True)
    state = game.initial_state()
    while not game.is_terminal(state):
        reference = alphabeta(game, state, quick_wins=True, order=threats_first)
        cached = solve(game, state, table=table, quick_wins=True)
        assert cached.value == pytest.approx(reference.value)
        state = game.result(state, cached.move)
    assert game.winner(state) == "X"


def test_a_table_refuses_to_mix_kinds_of_search() -> None:
    game = TicTacToe()
    table = TranspositionTable()
    alphabeta(game, game.initial_state(), table=table)
    with pytest.raises(ValueError, match="one table per kind of search"):
        alphabeta(game, game.initial_state(), table=table, quick_wins=True)


def test_solve_reports_every_root_move_value() -> None:
    game = TicTacToe()
    state = game.parse("X../.O./..X")  # O must take an edge
    result = solve(game, state, move_values=True)
    assert result.value == 0
    assert result.move_values is not None
    assert sorted(result.best_moves()) == [(0, 1), (1, 0), (1, 2), (2, 1)]
    assert result.move_values[(0, 2)] == 1 and result.move_values[(2, 0)] == 1


def test_solve_on_bigger_boards_matches_published_results() -> None:
    assert solve(MNK(4, 3, 3), MNK(4, 3, 3).initial_state()).value == 1
    assert solve(MNK(4, 4, 3), MNK(4, 4, 3).initial_state()).value == 1


def test_orderings_change_node_counts_not_values() -> None:
    game = TicTacToe()
    state = game.parse("X../.../...")
    plain = alphabeta(game, state)
    centre = alphabeta(game, state, order=centre_first)
    threats = alphabeta(game, state, order=threats_first)
    assert plain.value == centre.value == threats.value == 0
    assert threats.nodes < plain.nodes


def test_the_table_best_move_is_tried_first() -> None:
    game = TicTacToe()
    table = TranspositionTable()
    alphabeta(game, game.initial_state(), table=table)
    second = alphabeta(game, game.initial_state(), table=table)
    assert second.nodes < 200  # the root's children are answered from the table
    assert second.stats["table_hits"] > 0


# ---------------------------------------------------------------------- the recorder


def test_search_tree_records_windows_kinds_and_networkx_attributes() -> None:
    game = TicTacToe()
    state = game.parse("XO./.X./..O")
    tree = SearchTree()
    result = alphabeta(game, state, observer=tree)
    assert len(tree) == result.nodes
    graph = tree.to_networkx()
    assert graph.number_of_nodes() == result.nodes and graph.number_of_edges() == result.nodes - 1
    root = graph.nodes[0]
    assert root["alpha_in"] == -math.inf and root["beta_in"] == math.inf
    assert root["value"] == result.value and root["on_pv"]
    assert {data["kind"] for _, data in graph.nodes(data=True)} <= {"expanded", "terminal"}
    for node in tree:
        if node.parent is not None:
            parent = tree[node.parent]
            assert node.depth == parent.depth + 1 and node.maximizing != parent.maximizing
            assert graph.edges[node.parent, node.id]["move"] == node.move
    pv_moves = [node.move for node in tree.pv_nodes()[1:]]
    assert pv_moves == result.pv
    assert tree.stats()["pruned_children"] == tree.pruned_count() > 0
    events = [event.kind for event in tree.events]
    assert events.count("enter") == events.count("leave") == result.nodes


def test_table_hits_are_recorded_as_their_own_kind() -> None:
    game = TicTacToe()
    tree = SearchTree()
    solve(game, game.parse("X../.../..."), observer=tree)
    kinds = tree.stats()["by_kind"]
    assert kinds.get("table", 0) > 0
    assert sum(kinds.values()) == len(tree)


def test_the_recorder_stops_with_a_clear_error_at_its_cap() -> None:
    game = TicTacToe()
    with pytest.raises(RecordingLimitError, match="more than 1,000 nodes"):
        minimax(game, game.initial_state(), observer=SearchTree(max_nodes=1000))


def test_an_empty_recorder_says_how_to_fill_it() -> None:
    with pytest.raises(ValueError, match="pass this SearchTree"):
        SearchTree().root  # noqa: B018


# ---------------------------------------------------------------------- properties

SMALL_BOARDS = [(3, 3, 3), (4, 3, 3), (3, 4, 3), (4, 4, 4), (4, 4, 3), (3, 3, 2), (5, 2, 2)]


def random_position(game: MNK, seed: int, max_empty: int = 9) -> MNKState:
    """A position reached by seeded random play, with at most ``max_empty`` empty cells left."""
    rng = random.Random(seed)
    state = game.initial_state()
    while game.size - state.stones > max_empty and not game.is_terminal(state):
        state = game.result(state, rng.choice(game.actions(state)))
    return state


@st.composite
def positions(draw: Any) -> tuple[Any, Any]:
    if draw(st.booleans()):
        game: Any = MNK(*draw(st.sampled_from(SMALL_BOARDS)))
        return game, random_position(game, draw(st.integers(0, 10**6)), max_empty=draw(st.integers(0, 8)))
    tree = random_tree(draw(st.sampled_from([2, 3, (1, 3)])), draw(st.integers(1, 5)), seed=draw(st.integers(0, 10**6)))
    return tree, tree.initial_state()


@settings(max_examples=80, deadline=None)
@given(case=positions())
def test_every_exact_search_agrees_on_the_value(case: tuple[Any, Any]) -> None:
    game, state = case
    reference = minimax(game, state)
    results = [
        alphabeta(game, state),
        alphabeta(game, state, prune_on_equal=False),
        alphabeta(game, state, order=threats_first, table=TranspositionTable()),
        alphabeta(game, state, order=centre_first, table=TranspositionTable(symmetric=True)),
        solve(game, state),
    ]
    for result in results:
        assert result.value == reference.value
    assert results[0].nodes <= results[1].nodes <= reference.nodes
    if reference.move is not None:  # the move really has the value claimed
        child = minimax(game, game.result(state, results[0].move))
        assert child.value == reference.value


@settings(max_examples=60, deadline=None)
@given(case=positions(), quick=st.booleans(), strict=st.booleans())
def test_recording_never_changes_a_result_and_counts_every_node(case: tuple[Any, Any], quick: bool, strict: bool) -> None:
    game, state = case
    if isinstance(game, TreeGame):
        quick = False
    for search, kwargs in [
        (minimax, {}),
        (alphabeta, {"prune_on_equal": not strict}),
        (alphabeta, {"order": threats_first, "prune_on_equal": not strict}),
    ]:
        plain = search(game, state, quick_wins=quick, **kwargs)  # type: ignore[operator]
        tree = SearchTree()
        recorded = search(game, state, quick_wins=quick, observer=tree, **kwargs)  # type: ignore[operator]
        assert (recorded.value, recorded.move, recorded.pv, recorded.nodes) == (plain.value, plain.move, plain.pv, plain.nodes)
        assert len(tree) == recorded.nodes
        assert tree.root.value == recorded.value


@settings(max_examples=40, deadline=None)
@given(board=st.sampled_from(SMALL_BOARDS), seed=st.integers(0, 10**6), empty=st.integers(1, 8), depth=st.integers(1, 3))
def test_depth_limited_alphabeta_matches_depth_limited_minimax(board: tuple[int, int, int], seed: int, empty: int, depth: int) -> None:
    game = MNK(*board)
    state = random_position(game, seed, empty)
    evaluate = line_evaluation(game)
    reference = minimax(game, state, depth=depth, evaluate=evaluate)
    assert alphabeta(game, state, depth=depth, evaluate=evaluate).value == pytest.approx(reference.value)
    table = TranspositionTable()
    with_table = alphabeta(game, state, depth=depth, evaluate=evaluate, table=table, order=threats_first)
    assert with_table.value == pytest.approx(reference.value)


@settings(max_examples=40, deadline=None)
@given(board=st.sampled_from(SMALL_BOARDS), seed=st.integers(0, 10**6), empty=st.integers(1, 8))
def test_quick_win_values_keep_the_sign_of_the_plain_value(board: tuple[int, int, int], seed: int, empty: int) -> None:
    game = MNK(*board)
    state = random_position(game, seed, empty)
    plain = minimax(game, state).value
    quick = alphabeta(game, state, quick_wins=True, table=TranspositionTable(symmetric=True)).value
    assert (quick > 0) == (plain > 0) and (quick < 0) == (plain < 0)
    assert quick == pytest.approx(minimax(game, state, quick_wins=True).value)


def test_line_evaluation_stays_inside_the_decisive_range() -> None:
    game = MNK(4, 4, 3)
    evaluate = line_evaluation(game)
    for seed in range(200):
        value = evaluate(random_position(game, seed, max_empty=seed % 16))
        assert -0.9 <= value <= 0.9


@pytest.mark.parametrize("search", ["minimax", "alphabeta", "expectimax"])
def test_a_search_lets_go_of_what_it_held_without_the_garbage_collector(search: str) -> None:
    # A timed player puts the cyclic collector off: a search whose recursive closures refer to
    # each other (or to itself) must not keep what it was given (its evaluation here, its memo
    # or table) alive in a cycle once it returns.
    import gc
    import weakref

    from ttt_lab.games.chance import max_die_min_tree
    from ttt_lab.search import alphabeta, expectimax, minimax

    def evaluate(state: Any) -> float:
        return 0.0

    collecting = gc.isenabled()
    gc.disable()
    try:
        if search == "expectimax":
            result = expectimax(max_die_min_tree(), (), depth=1, evaluate=evaluate, table=True)
        else:
            game = TicTacToe()
            result = (minimax if search == "minimax" else alphabeta)(game, game.initial_state(), depth=2,
                                                                    evaluate=evaluate)
        assert result.nodes > 1
        held = weakref.ref(evaluate)
        del evaluate
        assert held() is None, f"{search} kept what it was given alive in a reference cycle"
    finally:
        if collecting:
            gc.enable()
