"""A tree plot's legend: which entries it has, and how each is drawn.

The legend names what any frame of a picture may show (the kinds of the nodes its layout
places, pruned moves, highlight rings, chance nodes), not only what the frame shows: a
stepper's legend then keeps its entries and rows from the first frame to the last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ttt_lab.search.observer import SearchTree
    from ttt_lab.viz.theme import PlotTheme
    from ttt_lab.viz.tree_layout import TreeLayout

PV_WIDTH = 3.2
"""The principal variation's edges are the only ones this wide (in the tree and the legend)."""


def legend_marks(tree: SearchTree, layout: TreeLayout, rings: bool) -> tuple[set[str], bool, bool, bool]:
    """What the legend names besides the four entries always there: the kinds of the nodes the
    layout places, whether it has pruned moves, highlight rings, chance nodes."""
    placed = [tree.nodes[i] for i in layout.pos if i < len(tree.nodes)]
    return ({node.kind for node in placed}, bool(layout.pruned), rings, any(node.chance for node in placed))


def legend_items(c: PlotTheme, kinds: set[str], pruned: bool, marked: bool, chance: bool) -> list[tuple[Any, str]]:
    """The legend's handles and labels: the four entries always there, then one per kind of mark."""
    from matplotlib.lines import Line2D

    handles: list[Any] = [
        Line2D([], [], marker="^", ls="", mfc=c.max_face, mec=c.edge, ms=9, label="MAX to move"),
        Line2D([], [], marker="v", ls="", mfc=c.min_face, mec=c.edge, ms=9, label="MIN to move"),
        *([Line2D([], [], marker="o", ls="", mfc=c.chance_face, mec=c.edge, ms=8, label="chance (average)")]
          if chance else []),
        # A leaf keeps the shape of the side to move there; its white face says it is a leaf.
        (Line2D([], [], marker="^", ls="", mfc=c.leaf_face, mec=c.edge, ms=9),
         Line2D([], [], marker="v", ls="", mfc=c.leaf_face, mec=c.edge, ms=9)),
        Line2D([], [], color=c.strong, lw=PV_WIDTH, label="principal variation"),
    ]
    if pruned:
        handles.append(Line2D([], [], marker="v", ls="--", color=c.pruned, mfc=c.ghost_face,
                              mec=c.pruned, ms=9, label="pruned (never searched)"))
    if "cutoff" in kinds:
        handles.append(Line2D([], [], marker="o", ls="", mfc="none", mec=c.cutoff, mew=1.8, ms=11,
                              label="depth limit (evaluated)"))
    if "table" in kinds:
        handles.append(Line2D([], [], marker="s", ls="", mfc="none", mec=c.table, mew=1.8, ms=11,
                              label="transposition table hit"))
    if marked:
        handles.append(Line2D([], [], marker="o", ls="", mfc="none", mec=c.highlight, mew=2.5, ms=12,
                              label="current path"))
    return [(handle, "leaf" if isinstance(handle, tuple) else handle.get_label()) for handle in handles]
