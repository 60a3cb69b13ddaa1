"""The search stepper: a pure function of the step, read from the recorded tree only."""

from __future__ import annotations

import os

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib

matplotlib.use("Agg")

from typing import Any

import pytest

from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import TreeGame, aima_figure_5_2
from ttt_lab.search import SearchTree, alphabeta, minimax
from ttt_lab.widgets.stepper import SearchStepper, partial_tree, replay


def aima_stepper(plot: bool = False) -> tuple[SearchStepper, SearchTree, TreeGame]:
    game = aima_figure_5_2()
    tree = SearchTree()
    alphabeta(game, game.initial_state(), observer=tree)
    return SearchStepper(tree, game=game, plot=plot), tree, game


def test_back_then_forward_returns_the_same_view_state() -> None:
    stepper, tree, _ = aima_stepper()
    seen = []
    for _ in range(len(tree.events)):
        stepper.next_button.click()
        seen.append(stepper.view_state())
    assert stepper.step == len(tree.events) and stepper.next_button.disabled
    for i in range(len(tree.events) - 1, 0, -1):
        stepper.back_button.click()
        assert stepper.view_state() == seen[i - 1]
    for i in range(1, len(tree.events)):
        stepper.next_button.click()
        assert stepper.view_state() == seen[i]
    # jumping straight to a step gives the same view as walking there
    stepper.reset_button.click()
    assert stepper.step == 0 and stepper.back_button.disabled
    stepper.step = 9
    assert stepper.view_state() == seen[8]


def test_aima_cut_at_the_second_min_node_after_its_first_leaf() -> None:
    stepper, tree, game = aima_stepper()
    kinds = [replay(tree, i + 1, game)["event"] for i in range(len(tree.events))]
    cut_step = kinds.index("prune") + 1
    stepper.step = cut_step
    view = stepper.view_state()
    c = tree[view["node"]]
    assert view["event"] == "prune" and c.depth == 1 and not c.maximizing
    assert [n.id for n in tree if n.depth == 1].index(c.id) == 1  # the second MIN node: C
    assert view["message"] == "v=2 <= alpha=3 at node C: remaining children c2, c3 pruned"
    assert [entry["name"] for entry in view["stack"]] == ["A", "C"]
    assert [(e["alpha"], e["beta"], e["value"]) for e in view["stack"]] == [(3, float("inf"), 3), (3, float("inf"), 2)]
    # one step earlier, C's first (and only visited) leaf, 2, has just returned
    stepper.back_button.click()
    before = stepper.view_state()
    leaf = tree[before["node"]]
    assert before["event"] == "leave" and leaf.parent == c.id and leaf.value == 2 and c.children == [leaf.id]
    assert before["pruned"] == {} and view["pruned"] == {c.id: ["c2", "c3"]}
    assert "D" not in {node_name for node_name in (e["name"] for e in view["stack"])}
    assert max(view["visited"]) == leaf.id  # nothing after c1 has been entered yet


def test_messages_for_each_kind_of_event() -> None:
    stepper, tree, game = aima_stepper()
    messages = [replay(tree, i, game)["message"] for i in range(len(tree.events) + 1)]
    assert messages[0].startswith("press Next")
    assert messages[1] == "start at the root A (MAX to move), alpha=-∞, beta=+∞"
    assert messages[2] == "enter node B by move a1 (MIN to move), alpha=-∞, beta=+∞"
    assert messages[4] == "leaf #2 reached by b1 is a finished game: value 3"
    assert messages[5] == "node B: best so far v=3; MIN lowers beta: alpha=-∞, beta=3"
    assert messages[-1] == "the search is over: node A returns v=3"
    with pytest.raises(ValueError, match="step must be"):
        replay(tree, len(tree.events) + 1)
    with pytest.raises(ValueError, match="step must be"):
        stepper.step = -1


