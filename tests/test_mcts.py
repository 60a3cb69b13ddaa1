"""UCT Monte Carlo tree search: budgets, seeds, the tree's statistics, and recording it."""

from __future__ import annotations

import math
import random

import pytest

from ttt_lab.games.cat_mice import CatAndMice
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.search import SearchTree, solve
from ttt_lab.search.mcts import PLAYOUT_KIND, MCTSNode, mcts


def test_takes_the_immediate_win() -> None:
    game = TicTacToe()
    state = game.parse("""
        XX.
        OO.
        ...""")
    for seed in range(5):
        assert mcts(game, state, iterations=300, seed=seed).move == (0, 2)


def test_blocks_the_only_threat() -> None:
    game = TicTacToe()
    state = game.parse("""
        XX.
        .O.
        ...""")  # O to move: anything but (0, 2) loses at once
    for seed in range(5):
        assert mcts(game, state, iterations=1000, seed=seed).move == (0, 2)


def test_sees_that_x_wins_4x4_three_in_a_row_and_opens_where_the_quickest_wins_start() -> None:
    game = MNK(4, 4, 3)
    result = mcts(game, game.initial_state(), iterations=3000, seed=0)
    quickest = solve(game, game.initial_state(), quick_wins=True, move_values=True).best_moves()
    assert result.move in quickest and len(quickest) < len(game.cells)
    assert result.value > 0.3


def test_visit_counts_add_up_through_the_tree() -> None:
    game = TicTacToe()
    result = mcts(game, game.parse("X../.O./..."), iterations=700, seed=3)
    root: MCTSNode = result.stats["tree"]
    assert result.stats["iterations"] == 700
    assert root.visits == 700 == sum(child.visits for child in root.children)
    for node, _ in root.walk():
        assert 0 <= node.wins + node.draws <= node.visits
        assert node.losses == node.visits - node.wins - node.draws
        if node is not root and not node.terminal:
            # one playout from the node when it was added, then every later visit goes to a child
            assert node.visits == 1 + sum(child.visits for child in node.children)
        if node.terminal:
            assert not node.children and not node.untried
    assert result.nodes == root.size() == 1 + sum(1 for node, _ in root.walk() if node is not root)


def test_wins_are_counted_for_the_side_that_moved_into_the_node() -> None:
    game = TicTacToe()
    state = game.parse("XX./OO./...")  # X to move
    root = mcts(game, state, iterations=400, seed=1).stats["tree"]
    winning = next(child for child in root.children if child.move == (0, 2))
    assert winning.terminal and winning.mover_is_max
    assert winning.wins == winning.visits  # X, who moved there, won every time
    assert winning.value == 1.0 and winning.win_rate == 1.0


def test_move_values_and_children_rows_agree_with_the_tree() -> None:
    game = TicTacToe()
    state = game.parse("X../.O./..X")  # O to move: MIN
    result = mcts(game, state, iterations=1500, seed=4)
    root = result.stats["tree"]
    rows = result.stats["children"]
    assert [row["visits"] for row in rows] == sorted((c.visits for c in root.children), reverse=True)
    assert rows[0]["move"] == result.move
    for child in root.children:
        row = next(r for r in rows if r["move"] == child.move)
        assert row["win_rate"] == pytest.approx((child.wins + child.draws / 2) / child.visits)
        # O moved into the child: MAX's view is the negated mean of O's results
        assert result.move_values[child.move] == pytest.approx(1 - 2 * row["win_rate"])
    assert result.value == result.move_values[result.move]
    assert result.move in result.best_moves()
    assert result.pv[0] == result.move


def test_same_seed_same_search_and_rng_objects_are_used() -> None:
    game = TicTacToe()
    state = game.initial_state()
    first = mcts(game, state, iterations=300, seed=11)
    second = mcts(game, state, iterations=300, seed=11)
    assert first.stats["children"] == second.stats["children"]
    third = mcts(game, state, iterations=300, rng=random.Random(11))
    assert third.stats["children"] == first.stats["children"]
    other = mcts(game, state, iterations=300, seed=12)
    assert other.stats["children"] != first.stats["children"]


