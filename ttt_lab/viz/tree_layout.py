"""Where each node of a recorded search tree goes in a plot, and what a size limit leaves out.

:func:`tree_layout` places a :class:`~ttt_lab.search.SearchTree`'s nodes (and the slots of
the moves alpha-beta pruned) on a grid, top-down, without drawing anything:
:func:`ttt_lab.viz.tree_plot.plot_tree` draws from it, and the stepper keeps the layout of
the whole tree while it draws the tree as it grows, so nodes stay in place.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.search import SearchTree, alphabeta
    >>> game, tree = aima_figure_5_2(), SearchTree()
    >>> _ = alphabeta(game, game.initial_state(), observer=tree)
    >>> len(tree_layout(tree).pruned), tree_layout(tree, max_nodes=5).note  # doctest: +NORMALIZE_WHITESPACE
    (2, 'showing 4 of 11 nodes (depth 0 to 1 of 2): 7 left out; pass max_nodes=11 to show every node,
    or max_depth=... to choose the levels')
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ttt_lab.search.observer import SearchNode, SearchTree

DEFAULT_MAX_NODES = 500
"""The most nodes a layout shows unless told otherwise."""


@dataclass
class TreeLayout:
    """Where each node of a recorded tree goes in a plot, and what a size limit left out.

    Attributes:
        pos: ``(x, y)`` of every shown node id; ``y`` is minus the depth, so the root is on top.
        pruned: ``(x, y)`` of every shown pruned move, keyed by ``(cutting node id, index in
            node.pruned)``.
        shown: the shown node ids, in visit order.
        depth_shown: the deepest level shown.
        total: the tree's node count.
        note: what was left out and how to show more (``None`` when everything is shown).
        narrowed: nodes were left out to keep within ``max_width`` (what keeps text readable),
            not for a limit the caller chose.
    """

    pos: dict[int, tuple[float, float]]
    pruned: dict[tuple[int, int], tuple[float, float]]
    shown: list[int]
    depth_shown: int
    total: int
    note: str | None
    narrowed: bool = False

    @property
    def width(self) -> float:
        """How many leaf slots wide the layout is."""
        xs = [x for x, _ in self.pos.values()] + [x for x, _ in self.pruned.values()]
        return (max(xs) - min(xs) + 1) if xs else 1.0


def tree_layout(tree: SearchTree, *, max_nodes: int = DEFAULT_MAX_NODES, max_depth: int | None = None,
                pruned: bool = True, max_width: float | None = None) -> TreeLayout:
    """A layered top-down layout of a recorded tree, within size limits.

    Leaves (and pruned moves, after their visited siblings) are spread left to right in
    visit order, one unit apart; every parent is centred over its first and last child;
    depth ``d`` is drawn at ``y = -d``.

    Which nodes are shown: every node down to ``max_depth``; if that is more than
    ``max_nodes``, the deepest complete levels that fit; if not even the first two levels
    fit, the first ``max_nodes`` nodes in visit order. With ``max_width``, levels are then
    dropped from the bottom until the layout is at most that many slots wide, and at the last
    the root's later children (:func:`ttt_lab.viz.tree_sizing.fit_layout` sets it so that the
    picture stays readable).

    Args:
        tree: a recorded search.
        max_nodes: the most nodes to show.
        max_depth: the deepest level to show (``None``: all).
        pruned: leave a slot for every pruned move (turn off for wide trees with many cuts).
        max_width: the most leaf slots wide (``None``: no limit).

    Returns:
        A :class:`TreeLayout`.

    Raises:
        ValueError: a limit is not a positive int, or the tree is empty.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, minimax
        >>> tree = SearchTree()
        >>> _ = minimax(aima_figure_5_2(), (), observer=tree)
        >>> layout = tree_layout(tree)
        >>> layout.pos[0], layout.pos[1], layout.pos[2]
        ((4.0, 0.0), (1.0, -1.0), (0.0, -2.0))
    """
    if not isinstance(max_nodes, int) or isinstance(max_nodes, bool) or max_nodes < 1:
        raise ValueError(f"max_nodes must be a positive int, got {max_nodes!r}")
    if max_width is not None and (isinstance(max_width, bool) or not isinstance(max_width, (int, float))
                                  or not max_width >= 1):
        raise ValueError(f"max_width must be None or a number of slots >= 1, got {max_width!r}")
    if max_depth is not None and (not isinstance(max_depth, int) or isinstance(max_depth, bool) or max_depth < 0):
        raise ValueError(f"max_depth must be None or an int >= 0, got {max_depth!r}")
    nodes = tree.nodes
    if not nodes:
        raise ValueError("the tree is empty: pass this SearchTree as a search's observer first")
    deepest = max(node.depth for node in nodes)
    limit = deepest if max_depth is None else min(max_depth, deepest)
    per_depth = [0] * (deepest + 1)
    for node in nodes:
        per_depth[node.depth] += 1
    within = sum(per_depth[: limit + 1])
    truncated = False
    if within > max_nodes:
        total = 0
        fit = -1
        for d in range(limit + 1):
            if total + per_depth[d] > max_nodes:
                break
            total += per_depth[d]
            fit = d
        if fit >= 1:
            limit = fit
        else:
            truncated = True  # even the root's children do not fit: fall back to visit order
    if truncated:
        shown = [node.id for node in nodes if node.depth <= limit][:max_nodes]
    else:
        shown = [node.id for node in nodes if node.depth <= limit]
    pos, pruned_pos = _place(nodes, shown, limit, pruned)
    narrowed = False
    if max_width is not None:
        # Drop levels from the bottom until the picture is narrow enough; then keep the first
        # of the root's children in visit order.
        while _width(pos, pruned_pos) > max_width and (limit > 1 or (limit == 1 and len(shown) > 2)):
            narrowed = True
            if limit > 1:
                limit -= 1
                shown = [node.id for node in nodes if node.depth <= limit][: max_nodes if truncated else None]
            else:
                truncated = True
                shown = shown[:-1]
            pos, pruned_pos = _place(nodes, shown, limit, pruned)
    note = _size_note(tree, shown, limit, truncated, max_nodes, max_depth, deepest, narrowed)
    return TreeLayout(pos=pos, pruned=pruned_pos, shown=shown, depth_shown=limit, total=len(nodes), note=note,
                      narrowed=narrowed)


def _width(pos: dict[int, tuple[float, float]], pruned: dict[tuple[int, int], tuple[float, float]]) -> float:
    xs = [x for x, _ in pos.values()] + [x for x, _ in pruned.values()]
    return (max(xs) - min(xs) + 1) if xs else 1.0


def _place(nodes: list[SearchNode], shown: list[int], limit: int,
           pruned: bool) -> tuple[dict[int, tuple[float, float]], dict[tuple[int, int], tuple[float, float]]]:
    """Where the ``shown`` nodes (and the pruned moves under them) go."""
    shown_set = set(shown)
    pos: dict[int, tuple[float, float]] = {}
    pruned_pos: dict[tuple[int, int], tuple[float, float]] = {}
    next_x = 0.0

    def place(node_id: int) -> float:
        nonlocal next_x
        node = nodes[node_id]
        xs: list[float] = []
        for child in node.children:
            if child in shown_set:
                xs.append(place(child))
        if pruned and _shows_pruned(node, shown_set, limit):
            for i in range(len(node.pruned)):
                pruned_pos[(node_id, i)] = (next_x, float(-node.depth - 1))
                xs.append(next_x)
                next_x += 1.0
        if xs:
            x = (xs[0] + xs[-1]) / 2
        else:
            x = next_x
            next_x += 1.0
        pos[node_id] = (x, float(-node.depth))
        return x

    _place_all(place, nodes[0].id)
    return pos, pruned_pos


def _place_all(place: Callable[[int], float], root: int) -> None:
    # Deep trees (Ultimate, Cat and Mice) can exceed Python's default recursion limit.
    needed = 10_000
    old = sys.getrecursionlimit()
    if old < needed:
        sys.setrecursionlimit(needed)
    try:
        place(root)
    finally:
        if old < needed:
            sys.setrecursionlimit(old)


def _shows_pruned(node: SearchNode, shown: set[int], limit: int) -> bool:
    """Pruned moves are drawn one level below their node, if that level is shown."""
    return bool(node.pruned) and node.depth < limit and all(c in shown for c in node.children)


def _size_note(tree: SearchTree, shown: list[int], limit: int, truncated: bool, max_nodes: int,
               max_depth: int | None, deepest: int, narrowed: bool = False) -> str | None:
    """What a size limit left out, and the arguments that would show it."""
    total = len(tree.nodes)
    hidden = total - len(shown)
    if hidden == 0:
        return None
    if narrowed:
        where = (f"the first {len(shown):,} in visit order" if truncated
                 else f"depth 0 to {limit} of {deepest}")
        return (f"showing {len(shown):,} of {total:,} nodes ({where}) so that the text stays readable:"
                f" {hidden:,} left out; the tree explorer, TreeExplorer(tree), opens every node")
    if truncated:
        where = f"the first {len(shown):,} in visit order"
        advice = f"pass max_nodes={total} (or a smaller max_depth) to show more"
    else:
        where = f"depth 0 to {limit} of {deepest}"
        if max_depth is not None and limit == max_depth:
            advice = f"pass max_depth={deepest} to show every level"
            if total > max_nodes:
                advice += f" and max_nodes={total}"
        else:
            advice = f"pass max_nodes={total} to show every node, or max_depth=... to choose the levels"
    return f"showing {len(shown):,} of {total:,} nodes ({where}): {hidden:,} left out; {advice}"
