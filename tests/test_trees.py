"""Textbook trees: AIMA's Figure 5.2 and random practice trees."""

from __future__ import annotations

import pytest

from ttt_lab.core import IllegalMoveError
from ttt_lab.games.trees import TreeGame, aima_figure_5_2, random_tree


def test_figure_5_2_names_nodes_and_moves_as_aima_does() -> None:
    game = aima_figure_5_2()
    root = game.initial_state()
    assert game.node_name(root) == "A"
    assert [game.node_name(game.result(root, m)) for m in game.actions(root)] == ["B", "C", "D"]
    assert game.actions(game.result(root, "a3")) == ["d1", "d2", "d3"]
    assert game.to_move(root) == "MAX" and game.to_move(game.result(root, "a1")) == "MIN"
    leaf = game.result(game.result(root, "a3"), "d2")
    assert game.is_terminal(leaf) and game.utility(leaf, "MAX") == 5 and game.utility(leaf, "MIN") == -5
    assert game.node_name(leaf) == "5"
    assert game.leaf_values() == [3, 12, 8, 2, 4, 6, 14, 5, 2]
    assert game.depth() == 2


def test_uneven_trees_and_float_leaves_work() -> None:
    game = TreeGame([1.5, [2, [3, -4]], -1])
    root = game.initial_state()
    assert game.actions(root) == ["a1", "a2", "a3"]
    assert game.is_terminal(game.result(root, "a1"))
    assert game.depth() == 3
    assert game.winner(game.result(root, "a3")) == "MIN"
    assert game.winner(root) is None


def test_many_nodes_get_double_letter_names() -> None:
    game = TreeGame([[1, 2]] * 30)
    names = [game.node_name((i,)) for i in range(30)]
    assert names[:2] == ["B", "C"] and names[-1] == "AE"
    assert len(set(names)) == 30


@pytest.mark.parametrize(
    ("tree", "problem"),
    [([], "no children"), ([[1], []], r"path \[1\] has no children"), ([1, "x"], "must be a number"),
     (3, "list of moves at the root"), ([True], "must be a number")],
)
def test_bad_trees_raise_value_error(tree: object, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        TreeGame(tree)  # type: ignore[arg-type]


def test_illegal_tree_moves_name_the_node_and_the_legal_moves() -> None:
    game = aima_figure_5_2()
    with pytest.raises(IllegalMoveError, match="not a move at node A: its moves are a1, a2, a3"):
        game.play((), "b1")
    with pytest.raises(IllegalMoveError, match="it is a leaf"):
        game.play((0, 0), "x1")
    assert game.play((), "a2") == (1,)


def test_random_trees_are_seeded_and_shaped_as_asked() -> None:
    assert random_tree(3, 3, seed=7) == random_tree(3, 3, seed=7)
    assert random_tree(3, 3, seed=7) != random_tree(3, 3, seed=8)
    game = random_tree(4, 2, values=(0, 1), seed=1)
    assert len(game.leaf_values()) == 16 and set(game.leaf_values()) <= {0, 1}
    varied = random_tree((1, 3), 4, seed=3)
    assert varied.depth() == 4


@pytest.mark.parametrize(
    "kwargs",
    [{"branching": 0}, {"branching": (3, 2)}, {"depth": 0}, {"depth": 13}, {"values": (5, 1)},
     {"branching": 10, "depth": 8}],
)
def test_random_tree_rejects_bad_parameters(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        random_tree(**kwargs)  # type: ignore[arg-type]


def test_repr_round_trips() -> None:
    game = aima_figure_5_2()
    assert eval(repr(game), {"TreeGame": TreeGame}) == game
