"""Measuring functions: tidy rows, seeded positions, uniform trees and the Knuth–Moore bound."""

from __future__ import annotations

import random

import pytest

from ttt_lab.bench import (
    algorithms,
    effective_branching_factor,
    knuth_moore_leaves,
    leaf_count,
    random_position,
    scan_depth,
    scan_empty_cells,
    scan_ordering,
    time_search,
    uniform_tree,
)
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import SearchTree, alphabeta, minimax

GAME = TicTacToe()
ROW_KEYS = {"algorithm", "position", "empty_cells", "depth", "nodes", "seconds", "value"}


def alphabeta_leaves(game: object, **kwargs: object) -> int:
    """Leaves (terminal nodes) alpha-beta examines, counted on the recorded tree."""
    tree = SearchTree(keep_states=False)
    alphabeta(game, game.initial_state(), observer=tree, **kwargs)  # type: ignore[attr-defined, arg-type]
    return sum(1 for node in tree if node.kind == "terminal")


# ------------------------------------------------------------------ Knuth–Moore


@pytest.mark.parametrize(("b", "d", "published"), [(3, 3, 11), (4, 4, 31)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_perfectly_ordered_uniform_trees_meet_knuth_moore(b: int, d: int, published: int, seed: int) -> None:
    game = uniform_tree(b, d, "perfect", seed=seed)
    leaves = alphabeta_leaves(game)
    assert leaves == knuth_moore_leaves(b, d)
    assert leaves == published  # the figure in Knuth & Moore (1975) and FACTS.md


@pytest.mark.parametrize(("b", "d"), [(2, 5), (3, 4), (5, 3), (2, 6)])
def test_knuth_moore_holds_for_other_shapes(b: int, d: int) -> None:
    assert alphabeta_leaves(uniform_tree(b, d, "perfect", seed=7)) == knuth_moore_leaves(b, d)


def test_worse_orderings_examine_more_leaves_and_minimax_all() -> None:
    for seed in range(3):
        perfect = alphabeta_leaves(uniform_tree(3, 4, "perfect", seed=seed))
        rand = alphabeta_leaves(uniform_tree(3, 4, "random", seed=seed))
        worst = alphabeta_leaves(uniform_tree(3, 4, "worst", seed=seed))
        assert perfect < rand <= worst <= 3**4
        tree = SearchTree(keep_states=False)
        minimax(uniform_tree(3, 4, "worst", seed=seed), (), observer=tree)
        assert leaf_count(tree) == 3**4


def test_uniform_tree_orderings_share_leaves_and_value() -> None:
    games = {o: uniform_tree(3, 3, o, seed=4) for o in ("perfect", "random", "worst")}
    assert len({tuple(sorted(g.leaf_values())) for g in games.values()}) == 1
    assert len(set(games["random"].leaf_values())) == 27  # distinct values: no lucky ties
    assert len({minimax(g, ()).value for g in games.values()}) == 1
    # perfect: the best line is the leftmost one; worst: it is the rightmost
    assert minimax(games["perfect"], ()).pv == ["a1", "b1", "e1"]
    assert minimax(games["worst"], ()).pv[0] == "a3"
    assert uniform_tree(3, 3, "random", seed=4) == games["random"]


def test_knuth_moore_formula_and_bad_parameters() -> None:
    assert [knuth_moore_leaves(2, d) for d in range(5)] == [1, 2, 3, 5, 7]
    with pytest.raises(ValueError, match="ordering"):
        uniform_tree(2, 2, "best")
    with pytest.raises(ValueError, match="branching"):
        uniform_tree(0, 2)
    with pytest.raises(ValueError, match="1,000,000"):
        uniform_tree(10, 7)
    with pytest.raises(ValueError):
        knuth_moore_leaves(0, 2)


def test_scan_ordering_rows() -> None:
    rows = scan_ordering([2, 3], [3, 4], trees=2)
    assert len(rows) == 2 * 2 * 2 * 3
    for row in rows:
        assert row["knuth_moore"] == knuth_moore_leaves(row["branching"], row["depth"])
        assert row["minimax_leaves"] == row["branching"] ** row["depth"]
        assert row["knuth_moore"] <= row["leaves"] <= row["minimax_leaves"]
        if row["ordering"] == "perfect":
            assert row["leaves"] == row["knuth_moore"]


# ------------------------------------------------------------------ effective branching factor


def test_effective_branching_factor() -> None:
    assert effective_branching_factor(1 + 3 + 9 + 27, 3) == pytest.approx(3.0)
    assert effective_branching_factor(6, 5) == pytest.approx(1.0)
    assert effective_branching_factor(53, 5) == pytest.approx(1.92, abs=0.005)  # AIMA's worked example
    assert effective_branching_factor(1000, 4) > effective_branching_factor(500, 4)
    with pytest.raises(ValueError, match="depth"):
        effective_branching_factor(10, 0)
    with pytest.raises(ValueError, match="nodes"):
        effective_branching_factor(0, 3)


# ------------------------------------------------------------------ timing rows


def test_time_search_row_matches_the_search() -> None:
    state = GAME.parse("XO./.X./O..")
    row = time_search(GAME, state, "alphabeta", repeat=2)
    assert set(row) == ROW_KEYS
    assert row["nodes"] == alphabeta(GAME, state).nodes
    assert row["empty_cells"] == 5 and row["position"] == "XO./.X./O.." and row["depth"] is None
    assert row["seconds"] > 0
    with pytest.raises(ValueError, match="unknown algorithm"):
        time_search(GAME, state, "bogosearch")
    with pytest.raises(ValueError, match="repeat"):
        time_search(GAME, state, repeat=0)


def test_algorithms_are_the_one_implementation() -> None:
    state = GAME.parse("XO./.X./...")
    calls = algorithms()
    assert calls["minimax"](GAME, state).nodes == minimax(GAME, state).nodes
    assert calls["alphabeta strict"](GAME, state).nodes == alphabeta(GAME, state, prune_on_equal=False).nodes
    assert len({call(GAME, state).value for call in calls.values()}) == 1


def test_scan_empty_cells_is_seeded_and_fair() -> None:
    rows = scan_empty_cells(GAME, ["minimax", "alphabeta"], empties=[4, 6], positions=2, seed=3)
    again = scan_empty_cells(GAME, ["minimax", "alphabeta"], empties=[4, 6], positions=2, seed=3)
    assert [r["position"] for r in rows] == [r["position"] for r in again]  # same seed, same positions
    assert [r["empty_cells"] for r in rows] == [4, 4, 4, 4, 6, 6, 6, 6]
    for mm, ab in zip(rows[::2], rows[1::2], strict=True):
        assert (mm["algorithm"], ab["algorithm"]) == ("minimax", "alphabeta")
        assert mm["position"] == ab["position"] and mm["value"] == ab["value"]
        assert ab["nodes"] <= mm["nodes"]
        assert not GAME.is_terminal(GAME.parse(mm["position"]))


def test_random_position() -> None:
    state = random_position(GAME, 5, random.Random(1))
    assert len(GAME.actions(state)) == 5 and not GAME.is_terminal(state)
    assert random_position(GAME, 5, random.Random(1)) == state
    with pytest.raises(ValueError, match="empties"):
        random_position(GAME, 10, random.Random(1))


def test_scan_depth_on_a_bigger_board() -> None:
    game = MNK(4, 4, 3)
    rows = scan_depth(game, ["alphabeta", "minimax"], [1, 2, 3], evaluate=lambda s: 0.0)
    assert [(r["algorithm"], r["depth"]) for r in rows] == [
        ("alphabeta", 1), ("minimax", 1), ("alphabeta", 2), ("minimax", 2), ("alphabeta", 3), ("minimax", 3)]
    minimax_nodes = [r["nodes"] for r in rows if r["algorithm"] == "minimax"]
    assert minimax_nodes == [1 + 16, 1 + 16 + 16 * 15, 1 + 16 + 16 * 15 + 16 * 15 * 14]
    assert all(r["empty_cells"] == 16 for r in rows)
    # without evaluate, m,n,k boards use the line evaluation: one ply shows X's best first stone
    default = scan_depth(game, ["minimax"], [1])
    assert default[0]["nodes"] == minimax_nodes[0] and default[0]["value"] > 0
    with pytest.raises(ValueError, match="evaluate"):
        scan_depth(uniform_tree(2, 3), ["alphabeta"], [1])


def test_a_match_scores_interval_narrows_with_games_and_holds_its_score() -> None:
    from ttt_lab.bench import score_interval

    for score in (0.0, 0.3, 0.5, 0.55, 1.0):
        few, many = score_interval(score, 20), score_interval(score, 200)
        assert few[0] <= score <= few[1] and many[0] <= score <= many[1]
        assert many[1] - many[0] < few[1] - few[0]
    low, high = score_interval(0.5, 40)
    assert abs((0.5 - low) - (high - 0.5)) < 1e-12  # symmetric around an even score
    assert score_interval(0.5, 0) == (0.0, 1.0)
