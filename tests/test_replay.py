"""Replaying a recorded search: a pure function of the step, read from the recorded tree only."""

from __future__ import annotations

import pytest

from ttt_lab.games.trees import TreeGame, aima_figure_5_2
from ttt_lab.search import SearchTree, alphabeta, minimax, partial_tree, replay


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
    # one step earlier C took its first (and only visited) leaf's 2; the step before, that leaf returned
    told = replay(tree, cut_step - 1, game)
    assert (told["event"], told["node"]) == ("update", c.id)
    assert told["message"].startswith("node C: best so far v=2, and v <= alpha=3")
    before = replay(tree, cut_step - 2, game)
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
    assert messages[3] == "enter leaf b1, a finished game, alpha=-∞, beta=+∞"  # no "MAX to move" there
    assert messages[4] == "leaf b1 is a finished game: value 3"  # named as the book names it, not "#2"
    assert replay(tree, 3, game)["stack"][-1]["player"] == "—"
    assert messages[5] == "node B: best so far v=3; MIN lowers beta to 3 (alpha=-∞, beta=3)"
    assert messages[-1] == "the search is over: node A returns v=3"
    with pytest.raises(ValueError, match="step must be"):
        replay(tree, len(tree.events) + 1)


def test_partial_tree_shows_only_what_happened_so_far() -> None:
    tree, game = aima_alphabeta()
    view = replay(tree, 18, game)  # just after C's cutoff
    part = partial_tree(tree, view)
    assert [n.id for n in part] == list(range(7))
    assert part[5].pruned == ["c2", "c3"] and part[5].kind == "open" and part[5].value == 2
    assert part[0].kind == "open" and not any(n.on_pv for n in part)
    assert part.pruned_count() == 2
    final = partial_tree(tree, replay(tree, len(tree.events), game))
    assert [(n.value, n.kind, n.on_pv) for n in final] == [(n.value, n.kind, n.on_pv) for n in tree]


def test_a_bound_is_said_to_move_only_when_it_moves() -> None:
    """Figure 5.2, steps 8 and 11: B's later leaves (12, 8) change neither v nor beta."""
    tree, game = aima_alphabeta()
    updates = [(step, replay(tree, step, game)) for step in range(1, len(tree.events) + 1)
               if tree.events[step - 1].kind == "update"]
    for step, view in updates:
        if " is done (" in view["message"]:
            continue  # a cutoff's update: the value left the window (see the test below)
        event, previous = tree.events[step - 1], replay(tree, step - 1, game)
        node = tree[event.node]
        old = next(entry for entry in previous["stack"] if entry["id"] == node.id)
        bound, old_bound = (event.alpha, old["alpha"]) if node.maximizing else (event.beta, old["beta"])
        moved = "raises alpha to" if node.maximizing else "lowers beta to"
        assert (moved in view["message"]) == (bound != old_bound), (step, view["message"])
        assert ("stays" in view["message"]) == (bound == old_bound), (step, view["message"])
    messages = {step: view["message"] for step, view in updates}
    assert messages[8] == ("node B: v stays 3 (the child's 12 is no better for MIN); beta stays 3"
                           " (alpha=-∞, beta=3)")
    assert messages[11].startswith("node B: v stays 3 (the child's 8 is no better for MIN); beta stays 3")


@pytest.mark.parametrize("prune_on_equal", [True, False])
def test_every_value_a_child_brings_back_is_a_step_of_its_parent_the_one_that_cuts_off_too(prune_on_equal: bool) -> None:
    """Walk-through W12: B's last leaf had its step ("v stays 3"), D's last leaf (2, below
    alpha=3) had none: D's v went from 5 to 2 unseen. Every child's return is now followed
    by its parent's update, on the AIMA tree and on a tic-tac-toe position."""
    from ttt_lab.games.mnk import TicTacToe

    tic = TicTacToe()
    for game, state in ((aima_figure_5_2(), ()), (tic, tic.parse(".X./X.O/.OX"))):
        tree = SearchTree()
        alphabeta(game, state, observer=tree, prune_on_equal=prune_on_equal)
        events = tree.events
        returns = [i for i, event in enumerate(events) if event.kind == "leave" and tree[event.node].parent is not None]
        assert returns
        for i in returns:
            parent = tree[tree[events[i].node].parent]
            assert (events[i + 1].kind, events[i + 1].node) == ("update", parent.id), (i, events[i + 1])
        # and the values a node shows, step by step, end at the value it returns
        for node in tree:
            shown = [event.value for event in events if event.node == node.id and event.kind in ("update", "leave")]
            if len(shown) > 1:
                assert shown[-2] == shown[-1] == node.value, (node.id, shown)
    tree, game = aima_alphabeta()
    messages = [replay(tree, step, game)["message"] for step in range(1, len(tree.events) + 1)]
    d_done = messages.index("node D returns v=2 to A")
    assert messages[d_done - 1] == ("node D: best so far v=2, and v <= alpha=3: MAX already has 3 elsewhere,"
                                    " so node D is done (alpha=3, beta=5)")


def test_minimax_updates_say_nothing_about_a_window_it_does_not_keep() -> None:
    game, tree = aima_figure_5_2(), SearchTree()
    minimax(game, (), observer=tree)
    messages = [replay(tree, step, game)["message"] for step in range(1, len(tree.events) + 1)
                if tree.events[step - 1].kind == "update"]
    assert messages and all("alpha" not in m and "beta" not in m for m in messages)
    assert messages[0] == "node B: best so far v=3"


def test_searches_without_a_window_enter_nodes_without_alpha_and_beta() -> None:
    # The chance stepper of notebook 09 said "alpha=-∞, beta=+∞" at every node of a search that
    # never prunes: its table had lost those columns, its messages had not.
    from ttt_lab.games.chance import max_die_min_tree
    from ttt_lab.search import expectimax

    for search, game in ((minimax, aima_figure_5_2()), (expectimax, max_die_min_tree())):
        tree = SearchTree()
        search(game, game.initial_state(), observer=tree)
        messages = [replay(tree, step, game)["message"] for step in range(1, len(tree.events) + 1)]
        assert not [m for m in messages if "alpha" in m or "beta" in m], search.__name__
        assert messages[0].startswith("start at the root A (MAX to move)")
    tree, game = aima_alphabeta()  # alpha-beta keeps its window, -∞ and +∞ at the start too
    assert replay(tree, 2, game)["message"] == "enter node B by move a1 (MIN to move), alpha=-∞, beta=+∞"
