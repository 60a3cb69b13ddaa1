"""Draw a recorded search tree: what was searched, what was pruned, and why.

:func:`plot_tree` reads a :class:`~ttt_lab.search.SearchTree` (it never searches) and draws
it top-down with networkx and matplotlib: MAX nodes as up-triangles, MIN nodes as
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

import functools
import math
import warnings
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ttt_lab.core import HasBoardText, HasNodeNames, format_value
from ttt_lab.search.replay import move_text, node_name
from ttt_lab.viz.tree_layout import DEFAULT_MAX_NODES, TreeLayout, tree_layout

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.path import Path

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

MAX_FACE = "#cfe3f7"
MIN_FACE = "#f7d4d8"
LEAF_FACE = "#ffffff"
OPEN_FACE = "#f3f3f3"
EDGE_COLOUR = "#555555"
PV_COLOUR = "#111111"
PRUNED_COLOUR = "#b5b5b5"
CUTOFF_COLOUR = "#e07b00"
TABLE_COLOUR = "#2a9d41"
HIGHLIGHT_COLOUR = "#f2b400"

EDGE_WIDTH = 1.0
PV_WIDTH = 3.2
"""The principal variation's edges are the only ones this wide."""

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
        and _board_text(tree.nodes[0].state, game) is not None
    )


