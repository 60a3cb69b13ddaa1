"""The words a tree picture writes at its nodes: names and labels, mini boards, and where a
move's tag sits on its edge (:mod:`ttt_lab.viz.tree_plot` draws them).

Example:
    >>> along_edge((0.0, 0.0), (1.0, -1.0), 0.5)
    (0.5, -0.5)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ttt_lab.core import HasBoardText, HasNodeNames
from ttt_lab.search.replay import move_text, node_name

if TYPE_CHECKING:
    from ttt_lab.search.observer import SearchNode, SearchTree


def board_text(state: Any, game: Any) -> str | None:
    """``state`` as a small text board, one row a line, if the game (or the state) can write one."""
    for owner in (game, getattr(state, "game", None)):
        if isinstance(owner, HasBoardText):
            try:
                return str(owner.board_text(state, separator="\n"))
            except (TypeError, AttributeError, IndexError, KeyError):
                return None
    return None


MOVE_TAG_AT = 0.68
"""Where a move's tag sits on its edge, as a fraction of the way from the parent to the child."""


def along_edge(parent: tuple[float, float], child: tuple[float, float], at: float = MOVE_TAG_AT) -> tuple[float, float]:
    """The point ``at`` of the way from ``parent`` to ``child``: where the move's tag goes."""
    (px, py), (x, y) = parent, child
    return px + at * (x - px), py + at * (y - py)


def label_columns(tree: SearchTree, label: str | Callable[[SearchNode], str] | None, game: Any = None) -> int:
    """The longest label of ``tree``'s nodes but the root's, in characters: the room labels written
    under their nodes (``label_side="below"``) need, as a one-row mini board would. The root's may be
    longer: nothing stands beside it. Pass it as ``board_cols`` to :func:`~ttt_lab.viz.tree_sizing.fit_layout`.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, minimax
        >>> tree = SearchTree()
        >>> _ = minimax(aima_figure_5_2(), (), observer=tree)
        >>> label_columns(tree, lambda node: "20 visits" if node.parent is None else "2.5/3")
        5
    """
    return max((len(label_for(node, label, game)) for node in tree.nodes if node.parent is not None), default=0)


def label_for(node: SearchNode, label: str | Callable[[SearchNode], str] | None, game: Any) -> str:
    """The text ``label`` (as :func:`~ttt_lab.viz.tree_plot.plot_tree` takes it) gives ``node``, ``""`` for none."""
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
        # A leaf named by its move (b2) already has that name on its edge.
        return "" if name.startswith("#") or name == move_text(node.move) else name
    return "" if is_leaf else node_name(node, game)
