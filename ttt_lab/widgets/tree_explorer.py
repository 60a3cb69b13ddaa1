"""A recorded search tree opened node by node: for trees too big to draw whole and still read.

:class:`TreeExplorer` starts at the root with its children listed under it. A click on a node
opens its children beneath it, indented, or folds them away again; the arrow beside a node
makes it the top of the view, and the breadcrumbs above lead back up to the root. Every node
says who is to move, its value, how the search treated it (searched, game over, evaluated at
the depth limit, answered by the table), its alpha-beta window on entry and exit, the moves
cut below it and why, and its position as a board at a readable size.

It reads the :class:`~ttt_lab.search.SearchTree` a search recorded and never searches; node
names and moves are written as the plot and the stepper write them.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.search import SearchTree, alphabeta
    >>> game, tree = aima_figure_5_2(), SearchTree()
    >>> _ = alphabeta(game, (), observer=tree)
    >>> explorer = TreeExplorer(tree, game=game)
    >>> [explorer.label(i) for i in explorer.visible()]
    ['A', 'B', 'C', 'D']
    >>> explorer.toggle(5)  # open C
    >>> [explorer.label(i) for i in explorer.visible()]
    ['A', 'B', 'C', 'c1', 'D']
    >>> explorer.go_to(5); [explorer.label(i) for i in explorer.path()]
    ['A', 'C']
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ttt_lab.core import HasBoardText, format_value
from ttt_lab.search.observer import SearchNode, SearchTree
from ttt_lab.search.replay import move_text, node_name
from ttt_lab.widgets.base import close_widget, reporting, style_widget
from ttt_lab.widgets.theme import FOCUS_CSS

__all__ = ["KIND_WORDS", "TreeExplorer", "node_facts"]

KIND_WORDS = {
    "expanded": "searched",
    "terminal": "game over",
    "cutoff": "depth limit: evaluated",
    "table": "value from the transposition table",
    "open": "not finished",
}
"""How each kind of recorded node is named for a student."""

INDENT_PX = 22
"""How far each level is indented under the node at the top of the view."""

EXPLORER_CSS = """<style>
.ttt-explorer { font-size: 14px; }
.ttt-explorer-row { align-items: flex-start; border-bottom: 1px solid var(--jp-border-color3, #eee); padding: 2px 0; }
.ttt-explorer-toggle button, .ttt-explorer-toggle { font-size: 14px; text-align: left; }
.ttt-explorer-info { color: var(--jp-content-font-color1, #222); line-height: 1.35; }
.ttt-explorer-board { font: 14px/1.1 var(--jp-code-font-family, monospace); margin: 2px 0 0 0;
  padding: 2px 6px; border: 1px solid var(--jp-border-color2, #bbb); display: inline-block;
  background: var(--jp-layout-color2, #f7f5ee); color: var(--jp-content-font-color1, #222); }
.ttt-explorer-pv { font-weight: bold; }
.ttt-explorer-crumbs button { font-size: 13px; }
</style>"""


def node_facts(node: SearchNode, game: Any = None) -> list[str]:
    """What a student reads about one recorded node, one short phrase each.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, alphabeta
        >>> tree = SearchTree()
        >>> _ = alphabeta(aima_figure_5_2(), (), observer=tree)
        >>> node_facts(tree[5])
        ['MIN to move', 'value 2', 'searched', 'α,β on entry [3,+∞], on exit [3,+∞]', 'pruned c2; c3: v=2 <= alpha=3']
    """
    facts = ["MAX to move" if node.maximizing else "MIN to move",
             f"value {format_value(node.value)}" if node.value is not None else "no value yet",
             KIND_WORDS.get(node.kind, node.kind)]
    if node.kind in ("expanded", "open", "table") and node.children:
        facts.append(f"α,β on entry [{format_value(node.alpha_in)},{format_value(node.beta_in)}],"
                     f" on exit [{format_value(node.alpha_out)},{format_value(node.beta_out)}]")
    if node.pruned:
        cut = "; ".join(move_text(move) for move in node.pruned)  # a cell is written "1,2" itself
        facts.append(f"pruned {cut}" + (f": {node.rule}" if node.rule else ""))
    if node.on_pv:
        facts.append("on the principal variation")
    return facts


class TreeExplorer(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """Open a recorded search tree node by node (CSS class ``ttt-explorer``).

    Args:
        tree: a :class:`~ttt_lab.search.SearchTree` filled by a search.
        game: the game searched, for node names (AIMA's A, B, C) and boards.
        boards: show each node's position as a board (default: when the game can write one
            and the tree kept its states).

    Raises:
        ValueError: the tree recorded nothing.

    Attributes:
        focus: the id of the node at the top of the view.
        opened: the ids of the nodes whose children are shown.
    """

    def __init__(self, tree: SearchTree, game: Any = None, *, boards: bool | None = None) -> None:
        if not isinstance(tree, SearchTree):
            raise ValueError(f"TreeExplorer needs a SearchTree filled by a search, got {type(tree).__name__}")
        if not tree.nodes:
            raise ValueError("the tree is empty: pass this SearchTree as a search's observer first")
        super().__init__()
        self.add_class("ttt-explorer")
        self.tree = tree
        self.game = game
        root = tree.nodes[0]
        self.boards = (self._board(root) is not None) if boards is None else boards
        self.focus = root.id
        self.opened: set[int] = {root.id}
        self.last_error: BaseException | None = None
        self.summary = widgets.HTML(self._summary_text())
        self.summary.add_class("ttt-explorer-summary")
        self.breadcrumbs = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.breadcrumbs.add_class("ttt-explorer-crumbs")
        self.rows = widgets.VBox()
        self.rows.add_class("ttt-explorer-rows")
        self.output = widgets.Output()
        self.output.add_class("ttt-explorer-output")
        self._row_widgets: dict[int, tuple[widgets.HBox, widgets.Button, widgets.Button]] = {}
        self._crumb_widgets: dict[int, widgets.Button] = {}
        self.children = [style_widget(EXPLORER_CSS + f"<style>{FOCUS_CSS}</style>"), self.summary, self.breadcrumbs, self.rows, self.output]
        self._render()

    # ------------------------------------------------------------------ what is shown

    def label(self, node_id: int) -> str:
        """A node's short name: its letter (TreeGame), else the move that reached it, else ``root``."""
        node = self.tree.nodes[node_id]
        name = node_name(node, self.game)
        if not name.startswith("#"):
            return name
        return move_text(node.move) if node.parent is not None else "root"

    def path(self) -> list[int]:
        """The ids from the root down to the node at the top of the view (the breadcrumbs)."""
        ids = [self.focus]
        while (parent := self.tree.nodes[ids[-1]].parent) is not None:
            ids.append(parent)
        return ids[::-1]

    def visible(self) -> list[int]:
        """The ids of the rows shown, top to bottom: the top node, then every opened node's children."""
        shown: list[int] = []
        stack = [self.focus]
        while stack:
            node_id = stack.pop()
            shown.append(node_id)
            if node_id in self.opened:
                stack.extend(reversed(self.tree.nodes[node_id].children))
        return shown

    # ------------------------------------------------------------------ what a click does

    def toggle(self, node_id: int) -> None:
        """Open ``node_id``'s children under it, or fold them (and everything opened below) away."""
        node = self._node(node_id)
        if node_id in self.opened:
            self._fold(node_id)
        elif node.children:
            self.opened.add(node_id)
        self._render()

    def go_to(self, node_id: int) -> None:
        """Make ``node_id`` the top of the view, opened (the breadcrumbs lead back up)."""
        node = self._node(node_id)
        self.focus = node.id
        if node.children:
            self.opened.add(node.id)
        self._render()

    def _fold(self, node_id: int) -> None:
        stack = [node_id]
        while stack:
            current = stack.pop()
            if current in self.opened:
                self.opened.discard(current)
                stack.extend(self.tree.nodes[current].children)

    def _node(self, node_id: int) -> SearchNode:
        if isinstance(node_id, bool) or not isinstance(node_id, int) or not 0 <= node_id < len(self.tree.nodes):
            raise ValueError(f"no node {node_id!r} in this tree of {len(self.tree.nodes):,} nodes")
        return self.tree.nodes[node_id]

    # ------------------------------------------------------------------ drawing

    def _render(self) -> None:
        path = self.path()
        self.breadcrumbs.children = [self._crumb(node_id, last=k == len(path) - 1) for k, node_id in enumerate(path)]
        top_depth = self.tree.nodes[self.focus].depth
        rows = []
        for node_id in self.visible():
            row, toggle, enter = self._row(node_id)
            node = self.tree.nodes[node_id]
            toggle.description = self._toggle_text(node)
            enter.layout.visibility = "visible" if node.children and node_id != self.focus else "hidden"
            row.layout.margin = f"0 0 0 {INDENT_PX * (node.depth - top_depth)}px"
            rows.append(row)
        self.rows.children = rows

    def _toggle_text(self, node: SearchNode) -> str:
        mark = ("▾" if node.id in self.opened else "▸") if node.children else "•"
        return f"{mark} {self.label(node.id)}   {format_value(node.value) if node.value is not None else '?'}"

    def _crumb(self, node_id: int, last: bool) -> widgets.Button:
        button = self._crumb_widgets.get(node_id)
        if button is None:
            button = widgets.Button(description=self.label(node_id), tooltip="go back up to this node",
                                    layout=widgets.Layout(width="auto"))
            button.add_class("ttt-explorer-crumb")
            button.on_click(self._reporting(lambda _, i=node_id: self.go_to(i)))
            self._crumb_widgets[node_id] = button
        button.disabled = last
        return button

    def _row(self, node_id: int) -> tuple[widgets.HBox, widgets.Button, widgets.Button]:
        made = self._row_widgets.get(node_id)
        if made is not None:
            return made
        node = self.tree.nodes[node_id]
        toggle = widgets.Button(tooltip="open or fold this node's children" if node.children else "a leaf",
                                layout=widgets.Layout(width="150px", min_width="150px"))
        toggle.add_class("ttt-explorer-toggle")
        toggle.add_class(f"ttt-explorer-node-{node_id}")
        toggle.on_click(self._reporting(lambda _: self.toggle(node_id)))
        enter = widgets.Button(icon="level-down", tooltip="make this node the top of the view",
                               layout=widgets.Layout(width="36px", min_width="36px"))
        enter.add_class("ttt-explorer-enter")
        enter.on_click(self._reporting(lambda _: self.go_to(node_id)))
        info = widgets.HTML(self._info_html(node))
        info.add_class("ttt-explorer-info")
        row = widgets.HBox([toggle, enter, info])
        row.add_class("ttt-explorer-row")
        self._row_widgets[node_id] = (row, toggle, enter)
        return row, toggle, enter

    def _info_html(self, node: SearchNode) -> str:
        facts = [html.escape(fact, quote=False) for fact in node_facts(node, self.game)]
        if node.on_pv:
            facts[-1] = f"<span class='ttt-explorer-pv'>{facts[-1]}</span>"
        text = " · ".join(facts)
        board = self._board(node) if self.boards else None
        if board is not None:
            text += f"<br><pre class='ttt-explorer-board'>{html.escape(board.replace('.', '·'), quote=False)}</pre>"
        return text

    def _board(self, node: SearchNode) -> str | None:
        if node.state is None:
            return None
        for owner in (self.game, getattr(node.state, "game", None)):
            if isinstance(owner, HasBoardText):
                try:
                    return str(owner.board_text(node.state, separator="\n"))
                except (TypeError, AttributeError, IndexError, KeyError):
                    return None
        return None

    def _summary_text(self) -> str:
        tree = self.tree
        return (f"<b>{len(tree.nodes):,} nodes searched, {tree.pruned_count():,} moves pruned.</b>"
                " Click a node to open or fold its children; ⤵ makes it the top of the view,"
                " and the buttons above lead back up.")

    def _reporting(self, callback: Any) -> Any:
        """``callback``, with whatever it raises shown in the explorer's output area (and kept)."""
        return reporting(self, callback)

    def close(self) -> None:
        """Close the explorer and every row and crumb it made (each is a widget the kernel keeps)."""
        # getattr: a constructor that refused its input never made them, and close still runs.
        for row, toggle, enter in getattr(self, "_row_widgets", {}).values():
            for part in (*row.children, row, toggle, enter):
                close_widget(part)
        for crumb in getattr(self, "_crumb_widgets", {}).values():
            close_widget(crumb)
        for part in (*getattr(self, "children", ()), getattr(self, "layout", None)):
            if isinstance(part, widgets.Widget):
                close_widget(part)
        super().close()