class SpyGame:
    """A game that counts the rule calls a search needs (actions, result)."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.search_calls = 0

    def actions(self, state: Any) -> Any:
        self.search_calls += 1
        return self.game.actions(state)

    def result(self, state: Any, move: Any) -> Any:
        self.search_calls += 1
        return self.game.result(state, move)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


def test_the_stepper_reads_the_tree_and_never_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    import ttt_lab.search as search
    import ttt_lab.search.alphabeta as alphabeta_module
    import ttt_lab.search.minimax as minimax_module

    game = TicTacToe()
    tree = SearchTree()
    alphabeta(game, game.parse("XO./.X./O.."), observer=tree)

    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the stepper searched again")

    for module in (search, alphabeta_module, minimax_module):
        monkeypatch.setattr(module, "alphabeta", no_search, raising=False)
        monkeypatch.setattr(module, "minimax", no_search, raising=False)
    spy = SpyGame(game)
    stepper = SearchStepper(tree, game=spy, plot=True)
    for step in (1, 40, len(tree.events) // 2, len(tree.events)):
        stepper.step = step
    assert spy.search_calls == 0
    assert stepper.last_error is None
    assert stepper.picture.value[:4] == b"\x89PNG"


def test_partial_tree_shows_only_what_happened_so_far() -> None:
    _, tree, game = aima_stepper()
    view = replay(tree, 17, game)  # just after C's cutoff
    part = partial_tree(tree, view)
    assert [n.id for n in part] == list(range(7))
    assert part[5].pruned == ["c2", "c3"] and part[5].kind == "open" and part[5].value == 2
    assert part[0].kind == "open" and not any(n.on_pv for n in part)
    assert part.pruned_count() == 2
    final = partial_tree(tree, replay(tree, len(tree.events), game))
    assert [(n.value, n.kind, n.on_pv) for n in final] == [(n.value, n.kind, n.on_pv) for n in tree]


def test_plot_at_every_step_and_errors_land_in_the_output() -> None:
    stepper, tree, _ = aima_stepper(plot=True)
    assert stepper.picture in stepper.children
    pictures = set()
    for step in range(0, len(tree.events) + 1, 5):
        stepper.step = step
        pictures.add(stepper.picture.value)
        assert stepper.picture.value[:4] == b"\x89PNG"
    assert len(pictures) > 1 and stepper.last_error is None

    def broken() -> None:
        raise RuntimeError("drawing failed on purpose")

    stepper._render = broken  # type: ignore[method-assign]
    stepper.next_button.click()
    assert isinstance(stepper.last_error, RuntimeError)
    text = "".join(o.get("text", "") for o in stepper.output.outputs)
    assert "RuntimeError: drawing failed on purpose" in text and "Traceback" in text


def test_controls_have_stable_classes_and_play_is_linked_in_the_browser() -> None:
    stepper, tree, _ = aima_stepper()
    classes = {
        "ttt-stepper-next": stepper.next_button, "ttt-stepper-back": stepper.back_button,
        "ttt-stepper-reset": stepper.reset_button, "ttt-stepper-play": stepper.play,
        "ttt-stepper-slider": stepper.slider, "ttt-stepper-speed": stepper.speed,
        "ttt-stepper-output": stepper.output, "ttt-stepper-message": stepper.message,
    }
    for css, widget in classes.items():
        assert css in widget._dom_classes
    assert stepper.play.max == stepper.slider.max == len(tree.events)
    link = stepper._links[0]
    assert (link.source[0], link.source[1], link.target[0], link.target[1]) == (
        stepper.play, "value", stepper.slider, "value")
    # the slider drives the view, whoever moves it (Play moves it from the browser)
    stepper.slider.value = 3
    assert stepper.step == 3 and "step 3 of" in stepper.message.value


def test_minimax_trees_step_too_and_empty_trees_are_refused() -> None:
    game = aima_figure_5_2()
    tree = SearchTree()
    minimax(game, (), observer=tree)
    stepper = SearchStepper(tree, game=game)
    stepper.step = len(tree.events)
    assert stepper.view_state()["stack"] == [] and len(stepper.view_state()["finished"]) == 13
    with pytest.raises(ValueError, match="no events"):
        SearchStepper(SearchTree())
