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


# --------------------------------------------------------------------------- the switches (issue 31)


@pytest.mark.parametrize(
    "text",
    [
        "XX./OO./...",  # X wins at once
        "X.O/.../..X",  # O must block the diagonal
        "XO./.X./..O",  # X has a fork coming: a forced win
        "X../.O./..X",  # a draw with best play
        "XO./.../...",  # six empty cells and more: proven or not, never wrong
    ],
)
def test_the_solver_proves_what_solve_proves_and_never_contradicts_it(text: str) -> None:
    game = TicTacToe()
    state = game.parse(text)
    exact = solve(game, state, move_values=True)
    result = mcts(game, state, iterations=6000, seed=0, solver=True)
    proven = result.stats["proven"]
    if game.actions(state).__len__() <= 6:
        assert proven is not None  # small enough to settle within the budget
    if proven is not None:
        assert proven == exact.value and result.value == exact.value
        assert result.move in exact.best_moves()
        assert result.stats["iterations"] < 6000  # a proven root ends the search
    for child in result.stats["tree"].children:  # every proven move agrees with solve
        if child.proven is not None:
            mover_sign = 1 if child.mover_is_max else -1
            assert child.proven * mover_sign == exact.move_values[child.move]


def test_the_solver_stops_at_once_on_a_won_position_and_plain_uct_runs_its_budget() -> None:
    game = TicTacToe()
    state = game.parse("XX./OO./...")
    solved = mcts(game, state, iterations=500, seed=3, solver=True)
    plain = mcts(game, state, iterations=500, seed=3)
    assert solved.stats["proven"] == 1 and solved.stats["iterations"] < 10
    assert plain.stats["proven"] is None and plain.stats["iterations"] == 500
    assert solved.move == plain.move == (0, 2)


def test_the_solver_never_plays_a_move_it_proved_lost() -> None:
    game = TicTacToe()
    state = game.parse("XX./.O./...")  # O to move: everything but (0, 2) loses
    for seed in range(4):
        result = mcts(game, state, iterations=400, seed=seed, solver=True)
        assert result.move == (0, 2)
        lost = [child.move for child in result.stats["tree"].children if child.proven == -1]
        assert (0, 2) not in lost


def test_decisive_playouts_take_the_win_and_block_through_the_protocol() -> None:
    from ttt_lab.search.mcts import _playout

    game = TicTacToe()
    win = game.parse("XX./OO./...")  # X to move wins at (0, 2)
    block = game.parse("XX./O../O..")  # O to move cannot win: must take (0, 2)
    for seed in range(10):
        moves: list[object] = []
        utility, plies = _playout(game, win, random.Random(seed).random, True, moves)
        assert moves[0] == (0, 2) and utility == 1 and plies == 1
        moves = []
        _playout(game, block, random.Random(seed).random, True, moves)
        assert moves[0] == (0, 2)
    uniform = {tuple(_record(game, win, seed)[:1]) for seed in range(30)}
    assert len(uniform) > 1  # without the switch the first move is random


def _record(game: TicTacToe, state: object, seed: int) -> list[object]:
    from ttt_lab.search.mcts import _playout

    moves: list[object] = []
    _playout(game, state, random.Random(seed).random, False, moves)
    return moves


def test_every_switch_changes_the_search_and_a_seed_repeats_it() -> None:
    game = MNK(4, 4, 3)
    state = game.parse("XO../.X../..O./....")  # X to move, 12 empty cells
    options = [{}, {"solver": True}, {"decisive": True}, {"prior": game.evaluation(), "prior_weight": 2.0}]
    rows = []
    for switches in options:
        first = mcts(game, state, iterations=300, seed=5, **switches)
        again = mcts(game, state, iterations=300, seed=5, **switches)
        assert first.stats["children"] == again.stats["children"] and first.move == again.move
        rows.append([(row["move"], row["visits"], row["wins"]) for row in first.stats["children"]])
    assert all(rows[0] != other for other in rows[1:])


def test_progressive_bias_steers_visits_towards_what_the_prior_likes() -> None:
    game = TicTacToe()
    state = game.initial_state()

    def likes_the_corner(position: object) -> float:
        return 0.9 if game.parse("X../.../...") == position else -0.9

    plain = mcts(game, state, iterations=200, seed=1)
    biased = mcts(game, state, iterations=200, seed=1, prior=likes_the_corner, prior_weight=5.0)
    visits = {row["move"]: row["visits"] for row in biased.stats["children"]}
    assert biased.move == (0, 0) and visits[(0, 0)] == max(visits.values())
    assert {row["move"]: row["visits"] for row in plain.stats["children"]}[(0, 0)] < visits[(0, 0)]


