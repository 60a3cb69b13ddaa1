"""Replaying a recorded search: a pure function of the step, read from the recorded tree only."""

from __future__ import annotations

import pytest

from ttt_lab.games.trees import TreeGame, aima_figure_5_2
from ttt_lab.search import SearchTree, alphabeta, partial_tree, replay


def aima_alphabeta() -> tuple[SearchTree, TreeGame]:
    game = aima_figure_5_2()
    tree = SearchTree()
    alphabeta(game, game.initial_state(), observer=tree)
    return tree, game


def test_aima_cut_at_the_second_min_node_after_its_first_leaf() -> None:
    tree, game = aima_alphabeta()
    kinds = [replay(tree, i + 1, game)["event"] for i in range(len(tree.events))]
    cut_step = kinds.index("prune") + 1
    view = replay(tree, cut_step, game)
    c = tree[view["node"]]
    assert view["event"] == "prune" and c.depth == 1 and not c.maximizing
    assert [n.id for n in tree if n.depth == 1].index(c.id) == 1  # the second MIN node: C
    assert view["message"] == "v=2 <= alpha=3 at node C: remaining children c2, c3 pruned"
    assert [entry["name"] for entry in view["stack"]] == ["A", "C"]
    assert [(e["alpha"], e["beta"], e["value"]) for e in view["stack"]] == [(3, float("inf"), 3), (3, float("inf"), 2)]
    # one step earlier, C's first (and only visited) leaf, 2, has just returned
    before = replay(tree, cut_step - 1, game)
    leaf = tree[before["node"]]
    assert before["event"] == "leave" and leaf.parent == c.id and leaf.value == 2 and c.children == [leaf.id]
    assert before["pruned"] == {} and view["pruned"] == {c.id: ["c2", "c3"]}
    assert "D" not in {node_name for node_name in (e["name"] for e in view["stack"])}
    assert max(view["visited"]) == leaf.id  # nothing after c1 has been entered yet


def test_messages_for_each_kind_of_event() -> None:
    tree, game = aima_alphabeta()
    messages = [replay(tree, i, game)["message"] for i in range(len(tree.events) + 1)]
    assert messages[0].startswith("press Next")
    assert messages[1] == "start at the root A (MAX to move), alpha=-∞, beta=+∞"
    assert messages[2] == "enter node B by move a1 (MIN to move), alpha=-∞, beta=+∞"
    assert messages[4] == "leaf #2 reached by b1 is a finished game: value 3"
    assert messages[5] == "node B: best so far v=3; MIN lowers beta: alpha=-∞, beta=3"
    assert messages[-1] == "the search is over: node A returns v=3"
    with pytest.raises(ValueError, match="step must be"):
        replay(tree, len(tree.events) + 1)


def test_partial_tree_shows_only_what_happened_so_far() -> None:
    tree, game = aima_alphabeta()
    view = replay(tree, 17, game)  # just after C's cutoff
    part = partial_tree(tree, view)
    assert [n.id for n in part] == list(range(7))
    assert part[5].pruned == ["c2", "c3"] and part[5].kind == "open" and part[5].value == 2
    assert part[0].kind == "open" and not any(n.on_pv for n in part)
    assert part.pruned_count() == 2
    final = partial_tree(tree, replay(tree, len(tree.events), game))
    assert [(n.value, n.kind, n.on_pv) for n in final] == [(n.value, n.kind, n.on_pv) for n in tree]
