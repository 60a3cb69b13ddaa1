"""How big a tree plot's text, markers and figure are, so that it stays readable in a notebook.

A figure wider than the notebook is shrunk by JupyterLab to fit, text and all: a 24-inch
tree of 475 nodes came out with values about 5 px high. So a tree plot keeps its text at a
fixed, readable size (:data:`SMALLEST_FONT` and up), makes the figure at most
:data:`PAGE_WIDTH` wide, and shows fewer levels when the whole tree would not fit
(:func:`fit_layout`); the tree explorer widget opens the rest node by node.

The numbers are in typographic points (1/72 inch); matplotlib draws a notebook figure at
100 dpi, so a point is 100/72 px at 100% zoom.

Example:
    >>> sizing = TreeSizing.for_width(PAGE_WIDTH, slots=22, levels=4)
    >>> sizing.slot_pt >= sizing.min_slot_pt, round(sizing.width_in, 2) <= PAGE_WIDTH, round(sizing.scale, 2)
    (True, True, 1.12)
    >>> TreeSizing.for_width(PAGE_WIDTH, slots=9, levels=2).scale  # a textbook tree: bigger text
    1.2
    >>> SMALLEST_FONT >= 9 and SMALLEST_FONT * DPI / 72 >= 12  # 9 pt, 12.5 px at 100% zoom
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ttt_lab.viz.tree_layout import DEFAULT_MAX_NODES, TreeLayout, tree_layout

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from ttt_lab.search.observer import SearchTree

__all__ = [
    "DPI",
    "LEGEND_FONT",
    "PAGE_WIDTH",
    "SMALLEST_FONT",
    "TreeSizing",
    "axes_size_pt",
    "board_columns",
    "figure_and_axes",
    "fit_layout",
    "legend_columns",
    "legend_entry_width",
    "value_width",
]

DPI = 100
"""Dots per inch of a figure shown in a notebook (matplotlib's default, which the inline backend keeps)."""

PAGE_WIDTH = 8.2
"""The widest tree figure, in inches: 820 px at :data:`DPI`, 840 px with the inline backend's
margins. JupyterLab at 1280 px with its file browser open gives an output 846 px wide
(measured in Chromium), so the figure is shown at its own size and its text keeps its size."""

SMALLEST_FONT = 9.0
"""No text of a tree plot is smaller than this, in points: 12.5 px at :data:`DPI`, what a
projector's back row still reads (7 pt, 9.7 px, was too small there)."""

VALUE_FONT = 10.0
"""The values in the markers (bold) and the node names, in points."""

SMALL_FONT = SMALLEST_FONT
"""Moves on edges, alpha-beta windows and mini boards, in points."""

MARKER_PT = 20.0
"""A node marker's width, in points: wide enough for a two-character value inside."""

GAP_PT = 3.0
"""The least room between two neighbouring nodes, in points."""

MARGIN_SLOTS = 0.5
"""Room left of the leftmost and right of the rightmost node, in leaf slots."""

ROOMY_SLOT_PT = 58.0
"""The widest slot, in points: a textbook-sized tree is spread out to this, not further."""

BOARD_PAD_PT = 4.0
"""A mini board's frame and padding, in points."""

RING_SCALE = 2.8 ** 0.5
"""A highlight ring's diameter over its marker's width (its area is 2.8 markers')."""

RING_LINE_PT = 4.0
"""The widest highlight ring's line (the stepper's current node), in points."""


def board_columns(board_text: str | None) -> tuple[int, int]:
    """The widest line and the number of lines of a mini board's text (``(0, 0)`` for none)."""
    if not board_text:
        return 0, 0
    lines = board_text.split("\n")
    return max(len(line) for line in lines), len(lines)


LEGEND_FONT = SMALLEST_FONT
"""The legend's text, in points."""

LEGEND_ROW_PT = 18.0
"""A legend row's height, in points: its tallest marker (a ring) and the space under it."""

LEGEND_SPACING = {"handlelength": 2.0, "handletextpad": 0.4, "columnspacing": 1.2, "borderpad": 0.2}
"""The legend's spacing, in units of its font size, as the strip above a tree draws it."""


def legend_entry_width(label: str) -> float:
    """A legend entry's width in points: its handle, the gap, its text (measured in the font)."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import text_to_path

    text, _, _ = text_to_path.get_text_width_height_descent(label, FontProperties(size=LEGEND_FONT), ismath=False)
    # Drawn, a text comes out a few per cent wider than its outline measures (hinting, rounding).
    return (LEGEND_SPACING["handlelength"] + LEGEND_SPACING["handletextpad"]) * LEGEND_FONT + 1.1 * float(text)


def legend_columns(widths: Sequence[float], room_pt: float) -> int:
    """The most columns a legend of entries ``widths`` wide (points) can have in ``room_pt``.

    matplotlib fills a legend's columns top to bottom, the first ones one entry longer when
    the entries do not divide evenly; a column is as wide as its widest entry.

    Example:
        >>> legend_columns([50, 50, 50, 50], 300), legend_columns([50, 50, 50, 50], 120)
        (4, 2)
    """
    gap = LEGEND_SPACING["columnspacing"] * LEGEND_FONT
    for columns in range(len(widths), 1, -1):
        rows, longer = divmod(len(widths), columns)
        start, total = 0, 0.0
        for column in range(columns):
            length = rows + (column < longer)
            total += max(widths[start:start + length]) + (gap if column else 0.0)
            start += length
        if total + 2 * LEGEND_SPACING["borderpad"] * LEGEND_FONT <= room_pt:
            return columns
    return 1

MAX_TEXT_SCALE = 1.2
"""How much bigger than the smallest sizes a small tree's text and markers may grow."""


@dataclass(frozen=True)
class TreeSizing:
    """The geometry of one tree picture: sizes in points, the figure in inches.

    Attributes:
        slot_pt: the distance between two neighbouring leaf slots.
        level_pt: the distance between two levels.
        scale: how much text and markers are enlarged (1.0 for a tree that fills the
            width; up to :data:`MAX_TEXT_SCALE` for a small one, read from the back row).
        width_in, height_in: the figure's size.
        axes_height: the part of the figure's height the tree takes (the rest, on top, holds
            the title and the legend).
        below_levels, above_levels: room below the last level (mini boards, the size note)
            and above the root (its name), in levels.
        legend_pad_pt: the title's distance above the tree, leaving the legend's strip free.
        min_slot_pt: the narrowest slot that keeps markers, values and boards apart.
        legend_columns: the legend's columns in its strip (see :func:`legend_columns`).
    """

    slot_pt: float
    level_pt: float
    scale: float
    width_in: float
    height_in: float
    axes_height: float
    below_levels: float
    above_levels: float
    legend_pad_pt: float
    min_slot_pt: float
    ring_pt: float = 0.0
    legend_columns: int = 0

    @property
    def value_font(self) -> float:
        """The values' and names' size, in points."""
        return VALUE_FONT * self.scale

    @property
    def small_font(self) -> float:
        """The moves', windows' and mini boards' size, in points."""
        return SMALL_FONT * self.scale

    @property
    def marker_pt(self) -> float:
        """A node marker's width, in points."""
        return MARKER_PT * self.scale

    @staticmethod
    def min_slot(board_cols: int = 0, value_pt: float = 0.0) -> float:
        """The narrowest readable slot for mini boards ``board_cols`` characters wide (0: none)
        and values ``value_pt`` points wide (a marker's width holds two characters)."""
        board = board_cols * 0.61 * SMALL_FONT + BOARD_PAD_PT if board_cols else 0.0
        return max(MARKER_PT, board, value_pt + 2.0) + GAP_PT

    @classmethod
    def for_width(cls, width_in: float, slots: float, levels: int = 1, board: tuple[int, int] = (0, 0),
                  legend_widths: Sequence[float] = (), note: bool = False, value_pt: float = 0.0,
                  rings: bool = False) -> TreeSizing:
        """The geometry for ``slots`` leaf slots and ``levels`` levels below the root in ``width_in`` inches.

        The slot is as wide as the room allows, from the narrowest readable one up to
        :data:`ROOMY_SLOT_PT`; a tree too wide for the room gets the narrowest slot and a
        figure wider than ``width_in`` (:func:`fit_layout` avoids that by showing less).
        ``legend_widths`` (each entry's width in points, :func:`legend_entry_width`; none: no
        legend) and ``note`` reserve their room; ``value_pt`` is
        the widest value's width (:func:`value_width`). ``rings`` (a stepper's highlighted
        path) makes room for the rings: none is cut by the figure's edge, and a level is tall
        enough for a move's tag to sit on its edge between the two rings (``ring_pt`` is a
        ring's radius with its line).
        """
        cols, rows = board
        narrowest = cls.min_slot(cols, value_pt)
        span = slots + 2 * MARGIN_SLOTS
        slot = max(narrowest, min(ROOMY_SLOT_PT, width_in * 72 / span))  # never narrower than readable
        scale = min(MAX_TEXT_SCALE, slot / narrowest)
        board_pt = (rows * SMALL_FONT * 1.15 + BOARD_PAD_PT) * scale if rows else 0.0
        # A level holds a marker, the board under it, and the edge down to the next level with its move.
        ring = MARKER_PT * scale * RING_SCALE / 2 + RING_LINE_PT / 2 if rings else 0.0
        reach = max(MARKER_PT * scale / 2, ring)  # how far a node's marks reach from its centre
        level = (MARKER_PT + 30.0) * scale + board_pt + 2 * (reach - MARKER_PT * scale / 2)
        below = reach + board_pt + 6.0 + (3.0 * SMALLEST_FONT if note else 0.0)
        above = reach + 14.0
        tree_pt = level * levels + below + above
        width_in = max(3.0, span * slot / 72)
        # As many legend columns as the figure's width holds, and as many rows as they need.
        columns = legend_columns(legend_widths, width_in * 72) if legend_widths else 0
        legend_rows = -(-len(legend_widths) // columns) if columns else 0
        legend_pt = legend_rows * LEGEND_ROW_PT + (6.0 if legend_rows else 0.0)
        top_pt = legend_pt + 24.0  # the legend's strip, then the title
        return cls(slot_pt=slot, level_pt=level, scale=scale, width_in=width_in,
                   height_in=(tree_pt + top_pt) / 72, axes_height=tree_pt / (tree_pt + top_pt),
                   below_levels=below / level, above_levels=above / level, legend_pad_pt=legend_pt + 4.0,
                   min_slot_pt=narrowest, ring_pt=ring, legend_columns=columns)


def value_width(tree: SearchTree, shown_values: bool = True) -> float:
    """The widest of ``tree``'s values as a tree plot writes them, in points (0 without values)."""
    if not shown_values:
        return 0.0
    from ttt_lab.core import format_value
    from ttt_lab.viz.glyphs import glyph_outline

    texts = {format_value(node.value) for node in tree.nodes if node.value is not None}
    return max((sum(glyph_outline(char, VALUE_FONT)[2] for char in text) for text in texts), default=0.0)


def fit_layout(tree: SearchTree, width_in: float = PAGE_WIDTH, *, board_cols: int = 0, value_pt: float = 0.0,
               max_nodes: int = DEFAULT_MAX_NODES, max_depth: int | None = None,
               pruned: bool = True) -> TreeLayout:
    """The layout of the most of ``tree`` that fits ``width_in`` inches at readable sizes.

    Complete levels are dropped from the bottom until the tree fits (and within
    ``max_nodes``); if not even the root's children fit, the first of them in visit order.
    The layout's ``note`` says what was left out and where to see it.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.search import SearchTree, minimax
        >>> game, tree = TicTacToe(), SearchTree()
        >>> _ = minimax(game, game.parse("X../.O./..."), observer=tree)
        >>> layout = fit_layout(tree)
        >>> layout.depth_shown, layout.width <= PAGE_WIDTH * 72 / TreeSizing.min_slot() - 2 * MARGIN_SLOTS
        (1, True)
    """
    slots = width_in * 72 / TreeSizing.min_slot(board_cols, value_pt) - 2 * MARGIN_SLOTS
    return tree_layout(tree, max_nodes=max_nodes, max_depth=max_depth, pruned=pruned, max_width=max(1.0, slots))


def figure_and_axes(ax: Axes | None, layout: TreeLayout, board: tuple[int, int], legend_widths: Sequence[float],
                     note: bool, value_pt: float, rings: bool = False) -> tuple[Figure, Axes, TreeSizing, float]:
    """The Figure and Axes to draw on, their geometry, and how much markers must shrink (1.0: not at all).

    A new figure is made to measure (:class:`~ttt_lab.viz.tree_sizing.TreeSizing`): a leaf
    slot is a set number of points and the Axes spans the figure's width, so text and
    markers come out at their set sizes; the legend gets a strip of its own above the tree.
    A given Axes keeps its size, and its legend sits inside it.
    """
    xs = [x for x, _ in layout.pos.values()] + [x for x, _ in layout.pruned.values()]
    left, right = min(xs), max(xs)
    sizing = TreeSizing.for_width(PAGE_WIDTH, layout.width, layout.depth_shown, board, legend_widths, note, value_pt,
                                  rings)
    shrink = 1.0
    if ax is None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        # Not pyplot: the figure is not shown twice in notebooks and needs no plt.close.
        fig = Figure(figsize=(sizing.width_in, sizing.height_in))
        FigureCanvasAgg(fig)
        ax = fig.add_axes((0.0, 0.0, 1.0, sizing.axes_height))
        below, above = sizing.below_levels, sizing.above_levels
    else:
        width_pt, height_pt = axes_size_pt(ax)
        sizing = TreeSizing.for_width(width_pt / 72, layout.width, layout.depth_shown, board, (), note, value_pt, rings)
        shrink = min(1.0, width_pt / (layout.width + 2 * MARGIN_SLOTS) / sizing.min_slot_pt)
        # The levels share the Axes' height, keeping the room in points the boards and names need.
        room_pt = (sizing.below_levels + sizing.above_levels) * sizing.level_pt
        level_pt = max(height_pt - room_pt, 10.0) / max(layout.depth_shown, 1)
        below, above = sizing.below_levels * sizing.level_pt / level_pt, sizing.above_levels * sizing.level_pt / level_pt
    fig = ax.figure  # type: ignore[assignment]  # a SubFigure works as well
    ax.set_axis_off()
    ax.set_xlim(left - MARGIN_SLOTS, right + MARGIN_SLOTS)
    ax.set_ylim(-layout.depth_shown - below, above)
    return fig, ax, sizing, shrink  # type: ignore[return-value]


def axes_size_pt(ax: Axes) -> tuple[float, float]:
    """An Axes' width and height in points, as it stands (a constrained layout may change it when drawn)."""
    box = ax.get_window_extent()
    return box.width * 72 / ax.figure.dpi, box.height * 72 / ax.figure.dpi