def test_reuse_keeps_the_subtree_of_the_position_reached() -> None:
    game = TicTacToe()
    first = mcts(game, game.initial_state(), iterations=2000, seed=2)
    tree = first.stats["tree"]
    x_move = first.move
    reply = next(child for child in tree.children if child.move == x_move).best_child()
    assert reply is not None
    kept_visits = reply.visits
    state = game.result(game.result(game.initial_state(), x_move), reply.move)
    second = mcts(game, state, iterations=300, seed=2, reuse=tree)
    root = second.stats["tree"]
    assert root is reply and root.parent is None and root.move is None
    assert second.stats["reused"] == kept_visits and root.visits == kept_visits + 300
    assert reply not in [grandchild for child in tree.children for grandchild in child.children]
    elsewhere = mcts(game, game.parse("XO./.../..."), iterations=50, seed=2, reuse=root)
    assert elsewhere.stats["reused"] == 0 and elsewhere.stats["tree"].visits == 50


def test_a_tree_has_no_reference_cycles_and_goes_when_its_root_goes() -> None:
    import gc
    import weakref

    game = TicTacToe()
    result = mcts(game, game.initial_state(), iterations=300, seed=0)
    leaf = weakref.ref(result.stats["tree"].children[0].children[0])
    assert leaf() is not None and leaf().parent.parent is result.stats["tree"]  # type: ignore[union-attr]
    collecting = gc.isenabled()
    gc.disable()  # so only reference counting can free it
    try:
        del result
        assert leaf() is None
    finally:
        if collecting:
            gc.enable()


def test_the_clock_is_read_every_iteration_and_the_budget_keeps_a_reserve(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fake clock that moves 10 ms per reading, so every iteration seems to take 10 ms: the
    search stops when less than that is left before 95% of the budget (no timed assertion)."""
    import sys
    import types

    ticks = iter(range(10**6))
    fake_time = types.SimpleNamespace(perf_counter=lambda: next(ticks) * 0.01)
    monkeypatch.setattr(sys.modules["ttt_lab.search.mcts"], "time", fake_time)
    result = mcts(TicTacToe(), TicTacToe().initial_state(), seconds=0.5, seed=0)
    # Readings: 0 at the start (deadline 0.5 - min(0.05 * 0.5, 0.02) = 0.48), 0.01 as the loop
    # begins; the first iteration runs unread, then one reading before each next iteration:
    # 0.02, 0.03, ... Each shows 10 ms since the last, so the search stops at the first reading
    # with under 10 ms left, 0.47: the readings 0.02 to 0.46 let 45 more iterations run.
    assert result.stats["iterations"] == 1 + 45


def test_a_slow_iteration_makes_the_search_stop_earlier(monkeypatch: pytest.MonkeyPatch) -> None:
    """One iteration that takes 100 ms (a wait for a core, say) leaves the search ending 100 ms
    before the deadline: it never starts an iteration that the slowest so far would overrun."""
    import sys
    import types

    readings = [0.0, 0.0, 0.01, 0.11, *(0.115 + 0.01 * step for step in range(100))]
    clock = iter(readings)
    fake_time = types.SimpleNamespace(perf_counter=lambda: next(clock))
    monkeypatch.setattr(sys.modules["ttt_lab.search.mcts"], "time", fake_time)
    result = mcts(TicTacToe(), TicTacToe().initial_state(), seconds=0.5, seed=0)
    # Deadline 0.48. The first iteration runs unread; the readings 0.01 and 0.11 (a 100 ms
    # stretch) let two more run; from then on a reading must leave 100 ms: 0.115, 0.125, ...,
    # 0.375 (27 readings) do, 0.385 does not. 3 + 27 iterations.
    assert result.stats["iterations"] == 30


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"prior": 3}, "prior must be a function"),
        ({"prior_weight": -1.0}, "prior_weight must be a finite number >= 0"),
        ({"reuse": "tree"}, "reuse must be the MCTSNode"),
    ],
)
def test_bad_switches_are_value_errors(kwargs: dict[str, object], message: str) -> None:
    game = TicTacToe()
    with pytest.raises(ValueError, match=message):
        mcts(game, game.initial_state(), iterations=10, **kwargs)  # type: ignore[arg-type]
