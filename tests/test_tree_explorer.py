"""The tree explorer: a recorded tree opened, folded and walked node by node, and the board's
"show search" opening it for trees too big to draw whole."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets
import pytest
from ipywidgets.widgets import widget as widget_module

from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.players import Decision, player_for_level
from ttt_lab.search import SearchTree, alphabeta, minimax
from ttt_lab.search.replay import move_text
from ttt_lab.widgets import Board, TreeExplorer
from ttt_lab.widgets.search_view import make_search_output, show_search
from ttt_lab.widgets.tree_explorer import node_facts


def live_widgets() -> dict[str, widgets.Widget]:
    return dict(widget_module._instances)


def figure_5_2() -> tuple[SearchTree, Any]:
    game, tree = aima_figure_5_2(), SearchTree()
    alphabeta(game, (), observer=tree)
    return tree, game


def labels(explorer: TreeExplorer) -> list[str]:
    return [explorer.label(i) for i in explorer.visible()]


def row_of(explorer: TreeExplorer, node_id: int) -> widgets.HBox:
    return next(row for row in explorer.rows.children if f"ttt-explorer-node-{node_id}" in row.children[0]._dom_classes)


def test_starts_at_the_root_with_its_children_listed() -> None:
    tree, game = figure_5_2()
    explorer = TreeExplorer(tree, game=game)
    assert labels(explorer) == ["A", "B", "C", "D"]
    assert [b.description for b in explorer.breadcrumbs.children] == ["A"]
    assert explorer.breadcrumbs.children[0].disabled  # where we are
    assert "11 nodes searched, 2 moves pruned" in explorer.summary.value
    toggles = [row.children[0].description for row in explorer.rows.children]
    assert toggles[0].startswith("▾ A") and toggles[1].startswith("▸ B") and toggles[1].endswith("3")


def test_a_click_opens_and_folds_a_node() -> None:
    tree, game = figure_5_2()
    explorer = TreeExplorer(tree, game=game)
    c = next(n for n in tree if n.pruned)
    row_of(explorer, c.id).children[0].click()
    assert labels(explorer) == ["A", "B", "C", "c1", "D"]
    assert row_of(explorer, c.id).children[0].description.startswith("▾ C")
    leaf = row_of(explorer, c.children[0])
    assert leaf.children[0].description.startswith("• c1") and leaf.layout.margin == "0 0 0 44px"
    row_of(explorer, c.id).children[0].click()
    assert labels(explorer) == ["A", "B", "C", "D"]
    # folding the root folds everything below it too
    row_of(explorer, c.id).children[0].click()
    row_of(explorer, 0).children[0].click()
    assert labels(explorer) == ["A"] and explorer.opened == set()
    row_of(explorer, 0).children[0].click()
    assert labels(explorer) == ["A", "B", "C", "D"]


def test_going_in_and_the_breadcrumbs_back_up() -> None:
    game = TicTacToe()
    tree = SearchTree()
    minimax(game, game.parse(".X./X.O/.OX"), observer=tree)
    explorer = TreeExplorer(tree, game=game)
    first = tree[0].children[0]
    grandchild = tree[first].children[1]
    row_of(explorer, first).children[1].click()  # the arrow: make it the top
    assert explorer.focus == first and explorer.visible()[0] == first
    row_of(explorer, grandchild).children[1].click()
    assert explorer.path() == [0, first, grandchild]
    crumbs = explorer.breadcrumbs.children
    assert [c.description for c in crumbs] == ["root", move_text(tree[first].move), move_text(tree[grandchild].move)]
    assert [c.disabled for c in crumbs] == [False, False, True]
    assert explorer.visible() == [grandchild, *tree[grandchild].children]
    crumbs[0].click()  # back up to the root
    assert explorer.focus == 0 and explorer.path() == [0]
    assert row_of(explorer, first).children[1].layout.visibility == "visible"
    assert row_of(explorer, 0).children[1].layout.visibility == "hidden"  # the top has nowhere to go in


def test_each_node_says_what_the_search_did_with_it() -> None:
    tree, game = figure_5_2()
    c = next(n for n in tree if n.pruned)
    assert node_facts(c, game) == ["MIN to move", "value 2", "searched", "α,β on entry [3,+∞], on exit [3,+∞]",
                                   "pruned c2; c3: v=2 <= alpha=3"]
    assert node_facts(tree[0], game)[-1] == "on the principal variation"
    leaf = tree[tree[0].children[0]]
    explorer = TreeExplorer(tree, game=game)
    info = html.unescape(row_of(explorer, leaf.id).children[2].value)
    assert "MIN to move · value 3 · searched" in info and "pruned" not in info


def test_boards_are_shown_at_a_readable_size() -> None:
    game = TicTacToe()
    state = game.parse(".X./X.O/.OX")
    tree = SearchTree()
    alphabeta(game, state, observer=tree)
    explorer = TreeExplorer(tree, game=game)
    info = html.unescape(row_of(explorer, 0).children[2].value)
    assert f"<pre class='ttt-explorer-board'>{game.board_text(state, separator=chr(10)).replace('.', '·')}</pre>" in info
    assert "font: 14px" in explorer.children[0].value  # the stylesheet: 14 px boards
    assert "<pre" not in TreeExplorer(tree, game=game, boards=False).rows.children[0].children[2].value
    no_states = SearchTree(keep_states=False)
    alphabeta(game, state, observer=no_states)
    assert not TreeExplorer(no_states, game=game).boards


def test_bad_input_is_refused_and_a_failing_click_shows_its_error() -> None:
    tree, game = figure_5_2()
    with pytest.raises(ValueError, match="empty"):
        TreeExplorer(SearchTree())
    with pytest.raises(ValueError, match="SearchTree"):
        TreeExplorer([1, 2, 3])  # type: ignore[arg-type]
    explorer = TreeExplorer(tree, game=game)
    with pytest.raises(ValueError, match="no node 99"):
        explorer.go_to(99)
    with pytest.raises(ValueError, match="no node"):
        explorer.toggle(True)  # type: ignore[arg-type]
    before = (explorer.focus, set(explorer.opened))
    row = row_of(explorer, 5)
    del tree.nodes[5:]  # the tree changed under the explorer: the click on C fails ...
    row.children[0].click()
    assert explorer.last_error is not None  # ... and says so where the student looks
    assert any(out.get("name") == "stderr" for out in explorer.output.outputs)
    assert (explorer.focus, explorer.opened) == before


def test_close_closes_every_widget_it_made() -> None:
    tree, game = figure_5_2()
    before = set(live_widgets())
    explorer = TreeExplorer(tree, game=game)
    explorer.toggle(5)
    explorer.go_to(5)
    explorer.close()
    assert set(live_widgets()) - before == set()


def test_show_search_opens_the_explorer_when_the_tree_is_too_big_to_draw_whole() -> None:
    game = TicTacToe()
    player = player_for_level(5, seed=0)
    player.record = True
    decision = player.decide(game, game.play(game.initial_state(), (0, 0)))
    area = make_search_output()
    show_search(area, player, decision, game)
    kinds = [next(iter(out["data"])) for out in area.outputs]
    assert kinds == ["image/png", "application/vnd.jupyter.widget-view+json"]
    model_id = area.outputs[1]["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
    explorer = live_widgets()[model_id]
    assert isinstance(explorer, TreeExplorer) and explorer.tree is decision.tree
    show_search(area, player, decision, game)  # the next search closes the last explorer
    assert model_id not in live_widgets()
    small, figure = SearchTree(), aima_figure_5_2()
    alphabeta(figure, (), observer=small)
    show_search(area, player, Decision("a1", "searched", tree=small), figure)
    assert [next(iter(out["data"])) for out in area.outputs] == ["image/png"]  # drawn whole: no explorer


def test_the_board_shows_search_with_an_explorer() -> None:
    board = Board(x="human", o=5, show_search=True)
    board.grid.cells[(0, 0)].click()
    kinds = [next(iter(out["data"])) for out in board.search_output.outputs]
    assert kinds == ["image/png", "application/vnd.jupyter.widget-view+json"]
