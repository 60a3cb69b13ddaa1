"""Backpropagation's flip by a depth's parity worded from the code (backpropagation_parity), the "no flip"
words kept for code with no flip, and the new node updated twice (a knob of the model)."""

from __future__ import annotations

import ast

from ttt_lab.exercises import check_backpropagation
from ttt_lab.exercises.backpropagation import LEAF_TWICE, WRONG_SIDE
from ttt_lab.exercises.backpropagation_model import PathNode, mistaken_backpropagation
from ttt_lab.exercises.backpropagation_parity import parity_flip
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.hint_checks_search import flip_order_without_flip


def _source(text: str) -> Source:
    return Source((ast.parse(text).body[0],), (text,))


def test_a_flip_chosen_by_parity_is_found_and_is_a_flip() -> None:
    text = ("def b(path, winner):\n    for depth, node in enumerate(path):\n"
            "        node.wins += reward if depth % 2 == 0 else 1.0 - reward\n")
    assert parity_flip(_source(text)) == "reward if depth % 2 == 0 else 1.0 - reward"
    assert flip_order_without_flip(_source(text)) is None  # the "no flip" words are not for it


def test_code_without_a_flip_keeps_the_no_flip_words() -> None:
    text = ("def b(path, winner):\n    for node in path:\n        node.visits += 1\n"
            "        if node.mover != winner:\n            node.wins += 1\n")
    assert parity_flip(_source(text)) is None
    assert flip_order_without_flip(_source(text)) is not None


def _from_root(path, winner):  # type: ignore[no-untyped-def]
    reward = 0.5 if winner is None else 1.0 if len(path) > 1 and path[1].mover == winner else 0.0
    for depth, node in enumerate(path):
        node.visits += 1
        node.wins += reward if depth % 2 == 0 else 1.0 - reward


def test_a_flip_counted_from_the_root_is_named_the_wrong_side_and_told_it_flips() -> None:
    report = check_backpropagation(_from_root, quiet=True)
    assert report.names == [WRONG_SIDE]
    assert "Your code does flip the reward" in report.diagnosis[0].detail
    assert "turns no reward" not in report.diagnosis[0].hint


def test_the_new_node_updated_twice_doubles_its_visit_and_its_win_alone() -> None:
    path = [PathNode(None, 4, 2.0), PathNode("X", 3, 1.0), PathNode("O", 2, 1.0)]
    mistaken_backpropagation(path, "O", {"leaf_twice": "with win"})
    assert [(n.visits, n.wins) for n in path] == [(5, 2.0), (4, 1.0), (4, 3.0)]


def _leaf_first(path, winner):  # type: ignore[no-untyped-def]
    path[-1].visits += 1
    path[-1].wins += 0.5 if winner is None else float(path[-1].mover == winner)
    for node in path:
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)


def test_a_leaf_updated_before_the_loop_is_named() -> None:
    assert check_backpropagation(_leaf_first, quiet=True).names == [LEAF_TWICE]


def test_a_parity_counted_from_the_leaf_is_not_read_as_anchored_at_the_root() -> None:
    text = ("def b(path, winner):\n    for depth, node in enumerate(reversed(path)):\n"
            "        node.wins += reward if depth % 2 == 0 else 1.0 - reward\n")
    assert parity_flip(_source(text)) is None
