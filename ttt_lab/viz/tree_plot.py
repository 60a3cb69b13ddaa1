"""Draw a recorded search tree: what was searched, what was pruned, and why.

:func:`plot_tree` reads a :class:`~ttt_lab.search.SearchTree` (it never searches) and draws
it top-down with matplotlib: MAX nodes as up-triangles, MIN nodes as
down-triangles, values inside the markers, moves on the edges, the principal variation
in bold, and the children that alpha-beta never looked at as grey dashed ghosts where they
would have been. Where each node goes is :mod:`ttt_lab.viz.tree_layout`'s part; nodes, moves
and values are written as the stepper writes them (:mod:`ttt_lab.search.replay`,
:func:`ttt_lab.core.format_value`).

Every group of markers carries a ``gid`` so that tests and curious students can find it:

=====================  ======================================================
``gid``                what it holds
=====================  ======================================================
``"nodes-max"``        one marker per shown node where MAX is to move
``"nodes-min"``        one marker per shown node where MIN is to move
``"pruned"``           one grey marker per pruned move (never visited)
``"cutoff-marks"``     a ring around each leaf valued at the depth limit
``"table-marks"``      a square around each node answered by the table
``"highlight"``        rings around highlighted nodes (the stepper's stack)
``"values"``           the node values, one outline per valued node (strings in
                       the collection's ``values`` attribute)
``"edges"``            the ordinary edges
``"pv-edges"``         the edges of the principal variation (bold)
``"pruned-edges"``     dashed edges from a cutting node to its pruned moves
``"size-note"``        the text saying what a size limit left out
=====================  ======================================================

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.search import SearchTree, alphabeta
    >>> game = aima_figure_5_2()
    >>> tree = SearchTree()
    >>> _ = alphabeta(game, game.initial_state(), observer=tree)
    >>> fig = plot_tree(tree, game=game)
    >>> len(find_artist(fig, "pruned").get_offsets()) == tree.pruned_count()
    True
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ttt_lab.core import format_probability, format_value
from ttt_lab.search.replay import move_text, node_name
from ttt_lab.viz.glyphs import (
    MARKER_PATHS,
    glyph_collection,
    points_array,
    set_glyphs,
    text_outline,
)
from ttt_lab.viz.theme import LIGHT, PlotTheme, add_halos, halo_effects, plot_theme, themed
from ttt_lab.viz.tree_labels import MOVE_TAG_AT, along_edge, board_text, label_columns, label_for
from ttt_lab.viz.tree_layout import DEFAULT_MAX_NODES, TreeLayout, tree_layout
from ttt_lab.viz.tree_legend import PV_WIDTH, legend_items, legend_marks
from ttt_lab.viz.tree_sizing import (
    LEGEND_FONT,
    LEGEND_SPACING,
    PAGE_WIDTH,
    RING_LINE_PT,
    SMALLEST_FONT,
    axes_size_pt,
    board_columns,
    figure_and_axes,
    fit_layout,
    legend_entry_width,
    value_width,
)

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.collections import LineCollection, PathCollection
    from matplotlib.figure import Figure
    from matplotlib.text import Text

    from ttt_lab.search.observer import SearchNode, SearchTree

__all__ = [
    "CUTOFF_COLOUR",
    "DEFAULT_MAX_NODES",
    "EDGE_COLOUR",
    "EDGE_WIDTH",
    "HIGHLIGHT_COLOUR",
    "LEAF_FACE",
    "MAX_FACE",
    "MINI_BOARD_LIMIT",
    "MIN_FACE",
    "MOVE_LABEL_LIMIT",
    "OPEN_FACE",
    "PRUNED_COLOUR",
    "PV_COLOUR",
    "PV_WIDTH",
    "TABLE_COLOUR",
    "TreeLayout",
    "TreePicture",
    "auto_mini_boards",
    "find_artist",
    "move_text",
    "node_name",
    "plot_tree",
    "tree_layout",
    "value_text",
]
"""The plotting names, and the layout and naming ones notebooks import from here too."""

value_text = format_value
"""A value as a student writes it (``3``, ``0.25``, ``-∞``): :func:`ttt_lab.core.format_value`."""

# The light theme's colours by their old names; a picture draws with its own theme's (ttt_lab.viz.theme).
MAX_FACE, MIN_FACE, LEAF_FACE, OPEN_FACE = LIGHT.max_face, LIGHT.min_face, LIGHT.leaf_face, LIGHT.open_face
EDGE_COLOUR, PV_COLOUR, PRUNED_COLOUR = LIGHT.edge, LIGHT.ink, LIGHT.pruned
CUTOFF_COLOUR, TABLE_COLOUR, HIGHLIGHT_COLOUR = LIGHT.cutoff, LIGHT.table, LIGHT.highlight

EDGE_WIDTH = 1.0

MINI_BOARD_LIMIT = 40
"""Mini boards are drawn automatically only up to this many shown nodes."""
MOVE_LABEL_LIMIT = 250
"""Moves are written on the edges automatically only up to this many shown nodes."""


def auto_mini_boards(tree: SearchTree, layout: TreeLayout, game: Any = None) -> bool:
    """Whether :func:`plot_tree` draws mini boards by default: board games with kept states,
    at most :data:`MINI_BOARD_LIMIT` nodes in the layout."""
    return (
        len(layout.shown) <= MINI_BOARD_LIMIT
        and bool(tree.nodes)
        and tree.nodes[0].state is not None
        and board_text(tree.nodes[0].state, game) is not None
    )


# --------------------------------------------------------------------------- drawing


def plot_tree(
    tree: SearchTree,
    ax: Axes | None = None,
    *,
    game: Any = None,
    max_nodes: int = DEFAULT_MAX_NODES,
    max_depth: int | None = None,
    show_values: bool = True,
    show_window: bool = False,
    show_moves: bool | None = None,
    show_pruned: bool = True,
    mini_boards: bool | None = None,
    label: str | Callable[[SearchNode], str] | None = "auto",
    highlight: Iterable[int] = (),
    layout: TreeLayout | None = None,
    legend: bool = True,
    title: str | None = None,
    warn: bool = True,
    fit_width: bool = True,
    theme: str | PlotTheme | None = None,
) -> Figure:
    """Draw a recorded search tree top-down, with pruning, the PV and a legend.

    Args:
        tree: a :class:`~ttt_lab.search.SearchTree` filled by a search.
        ax: the Axes to draw on; a new Figure (not managed by pyplot) when ``None``.
        game: the game searched, for node names (TreeGame letters) and mini boards.
        max_nodes: the most nodes to draw (see :func:`tree_layout`); what is left out is
            written on the figure and in a warning.
        max_depth: the deepest level to draw.
        show_values: write each node's value in its marker.
        show_window: write the alpha-beta window at entry and exit under each inner node,
            as ``[α,β]→[α,β]``.
        show_moves: write the move on each edge (default: when at most
            :data:`MOVE_LABEL_LIMIT` nodes are shown).
        show_pruned: draw the pruned moves as grey ghosts (they widen a tree with many cuts).
        mini_boards: draw a small text board at each node (default: for board games when
            at most :data:`MINI_BOARD_LIMIT` nodes are shown; needs states kept).
        label: a name above inner nodes: ``"auto"`` (the game's ``node_name`` when it has
            one, up to :data:`MOVE_LABEL_LIMIT` shown nodes), ``"name"``, ``"id"``, ``None``,
            or a function of the node.
        highlight: node ids to ring (the stepper's current path, the last one strongest).
        layout: a precomputed :func:`tree_layout` (e.g. of the full tree, while drawing a
            partial one) to keep nodes in place; nodes it lacks are not drawn (nor are
            pruned moves it has no slot for).
        legend: draw the legend.
        title: the Axes title (default: the node and pruning counts).
        warn: emit a ``UserWarning`` when ``max_nodes`` or ``max_depth`` leaves nodes out (what
            is left out to keep the text readable is only written on the figure).
        fit_width: keep every text readable (at least 9 px at 100% zoom in a notebook) by
            showing fewer levels when the tree is wider than the notebook
            (:data:`~ttt_lab.viz.tree_sizing.PAGE_WIDTH`) or the given Axes; what is left out
            is written on the figure, and :class:`ttt_lab.widgets.TreeExplorer` opens it.
            ``False`` draws the tree whole, as wide as it takes (a notebook then shrinks it).
        theme: ``"light"``, ``"dark"``, ``"auto"`` or ``None`` (the session's choice); see
            :mod:`ttt_lab.viz.theme`.

    Returns:
        The matplotlib Figure.

    Raises:
        ValueError: a bad limit or label, or an empty tree.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.search import SearchTree, alphabeta
        >>> game = TicTacToe()
        >>> tree = SearchTree()
        >>> _ = alphabeta(game, game.parse("XO./.X./O.."), observer=tree)
        >>> fig = plot_tree(tree, game=game)  # the levels that fit the notebook's width
        >>> len(find_artist(fig, "nodes-max").get_offsets()) + len(find_artist(fig, "nodes-min").get_offsets())
        16
        >>> fig = plot_tree(tree, game=game, fit_width=False)  # all of it, as wide as it takes
        >>> len(find_artist(fig, "nodes-max").get_offsets()) + len(find_artist(fig, "nodes-min").get_offsets())
        97
    """
    if layout is None:
        layout, mini_boards = _readable_layout(tree, ax, game, mini_boards, fit_width, max_nodes=max_nodes,
                                               max_depth=max_depth, pruned=show_pruned,
                                               value_pt=value_width(tree, show_values))
    highlight = list(highlight)
    picture = TreePicture(tree, layout, ax=ax, game=game, show_values=show_values, show_window=show_window,
                          show_moves=show_moves, mini_boards=mini_boards, label=label, legend=legend,
                          rings=bool(highlight), theme=theme)
    # Narrowed to stay readable is the plot doing its job, written on the figure: no warning.
    if layout.note is not None and warn and not layout.narrowed:
        warnings.warn(f"plot_tree: {layout.note}", UserWarning, stacklevel=2)
    return picture.show(tree, highlight=highlight, title=title)


class TreePicture:
    """A tree plot drawn once and shown again and again: the stepper's frames, without replotting.

    It is built for a layout (usually of a whole recorded search): the figure, the axes and
    one empty collection per group of markers, edges and values (the ``gid`` table above).
    :meth:`show` then draws any tree on it, the whole search or a replay's tree so far
    (:func:`~ttt_lab.search.partial_tree`), by changing only the data of those artists and
    the texts it needs; rendering the figure is all a step costs, and nodes stay where the
    layout put them. Shown the same tree, it draws what :func:`plot_tree` draws, which is
    one picture shown once.

    Args:
        tree: the tree the layout was made from: nodes' shapes, moves, names and boards are read from it.
        layout: where the nodes go (:func:`tree_layout`); nodes it lacks are never drawn.
        ax, game, show_values, show_window, show_moves, mini_boards, label, legend, theme: as for
            :func:`plot_tree` (automatic choices follow the layout, so every frame makes the same;
            the theme is chosen once, so every frame is drawn in it).
        rings: leave room for the highlight rings of :meth:`show`, in the legend and around nodes.
        label_side: ``"left"`` (a name above and left of its node, as AIMA writes them) or
            ``"below"`` (under the node and its ring, on the page's colour, for longer labels such
            as MCTS's ``wins/visits``: slots and levels make room for them as for a one-row mini
            board, see :func:`label_columns`; no mini boards then).

    Raises:
        ValueError: a bad ``label``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, alphabeta, partial_tree, replay
        >>> game, tree = aima_figure_5_2(), SearchTree()
        >>> _ = alphabeta(game, (), observer=tree)
        >>> picture = TreePicture(tree, tree_layout(tree), game=game)
        >>> fig = picture.show(partial_tree(tree, replay(tree, 4)))  # the root, B and B's first leaf
        >>> len(find_artist(fig, "nodes-max").get_offsets()) + len(find_artist(fig, "nodes-min").get_offsets())
        3
        >>> picture.show(tree) is fig  # the same figure, now with the whole search
        True
    """

    def __init__(self, tree: SearchTree, layout: TreeLayout, *, ax: Axes | None = None, game: Any = None,
                 show_values: bool = True, show_window: bool = False, show_moves: bool | None = None,
                 mini_boards: bool | None = None, label: str | Callable[[SearchNode], str] | None = "auto",
                 legend: bool = True, rings: bool = True, theme: str | PlotTheme | None = None,
                 label_side: str = "left") -> None:
        from matplotlib import patheffects
        from matplotlib.transforms import offset_copy

        if label not in ("auto", "name", "id", None) and not callable(label):
            raise ValueError(f"label must be 'auto', 'name', 'id', None or a function of a node, got {label!r}")
        if label_side not in ("left", "below"):
            raise ValueError(f"label_side must be 'left' or 'below', got {label_side!r}")
        self.label_side = label_side
        self.layout = layout
        self.game = game
        self.show_values = show_values
        self.show_window = show_window
        # Automatic choices follow the whole layout, so every frame of a replay makes the same ones.
        n_shown = len(layout.shown)
        self.show_moves = n_shown <= MOVE_LABEL_LIMIT if show_moves is None else show_moves
        if label == "auto" and n_shown > MOVE_LABEL_LIMIT:
            label = None  # names would be unreadable at this size, and text is the slowest part to draw
        self.label = label
        self.mini_boards = auto_mini_boards(tree, layout, game) if mini_boards is None else mini_boards
        self.legend = legend
        board = board_columns(board_text(tree.nodes[0].state, game)) if self.mini_boards and tree.nodes else (0, 0)
        if label_side == "below":  # a label under each node takes the room of a one-row board
            self.mini_boards, board = False, (label_columns(tree, label, game), 1)
        self._legend_inside = ax is not None
        # The legend names what any frame of this picture may show, so it keeps its rows and
        # entries from the first frame to the last (a stepper's legend grew a row when the first
        # pruned move appeared, and the tree jumped down).
        # Read once: every later frame of a stepper draws in the theme the picture began in.
        self.colours = colours = plot_theme(theme)
        self._legend_items = legend_items(colours, *legend_marks(tree, layout, rings)) if legend else []
        widths = [legend_entry_width(label) for _, label in self._legend_items]
        with themed(colours):
            self.fig, self.ax, self.sizing, shrink = figure_and_axes(ax, layout, board, widths,
                                                                      layout.note is not None,
                                                                      value_width(tree, show_values), rings)
        # Text keeps its size (it must stay readable); only markers shrink in an Axes too small for the tree.
        self.node_size = (self.sizing.marker_pt * shrink) ** 2
        self.font = self.sizing.value_font
        self.small_font = self.sizing.small_font

        self._lines = {
            "edges": self._line_collection("edges", EDGE_WIDTH, colours.edge, "solid"),
            "pv-edges": self._line_collection("pv-edges", PV_WIDTH, colours.strong, "solid"),
            "pruned-edges": self._line_collection("pruned-edges", EDGE_WIDTH, colours.pruned, "dashed"),
        }
        size = self.node_size
        self._markers = {
            "nodes-max": self._scatter("nodes-max", "^", size, colours.edge, 1.0, face=colours.leaf_face),
            "nodes-min": self._scatter("nodes-min", "v", size, colours.edge, 1.0, face=colours.leaf_face),
            "nodes-chance": self._scatter("nodes-chance", "o", size * 1.2, colours.edge, 1.0, face=colours.chance_face),
        }
        self._ghosts = glyph_collection(self.ax, "pruned", zorder=2, facecolors=colours.ghost_face,
                                         edgecolors=colours.pruned, linewidths=1.0, linestyles="dashed")
        # A ring is wider than its marker but never wider than a slot, so neighbours' rings
        # do not cross on a tight row of leaves.
        widest_ring = max((self.sizing.slot_pt - 3.0) ** 2, size * 1.4)
        self._rings = {
            "cutoff-marks": self._scatter("cutoff-marks", "o", min(size * 2.2, widest_ring), colours.cutoff, 1.8),
            "table-marks": self._scatter("table-marks", "s", min(size * 2.2, widest_ring), colours.table, 1.8),
            "highlight": self._scatter("highlight", "o", min(size * 2.8, widest_ring), colours.highlight, 1.0),
        }
        # Above the texts (zorder 4) that a long alpha-beta window may stretch over a neighbour's value.
        self._values = glyph_collection(self.ax, "values", zorder=4.5, facecolors=colours.ink, edgecolors="none")
        # A halo of the page's colour: a value wider than its marker (an average such as 3.67 in
        # a triangle) stays readable where it runs over the marker's edge or the thick PV line.
        self._values.set_path_effects([patheffects.withStroke(linewidth=2.5, foreground=colours.halo)])
        self._values.values = []  # type: ignore[attr-defined]

        # Texts share one offset transform per direction: cheaper than one annotate per node.
        def shifted(dx: float, dy: float) -> Any:
            return offset_copy(self.ax.transData, fig=self.fig, x=dx, y=dy, units="points")

        self.radius = radius = math.sqrt(size) / 2
        if rings:  # names outside the highlight ring, not under its line
            ring = math.sqrt(self._rings["highlight"].get_sizes()[0]) / 2 + RING_LINE_PT / 2
            self._left = shifted(-ring * 0.75 - 2, ring * 0.75)
        else:
            self._left = shifted(-radius * 0.8 - 2, radius * 0.5)  # upper left: edges leave below and enter above
        self._under = shifted(0, -(ring if rings else radius) - 1)  # under the node and its ring
        self._below = shifted(0, -radius - 2)
        self._right = shifted(radius + 2, 0)
        # A move is a tag on its edge, near the child, where sibling edges are furthest apart;
        # halfway when rings are drawn, where the level is tall enough for it to clear both, and
        # when chance moves carry their odds ("c2 (2/3)"), too wide to pass the child's name.
        odds = any(node.probability is not None for node in tree.nodes)
        self._tag_at = 0.5 if rings or odds else MOVE_TAG_AT
        # A tag's box lets an edge show faintly through it, but not the page, which may be dark.
        self._tag_box = {"boxstyle": "round,pad=0.12", "fc": colours.halo, "ec": "none",
                         "alpha": 1.0 if colours.transparent else 0.9}
        self._move_style: dict[str, Any] = {
            "ha": "center", "va": "center", "fontsize": self.small_font, "zorder": 3, "gid": "move",
            "bbox": self._tag_box,
        }
        # Texts are made the first time a frame needs them and hidden, not removed, when a later
        # frame does not: stepping back and forth then creates nothing.
        self._texts: dict[tuple[str, Any], Text] = {}
        self._texts_shown: set[tuple[str, Any]] = set()
        self._wanted: set[tuple[str, Any]] = set()
        if layout.note is not None:
            self.ax.text(0.5, 0.0, layout.note, transform=self.ax.transAxes, ha="center", va="bottom", fontsize=SMALLEST_FONT,
                         color=colours.note_text, gid="size-note", wrap=True,
                         path_effects=halo_effects(colours.halo) if colours.transparent else None)

    # ------------------------------------------------------------------ building blocks

    def _line_collection(self, gid: str, width: float, colour: str, style: str) -> LineCollection:
        from matplotlib.collections import LineCollection

        lines = LineCollection([], colors=colour, linewidths=width, antialiaseds=(1,), linestyle=style,
                               zorder=1, gid=gid)
        self.ax.add_collection(lines, autolim=False)
        return lines

    def _scatter(self, gid: str, shape: str, size: float, edge: str, width: float,
                 face: str = "none") -> PathCollection:
        collection = self.ax.scatter(points_array([])[:, 0], points_array([])[:, 1], s=size, c=face, marker=shape,
                                     linewidths=width, edgecolors=edge)
        collection.set_gid(gid)
        collection.set_zorder(2)
        return collection

    def _text(self, key: tuple[str, Any], x: float, y: float, text: str, **style: Any) -> None:
        """Show the text ``key`` (made the first time it is needed, reused after)."""
        artist = self._texts.get(key)
        if artist is None:
            if "bbox" not in style:  # a halo of the paper's colour (or, on none, white): an edge
                style["path_effects"] = halo_effects(self.colours.halo)  # under a name stays off it
            self._texts[key] = self.ax.text(x, y, text, **style)
        else:
            artist.set_text(text)
            artist.set_position((x, y))  # a later frame may place the same key elsewhere
            artist.set_visible(True)
        self._wanted.add(key)

    # ------------------------------------------------------------------ one frame

    def show(self, tree: SearchTree, *, highlight: Iterable[int] = (), title: str | None = None) -> Figure:
        """Draw ``tree`` (the layout's tree, or part of it) in place of what was shown before.

        Args:
            tree: the nodes to draw: those the layout places, with their current kinds and values.
            highlight: node ids to ring (the stepper's current path, the last one strongest).
            title: the Axes title (default: the node and pruning counts).

        Returns:
            The figure, redrawn the next time it is rendered.
        """
        layout, nodes, pos = self.layout, tree.nodes, self.layout.pos
        shown = [node.id for node in nodes if node.id in pos]
        shown_set = set(shown)
        pruned_keys = [key for key in layout.pruned if key[0] in shown_set and key[1] < len(nodes[key[0]].pruned)]

        plain_edges: list[Any] = []
        pv_edges: list[Any] = []
        for i in shown:
            node = nodes[i]
            if node.parent is None or node.parent not in shown_set:
                continue
            (pv_edges if node.on_pv and nodes[node.parent].on_pv else plain_edges).append((pos[node.parent], pos[i]))
        self._lines["edges"].set_segments(plain_edges)
        self._lines["pv-edges"].set_segments(pv_edges)
        self._lines["pruned-edges"].set_segments([(pos[key[0]], layout.pruned[key]) for key in pruned_keys])

        for gid, maximizing, chance in (("nodes-max", True, False), ("nodes-min", False, False),
                                        ("nodes-chance", False, True)):
            ids = [i for i in shown if nodes[i].chance == chance and (chance or nodes[i].maximizing == maximizing)]
            self._markers[gid].set_offsets(points_array([pos[i] for i in ids]))
            self._markers[gid].set_facecolor([_face(nodes[i], self.colours) for i in ids])
        # A pruned move leads to a child where the other side is to move: flip the triangle.
        ghosts = ([key for key in pruned_keys if not nodes[key[0]].maximizing]
                  + [key for key in pruned_keys if nodes[key[0]].maximizing])
        set_glyphs(self._ghosts, [MARKER_PATHS["^" if not nodes[key[0]].maximizing else "v"] for key in ghosts],
                    [layout.pruned[key] for key in ghosts], self.node_size)
        marked = [i for i in highlight if i in shown_set]
        for gid, ids in (("cutoff-marks", [i for i in shown if nodes[i].kind == "cutoff"]),
                         ("table-marks", [i for i in shown if nodes[i].kind == "table"]), ("highlight", marked)):
            self._rings[gid].set_offsets(points_array([pos[i] for i in ids]))
        self._rings["highlight"].set_linewidth([4.0 if j == len(marked) - 1 else 2.2 for j in range(len(marked))]
                                                or [1.0])

        self._wanted = set()
        value_items: list[tuple[tuple[float, float], str, float]] = []
        for i in shown:
            self._node_texts(nodes[i], pos, shown_set, value_items)
        if self.show_moves:
            for key in pruned_keys:
                (x, y), (px, py) = layout.pruned[key], pos[key[0]]
                self._text(("pruned-move", key), *along_edge((px, py), (x, y), self._tag_at),
                           move_text(nodes[key[0]].pruned[key[1]]), color=self.colours.pruned_text,
                           **self._move_style)
        for hidden in self._texts_shown - self._wanted:
            self._texts[hidden].set_visible(False)
        self._texts_shown = self._wanted
        size = self.font
        set_glyphs(self._values, [text_outline(text, size, round(dy, 1)) for _, text, dy in value_items],
                    [point for point, _, _ in value_items], 1.0)
        self._values.values = [text for _, text, _ in value_items]  # type: ignore[attr-defined]

        if title is None:
            title = f"{len(nodes):,} nodes searched, {tree.pruned_count():,} moves pruned"
        self.ax.set_title(title, fontsize=10, color=self.colours.ink,
                          pad=6.0 if self._legend_inside or not self.legend else self.sizing.legend_pad_pt)
        if self.legend and self.ax.get_legend() is None:  # drawn once: the same on every frame
            self._draw_legend()
        add_halos(self.ax, self.colours)  # the title and the legend, redrawn each frame: on no paper, halos
        return self.fig

    def _node_texts(self, node: SearchNode, pos: dict[int, tuple[float, float]], shown: set[int],
                    value_items: list[tuple[tuple[float, float], str, float]]) -> None:
        """The value, name, window, mini board and move of one shown node."""
        x, y = pos[node.id]
        font, colours = self.font, self.colours
        if self.show_values and node.value is not None:
            # An up-triangle's wide part is low, a down-triangle's high: put the number there.
            dy = 0.0 if node.chance else -0.18 * self.radius if node.maximizing else 0.18 * self.radius
            value_items.append(((x, y), format_value(node.value), dy))
        name = label_for(node, self.label, self.game)
        if name and self.label_side == "below":
            # On the page's colour: an edge to a child may pass under it.
            self._text(("name", node.id), x, y, name, transform=self._under, ha="center", va="top",
                       fontsize=self.small_font, zorder=4, color=colours.name_text, gid="name",
                       bbox=self._tag_box)
        elif name:
            self._text(("name", node.id), x, y, name, transform=self._left, ha="right", va="bottom", fontsize=font,
                       zorder=4, color=colours.name_text, gid="name")
        if self.show_window and node.kind in ("expanded", "open", "table") and node.children:
            window = (f"[{format_value(node.alpha_in)},{format_value(node.beta_in)}]→"
                      f"[{format_value(node.alpha_out)},{format_value(node.beta_out)}]")
            self._text(("window", node.id), x, y, window, transform=self._right, ha="left", va="center",
                       fontsize=self.small_font, color=colours.window_text, zorder=4, gid="window")
        if self.mini_boards and node.state is not None:
            board = board_text(node.state, self.game)
            if board is not None:
                self._text(("board", node.id), x, y, board.replace(".", "·"), transform=self._below, ha="center",
                           va="top", family="monospace", fontsize=self.small_font, linespacing=1.0,
                           zorder=3, gid="mini-board", color=colours.ink,
                           bbox={"boxstyle": "square,pad=0.15", "fc": colours.board_paper, "ec": colours.board_edge,
                                 "lw": 0.5})
        if self.show_moves and node.parent in shown:
            px, py = pos[node.parent]  # type: ignore[index]
            odds = "" if node.probability is None else f" ({format_probability(node.probability)})"
            self._text(("move", node.id), *along_edge((px, py), (x, y), self._tag_at), move_text(node.move) + odds,
                       color=colours.move_text, **self._move_style)

    def _draw_legend(self) -> None:
        from matplotlib.legend_handler import HandlerTuple

        c = self.colours
        handles, labels = [handle for handle, _ in self._legend_items], [label for _, label in self._legend_items]
        style: dict[str, Any] = {"fontsize": LEGEND_FONT, "handler_map": {tuple: HandlerTuple(ndivide=None)},
                                 "labelcolor": c.ink, "facecolor": c.paper, "edgecolor": c.muted}
        if self._legend_inside:
            self.ax.legend(handles, labels, loc="upper left", framealpha=0.85, borderpad=0.4, **style)
        else:  # in its own strip above the tree, where it covers nothing
            self.ax.legend(handles, labels, loc="lower center", bbox_to_anchor=(0.5, 1.0),
                           ncols=self.sizing.legend_columns, frameon=False, **LEGEND_SPACING, **style)


def _face(node: SearchNode, colours: PlotTheme) -> str:
    if node.kind == "open":
        return colours.open_face
    if node.kind in ("terminal", "cutoff", "table") or not node.children:
        return colours.leaf_face
    return colours.chance_face if node.chance else colours.max_face if node.maximizing else colours.min_face


def _readable_layout(tree: SearchTree, ax: Axes | None, game: Any, mini_boards: bool | None, fit_width: bool,
                     **limits: Any) -> tuple[TreeLayout, bool | None]:
    """The layout :func:`plot_tree` draws, and whether it draws mini boards (``None``: decide later).

    Mini boards wider than a marker need wider slots, so fewer nodes fit: by default they
    are drawn only when they cost no node.
    """
    if not fit_width:
        limits.pop("value_pt")
        return tree_layout(tree, **limits), mini_boards
    room = PAGE_WIDTH if ax is None else axes_size_pt(ax)[0] / 72
    board = board_text(tree.nodes[0].state, game) if tree.nodes and tree.nodes[0].state is not None else None
    cols = board_columns(board)[0] if mini_boards is not False else 0
    plain = fit_layout(tree, room, **limits)
    if not cols:
        return plain, mini_boards
    boarded = fit_layout(tree, room, board_cols=cols, **limits)
    if mini_boards:
        return boarded, True
    wanted = len(boarded.shown) == len(plain.shown) and auto_mini_boards(tree, boarded, game)
    return (boarded, True) if wanted else (plain, False)


def find_artist(fig: Figure, gid: str) -> Artist:
    """The artist of ``fig`` with this ``gid`` (see the module's table).

    Raises:
        KeyError: no artist has that gid.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, minimax
        >>> tree = SearchTree()
        >>> _ = minimax(aima_figure_5_2(), (), observer=tree)
        >>> len(find_artist(plot_tree(tree), "pv-edges").get_segments())
        2
    """
    found = fig.findobj(lambda artist: artist.get_gid() == gid)
    if not found:
        raise KeyError(f"no artist with gid {gid!r} in this figure")
    return found[0]  # type: ignore[no-any-return]