def test_time_budget_stops_the_search() -> None:
    game = MNK(5, 5, 4)
    result = mcts(game, game.initial_state(), seconds=0.05, seed=0)
    assert result.stats["iterations"] >= 1
    assert result.seconds < 2  # generous: the loop checks the clock every iteration
    both = mcts(game, game.initial_state(), iterations=5, seconds=10, seed=0)
    assert both.stats["iterations"] == 5


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "needs a budget"),
        ({"iterations": 0}, "iterations must be an int >= 1"),
        ({"iterations": 2.5}, "iterations must be an int >= 1"),
        ({"iterations": True}, "iterations must be an int >= 1"),
        ({"seconds": 0}, "seconds must be a finite number > 0"),
        ({"seconds": math.inf}, "seconds must be a finite number > 0"),
        ({"iterations": 10, "seed": 1, "rng": random.Random(1)}, "rng or seed, not both"),
        ({"iterations": 10, "exploration": -1}, "exploration must be a finite number >= 0"),
    ],
)
def test_bad_parameters_are_value_errors(kwargs: dict[str, object], message: str) -> None:
    game = TicTacToe()
    with pytest.raises(ValueError, match=message):
        mcts(game, game.initial_state(), **kwargs)  # type: ignore[arg-type]


def test_a_finished_position_has_no_move_and_its_utility_as_value() -> None:
    game = TicTacToe()
    result = mcts(game, game.parse("XXX/OO./..."), iterations=10, seed=0)
    assert result.move is None and result.pv == [] and result.value == 1
    assert result.move_values == {}


def test_observer_records_the_finished_tree_as_a_search_tree() -> None:
    game = TicTacToe()
    tree = SearchTree()
    result = mcts(game, game.parse("XO./.X./..."), iterations=200, seed=2, observer=tree)
    root = result.stats["tree"]
    assert len(tree) == root.size() == result.nodes
    assert tree.result is result
    assert tree.root.value == pytest.approx(root.value) and tree.root.maximizing is False  # O to move
    # Depth-first order: each recorded node's value is that MCTS node's mean result.
    for recorded, (node, depth) in zip(tree, root.walk(), strict=True):
        assert recorded.move == node.move and recorded.depth == depth
        assert recorded.value == pytest.approx(node.value)
        expected_kind = "expanded" if node.children else "terminal" if node.terminal else PLAYOUT_KIND
        assert recorded.kind == expected_kind
    assert [n.move for n in tree.pv_nodes()[1:]] == result.pv
    again = root.to_search_tree()
    assert [(n.move, n.value, n.kind) for n in again] == [(n.move, n.value, n.kind) for n in tree]


def test_to_networkx_carries_the_statistics() -> None:
    game = TicTacToe()
    result = mcts(game, game.parse("X../.../..."), iterations=150, seed=5)
    graph = result.stats["tree"].to_networkx()
    assert graph.number_of_nodes() == result.nodes
    assert graph.number_of_edges() == result.nodes - 1
    assert graph.nodes[0]["visits"] == 150 and graph.nodes[0]["parent"] is None
    children = list(graph.successors(0))
    assert sum(graph.nodes[c]["visits"] for c in children) == 150
    best = max(children, key=lambda c: graph.nodes[c]["visits"])
    assert graph.nodes[best]["on_pv"] and graph.nodes[best]["move"] == result.move
    assert all(0 <= graph.nodes[c]["win_rate"] <= 1 for c in graph.nodes)


def test_plays_other_games_through_the_protocol() -> None:
    for game in (Ultimate(), CatAndMice()):
        state = game.initial_state()
        result = mcts(game, state, iterations=60, seed=0)
        assert result.move in game.actions(state)
        assert result.stats["tree"].visits == 60


def test_more_iterations_beat_fewer_on_4x4() -> None:
    """UCT improves with its budget: 400 playouts per move against 20, each side first half the time."""
    from ttt_lab.arena import tournament
    from ttt_lab.players import MCTSPlayer

    strong, weak = MCTSPlayer(400, seed=0), MCTSPlayer(20, seed=0)
    table = tournament([strong, weak], games=20, boards=[MNK(4, 4, 3)], seed=9, progress=False)
    assert table.totals(strong.name)["score"] > 0.7