def _board_text(state: Any, game: Any) -> str | None:
    for owner in (game, getattr(state, "game", None)):
        if isinstance(owner, HasBoardText):
            try:
                return str(owner.board_text(state, separator="\n"))
            except (TypeError, AttributeError, IndexError, KeyError):
                return None
    return None


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
        warn: emit a ``UserWarning`` when a size limit leaves nodes out.

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
        >>> fig = plot_tree(tree, game=game)
        >>> len(find_artist(fig, "nodes-max").get_offsets()) + len(find_artist(fig, "nodes-min").get_offsets())
        97
    """
    import networkx as nx
    from matplotlib.lines import Line2D
    from matplotlib.transforms import offset_copy

    if label not in ("auto", "name", "id", None) and not callable(label):
        raise ValueError(f"label must be 'auto', 'name', 'id', None or a function of a node, got {label!r}")
    if layout is None:
        layout = tree_layout(tree, max_nodes=max_nodes, max_depth=max_depth, pruned=show_pruned)
        note = layout.note
        shown = layout.shown
    else:
        shown = [node.id for node in tree.nodes if node.id in layout.pos]
        note = layout.note
    nodes = tree.nodes
    shown_set = set(shown)
    pos = layout.pos
    # Automatic choices follow the whole layout, so a stepper's partial views stay consistent.
    n_shown = len(layout.shown)
    if show_moves is None:
        show_moves = n_shown <= MOVE_LABEL_LIMIT
    if label == "auto" and n_shown > MOVE_LABEL_LIMIT:
        label = None  # names would be unreadable at this size, and text is the slowest part to draw
    if mini_boards is None:
        mini_boards = auto_mini_boards(tree, layout, game)
    fig, ax = _figure_and_axes(ax, layout, roomy=mini_boards)
    scale = _marker_scale(layout.width, roomy=mini_boards)
    node_size = 420 * scale
    font = max(4.0, 9.0 * math.sqrt(scale))

    graph = nx.DiGraph()
    graph.add_nodes_from(shown)
    pruned_keys = [key for key in layout.pruned if key[0] in shown_set and key[1] < len(nodes[key[0]].pruned)]
    pruned_pos = {("pruned", *key): layout.pruned[key] for key in pruned_keys}
    all_pos: dict[Any, tuple[float, float]] = {**pos, **pruned_pos}
    graph.add_nodes_from(pruned_pos)

    plain_edges: list[tuple[int, int]] = []
    pv_edges: list[tuple[int, int]] = []
    for i in shown:
        node = nodes[i]
        if node.parent is None or node.parent not in shown_set:
            continue
        (pv_edges if node.on_pv and nodes[node.parent].on_pv else plain_edges).append((node.parent, i))
    dashed_edges = [(key[0], ("pruned", *key)) for key in pruned_keys]

    def edges(edgelist: list[Any], gid: str, **style: Any) -> None:
        artist = nx.draw_networkx_edges(graph, all_pos, edgelist=edgelist, ax=ax, arrows=False, **style)
        if not artist:  # networkx returns an empty list for an empty edge list
            from matplotlib.collections import LineCollection

            artist = LineCollection([], linewidths=style["width"], linestyles=style.get("style", "solid"))
            ax.add_collection(artist, autolim=False)
        artist.set_gid(gid)
        artist.set_zorder(1)

    edges(plain_edges, "edges", width=EDGE_WIDTH, edge_color=EDGE_COLOUR)
    edges(pv_edges, "pv-edges", width=PV_WIDTH, edge_color=PV_COLOUR)
    edges(dashed_edges, "pruned-edges", width=EDGE_WIDTH, edge_color=PRUNED_COLOUR, style="dashed")

    def face(node: SearchNode) -> str:
        if node.kind == "open":
            return OPEN_FACE
        if node.kind in ("terminal", "cutoff", "table") or not node.children:
            return LEAF_FACE
        return MAX_FACE if node.maximizing else MIN_FACE

    def markers(nodelist: list[Any], gid: str, shape: str, colours: list[str] | str, size: float,
                **style: Any) -> None:
        if nodelist:
            artist = nx.draw_networkx_nodes(
                graph, all_pos, nodelist=nodelist, ax=ax, node_shape=shape, node_size=size,
                node_color=colours, **style,
            )
        else:  # networkx returns a collection it does not add: keep every gid findable
            from matplotlib.collections import PathCollection

            artist = PathCollection([], offsets=_points([]))
            ax.add_collection(artist, autolim=False)
        artist.set_gid(gid)
        artist.set_zorder(2)

    max_ids = [i for i in shown if nodes[i].maximizing]
    min_ids = [i for i in shown if not nodes[i].maximizing]
    markers(max_ids, "nodes-max", "^", [face(nodes[i]) for i in max_ids], node_size,
            edgecolors=EDGE_COLOUR, linewidths=1.0)
    markers(min_ids, "nodes-min", "v", [face(nodes[i]) for i in min_ids], node_size,
            edgecolors=EDGE_COLOUR, linewidths=1.0)
    # A pruned move leads to a child where the other side is to move: flip the triangle.
    ghost_keys = [("pruned", *key) for key in pruned_keys]
    ghost_up = [k for k in ghost_keys if not nodes[k[1]].maximizing]
    ghost_down = [k for k in ghost_keys if nodes[k[1]].maximizing]
    _ghost_markers(ax, [all_pos[k] for k in ghost_up], [all_pos[k] for k in ghost_down], node_size)
    cut_ids = [i for i in shown if nodes[i].kind == "cutoff"]
    table_ids = [i for i in shown if nodes[i].kind == "table"]
    markers(cut_ids, "cutoff-marks", "o", "none", node_size * 2.2, edgecolors=CUTOFF_COLOUR, linewidths=1.8)
    markers(table_ids, "table-marks", "s", "none", node_size * 2.2, edgecolors=TABLE_COLOUR, linewidths=1.8)
    marked = [i for i in highlight if i in shown_set]
    markers(marked, "highlight", "o", "none", node_size * 2.8, edgecolors=HIGHLIGHT_COLOUR,
            linewidths=[4.0 if j == len(marked) - 1 else 2.2 for j in range(len(marked))] or 1.0)

    # Texts share one offset transform per direction: cheaper than one annotate per node.
    def shifted(dx: float, dy: float) -> Any:
        return offset_copy(ax.transData, fig=fig, x=dx, y=dy, units="points")

    radius = math.sqrt(node_size) / 2
    left = shifted(-radius * 0.8 - 2, radius * 0.5)  # upper left: edges leave below and enter above
    below = shifted(0, -radius - 2)
    right = shifted(radius + 2, 0)
    mid = shifted(3, 0)
    value_items: list[tuple[tuple[float, float], str, float]] = []
    for i in shown:
        node = nodes[i]
        x, y = pos[i]
        if show_values and node.value is not None:
            # An up-triangle's wide part is low, a down-triangle's high: put the number there.
            dy = -0.18 * radius if node.maximizing else 0.18 * radius
            value_items.append(((x, y), format_value(node.value), dy))
        name = _label_for(node, label, game)
        if name:
            ax.text(x, y, name, transform=left, ha="right", va="bottom", fontsize=font, zorder=4,
                    color="#333333", gid="name")
        if show_window and node.kind in ("expanded", "open", "table") and node.children:
            window = (f"[{format_value(node.alpha_in)},{format_value(node.beta_in)}]→"
                      f"[{format_value(node.alpha_out)},{format_value(node.beta_out)}]")
            ax.text(x, y, window, transform=right, ha="left", va="center", fontsize=font * 0.75,
                    color="#444466", zorder=4, gid="window")
        if mini_boards and node.state is not None:
            board = _board_text(node.state, game)
            if board is not None:
                ax.text(x, y, board.replace(".", "·"), transform=below, ha="center", va="top",
                        family="monospace", fontsize=max(5.5, font * 0.75), linespacing=0.95, zorder=3, gid="mini-board",
                        bbox={"boxstyle": "square,pad=0.15", "fc": "#fdfaf3", "ec": "#999999", "lw": 0.5})
        if show_moves and node.parent in shown_set:
            px, py = pos[node.parent]  # type: ignore[index]
            ax.text((x + px) / 2, (y + py) / 2, move_text(node.move), transform=mid, ha="left", va="center",
                    fontsize=font * 0.75, color="#225588", zorder=3, gid="move")
    if show_moves:
        for key in pruned_keys:
            x, y = layout.pruned[key]
            px, py = pos[key[0]]
            ax.text((x + px) / 2, (y + py) / 2, move_text(nodes[key[0]].pruned[key[1]]), transform=mid,
                    ha="left", va="center", fontsize=font * 0.75, color=PRUNED_COLOUR, zorder=3, gid="move")

    _value_labels(ax, value_items, font * 0.9)
    if note is not None:
        ax.text(0.5, -0.02, note, transform=ax.transAxes, ha="center", va="top", fontsize=8,
                color="#aa3300", gid="size-note", wrap=True)
        if warn:
            warnings.warn(f"plot_tree: {note}", UserWarning, stacklevel=2)
    if title is None:
        title = f"{len(nodes):,} nodes searched, {tree.pruned_count():,} moves pruned"
    if title:
        ax.set_title(title, fontsize=10)
    if legend:
        kinds = {nodes[i].kind for i in shown}
        handles = [
            Line2D([], [], marker="^", ls="", mfc=MAX_FACE, mec=EDGE_COLOUR, ms=9, label="MAX to move"),
            Line2D([], [], marker="v", ls="", mfc=MIN_FACE, mec=EDGE_COLOUR, ms=9, label="MIN to move"),
            Line2D([], [], marker="^", ls="", mfc=LEAF_FACE, mec=EDGE_COLOUR, ms=9, label="leaf"),
            Line2D([], [], color=PV_COLOUR, lw=PV_WIDTH, label="principal variation"),
        ]
        if pruned_keys:
            handles.append(Line2D([], [], marker="v", ls="--", color=PRUNED_COLOUR, mfc="#eeeeee",
                                  mec=PRUNED_COLOUR, ms=9, label="pruned (never searched)"))
        if "cutoff" in kinds:
            handles.append(Line2D([], [], marker="o", ls="", mfc="none", mec=CUTOFF_COLOUR, mew=1.8, ms=11,
                                  label="depth limit (evaluated)"))
        if "table" in kinds:
            handles.append(Line2D([], [], marker="s", ls="", mfc="none", mec=TABLE_COLOUR, mew=1.8, ms=11,
                                  label="transposition table hit"))
        if marked:
            handles.append(Line2D([], [], marker="o", ls="", mfc="none", mec=HIGHLIGHT_COLOUR, mew=2.5, ms=12,
                                  label="current path"))
        ax.legend(handles=handles, loc="upper left", fontsize=7, framealpha=0.85, borderpad=0.4)
    return fig


def _ghost_markers(ax: Axes, up: Sequence[tuple[float, float]], down: Sequence[tuple[float, float]],
                   size: float) -> None:
    """The pruned moves: one grey collection (gid ``pruned``) with a triangle per move."""
    from matplotlib.collections import PathCollection
    from matplotlib.markers import MarkerStyle
    from matplotlib.transforms import IdentityTransform

    paths = []
    offsets = []
    for shape, points in (("^", up), ("v", down)):
        marker = MarkerStyle(shape)
        path = marker.get_path().transformed(marker.get_transform())
        for point in points:
            paths.append(path)
            offsets.append(point)
    # A single collection with per-item paths keeps "one marker per pruned move" easy to count.
    collection = PathCollection(
        paths, sizes=[size] * len(paths), offsets=_points(offsets),
        offset_transform=ax.transData, facecolors="#eeeeee", edgecolors=PRUNED_COLOUR, linewidths=1.0,
        linestyles="dashed", zorder=2,
    )
    collection.set_gid("pruned")
    ax.add_collection(collection, autolim=False)
    # As in scatter: paths are in points (scaled by sizes), only offsets are in data space.
    collection.set_transform(IdentityTransform())


def _value_labels(ax: Axes, items: Sequence[tuple[tuple[float, float], str, float]], size: float) -> None:
    """Node values as ONE collection of glyph outlines (gid ``values``), with the strings in
    the ``values`` attribute of the collection, in the order of its offsets.

    Hundreds of separate Text artists take seconds to lay out and draw; outlines composed from
    a per-character cache draw in a single pass.
    """
    from matplotlib.collections import PathCollection
    from matplotlib.transforms import IdentityTransform

    paths = [_text_outline(text, round(size * 2) / 2, round(dy, 1)) for _, text, dy in items]
    collection = PathCollection(
        paths, sizes=[1.0] * len(paths), offsets=_points([point for point, _, _ in items]),
        offset_transform=ax.transData, facecolors="#111111", edgecolors="none", zorder=4,
    )
    collection.set_gid("values")
    collection.values = [text for _, text, _ in items]  # type: ignore[attr-defined]
    ax.add_collection(collection, autolim=False)
    collection.set_transform(IdentityTransform())  # outlines are in points, offsets in data


@functools.lru_cache(maxsize=4096)
def _text_outline(text: str, size: float, dy: float) -> Path:
    """``text`` as a path in points, centred on (0, ``dy``)."""
    import numpy as np
    from matplotlib.path import Path

    vertices: list[Any] = []
    codes: list[Any] = []
    x = 0.0
    for char in text:
        glyph, glyph_codes, advance = _glyph(char, size)
        if len(glyph):
            vertices.append(glyph + (x, 0.0))
            codes.append(glyph_codes)
        x += advance
    if not vertices:
        return Path([(0.0, 0.0)])
    digit = _glyph("0", size)[0]
    height = float(digit[:, 1].max()) if len(digit) else size * 0.7
    return Path(np.concatenate(vertices) - (x / 2, height / 2 - dy), np.concatenate(codes))


@functools.lru_cache(maxsize=512)
def _glyph(char: str, size: float) -> tuple[Any, Any, float]:
    """One character's bold outline at ``size`` points (vertices, codes), and the pen's advance."""
    import numpy as np
    from matplotlib.font_manager import FontProperties
    from matplotlib.path import Path
    from matplotlib.textpath import TextPath, text_to_path

    prop = FontProperties(size=size, weight="bold")
    width, _, _ = text_to_path.get_text_width_height_descent(char, prop, ismath=False)
    path = TextPath((0, 0), char, prop=prop)
    vertices = np.asarray(path.vertices, dtype=float).reshape(-1, 2)
    codes = np.asarray(path.codes if path.codes is not None else [], dtype=np.uint8)
    if len(codes) != len(vertices):  # a path without codes is one polyline
        codes = np.full(len(vertices), Path.LINETO, dtype=np.uint8)
        if len(codes):
            codes[0] = Path.MOVETO
    return vertices, codes, float(width)


def _points(points: Sequence[tuple[float, float]]) -> Any:
    """An (n, 2) array, even for n = 0 (``offsets=None`` would mean one point at the origin)."""
    import numpy as np

    return np.asarray(points, dtype=float).reshape(-1, 2)


def _label_for(node: SearchNode, label: str | Callable[[SearchNode], str] | None, game: Any) -> str:
    if label is None:
        return ""
    if callable(label):
        return str(label(node))
    if label == "id":
        return f"#{node.id}"
    is_leaf = node.kind in ("terminal", "cutoff")
    if label == "auto":
        if not isinstance(game, HasNodeNames) or is_leaf:
            return ""
        name = node_name(node, game)
        return "" if name.startswith("#") else name
    return "" if is_leaf else node_name(node, game)


def _marker_scale(width: float, roomy: bool = False) -> float:
    """Markers shrink as the tree widens, so a few hundred leaves still fit."""
    room = 20.0 if roomy else 12.0
    return max(0.12, min(1.0, room / width))


def _figure_and_axes(ax: Axes | None, layout: TreeLayout, roomy: bool = False) -> tuple[Figure, Axes]:
    """The Figure and Axes to draw on; a new figure sized to the tree (roomier for mini boards)."""
    xs = [x for x, _ in layout.pos.values()] + [x for x, _ in layout.pruned.values()]
    left, right = min(xs), max(xs)
    if ax is None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        per_leaf, per_level = (0.85, 2.0) if roomy else (0.55, 1.25)
        if right - left + 1 <= 12:  # textbook-sized trees: big enough to read from the back row
            per_leaf, per_level = max(per_leaf, 0.8), max(per_level, 1.5)
        width = min(max(5.0, per_leaf * (right - left + 1) + 1.5), 24.0)
        height = min(max(3.0, per_level * (layout.depth_shown + 1) + 1.0), 14.0)
        # Not pyplot: the figure is not shown twice in notebooks and needs no plt.close.
        fig = Figure(figsize=(width, height))
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
    fig = ax.figure  # type: ignore[assignment]  # a SubFigure works as well
    ax.set_axis_off()
    ax.set_xlim(left - 0.8, right + 0.8)
    ax.set_ylim(-layout.depth_shown - 0.8, 0.9)
    return fig, ax  # type: ignore[return-value]


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
