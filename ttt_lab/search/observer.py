"""Watching a search: the observer protocol and :class:`SearchTree`, the observer that records.

Every search calls its observer at a few points, always behind ``if observer is not None``
so that an unobserved search pays one comparison per event and nothing more:

- ``enter``: a node is visited (the root first), with the window it was given;
- ``update``: a child has returned and the node's best value and window moved;
- ``prune``: the node stops early, and which moves it will never look at, and why;
- ``table_hit``: the transposition table answered the node;
- ``chance``: the node is chance's, with its outcomes' probabilities (expectimax only);
- ``leave``: the node is done, with its value and how it was valued (its *kind*);
- ``finish``: the search is over, with its :class:`SearchResult`.

Plots, steppers and widgets read the tree that :class:`SearchTree` records; they never
search again themselves.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ttt_lab.core import Move

if TYPE_CHECKING:
    import networkx as nx

    from ttt_lab.search.result import SearchResult
    from ttt_lab.search.table import TableEntry

INF = math.inf

KINDS = ("expanded", "terminal", "cutoff", "table", "proved", "book", "quiescence")
"""How a node got its value: from its children; as a finished game; from the evaluation
function at the depth limit; from the transposition table; from a static argument without
searching its moves (the m,n,k solver's threats, potential and pairing bounds: the node's
``rule`` says which); from an opening book; past the depth limit, from its forcing moves
and the evaluation standing in for the quiet ones (alpha-beta's quiescence search)."""


class SearchObserver(Protocol):
    """What a search tells whoever watches it. Every method may do nothing."""

    def enter(self, state: Any, move: Move | None, ply: int, maximizing: bool, alpha: float,
              beta: float) -> None:
        """A node is visited: reached by ``move`` at distance ``ply`` from the root."""

    def update(self, value: float, alpha: float, beta: float) -> None:
        """A child of the current node returned; the node's best value and window are now these."""

    def prune(self, value: float, alpha: float, beta: float, pruned: list[Move], rule: str) -> None:
        """The current node cuts off: ``pruned`` moves will never be searched, because ``rule``."""

    def table_hit(self, entry: TableEntry) -> None:
        """The transposition table answered the current node."""

    def chance(self, outcomes: list[tuple[Move, float]]) -> None:
        """The current node is a chance node: each move happens with its probability."""

    def leave(self, value: float, kind: str, alpha: float, beta: float) -> None:
        """The current node is done: ``value`` came from ``kind`` (see :data:`KINDS`)."""

    def finish(self, result: SearchResult) -> None:
        """The search returned ``result``."""


class RecordingLimitError(RuntimeError):
    """A search visited more nodes than a :class:`SearchTree` agreed to record."""


@dataclass
class SearchNode:
    """One recorded node of a search tree.

    Attributes:
        id: visit order, from 0 at the root.
        parent: the parent's id (``None`` at the root).
        move: the move that led here from the parent.
        depth: plies from the root.
        maximizing: whether MAX is to move here (an up-triangle in plots).
        state: the position itself (small immutable objects), for mini boards.
        alpha_in, beta_in: the window the node was given.
        alpha_out, beta_out: the window when it finished.
        value: its value (``None`` while it is still open).
        kind: one of :data:`KINDS` (``"open"`` meanwhile).
        children: ids of the visited children, in visit order.
        pruned: moves never visited because this node cut off.
        rule: why it cut off, e.g. ``"v=5 >= beta=3"``, or what proved its value.
        on_pv: whether the node lies on the principal variation.
        chance: whether chance, not a player, moves here (a circle in plots).
        probability: the chance of the move that led here, when the parent is a chance node.
    """

    id: int
    parent: int | None
    move: Move | None
    depth: int
    maximizing: bool
    state: Any
    alpha_in: float
    beta_in: float
    alpha_out: float = -INF
    beta_out: float = INF
    value: float | None = None
    kind: str = "open"
    children: list[int] = field(default_factory=list)
    pruned: list[Move] = field(default_factory=list)
    rule: str | None = None
    on_pv: bool = False
    chance: bool = False
    probability: float | None = None


@dataclass(frozen=True)
class SearchEvent:
    """One step of a recorded search, for steppers: what happened to which node."""

    kind: str  # "enter", "update", "prune", "table_hit", "leave"
    node: int
    value: float | None
    alpha: float
    beta: float


class SearchTree:
    """The observer that records every node a search visits.

    Args:
        max_nodes: stop with :class:`RecordingLimitError` past this many nodes, before
            memory runs out (a plot cannot show more than a few thousand anyway).
        keep_states: store each node's position (for mini boards); turn off for big trees.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import alphabeta
        >>> tree = SearchTree()
        >>> result = alphabeta(aima_figure_5_2(), (), observer=tree)
        >>> len(tree) == result.nodes, tree.pruned_count()
        (True, 2)
    """

    def __init__(self, max_nodes: int = 200_000, keep_states: bool = True) -> None:
        if not isinstance(max_nodes, int) or max_nodes < 1:
            raise ValueError(f"max_nodes must be a positive int, got {max_nodes!r}")
        self.max_nodes = max_nodes
        self.keep_states = keep_states
        self.nodes: list[SearchNode] = []
        self.events: list[SearchEvent] = []
        self.result: SearchResult | None = None
        self._stack: list[int] = []
        self._odds: dict[int, dict[Move, float]] = {}  # chance nodes' probabilities, by node id

    # ----------------------------------------------------------------- observer events

    def enter(self, state: Any, move: Move | None, ply: int, maximizing: bool, alpha: float,
              beta: float) -> None:
        if len(self.nodes) >= self.max_nodes:
            raise RecordingLimitError(
                f"the search visited more than {self.max_nodes:,} nodes, the most this SearchTree"
                " records; search a position with fewer empty cells, add a depth limit, or pass"
                " SearchTree(max_nodes=...) a larger cap"
            )
        parent = self._stack[-1] if self._stack else None
        node = SearchNode(
            id=len(self.nodes), parent=parent, move=move, depth=ply, maximizing=maximizing,
            state=state if self.keep_states else None, alpha_in=alpha, beta_in=beta,
            alpha_out=alpha, beta_out=beta,
            probability=None if parent not in self._odds else self._odds[parent].get(move),  # type: ignore[arg-type]
        )
        self.nodes.append(node)
        if parent is not None:
            self.nodes[parent].children.append(node.id)
        self._stack.append(node.id)
        self.events.append(SearchEvent("enter", node.id, None, alpha, beta))

    def update(self, value: float, alpha: float, beta: float) -> None:
        node = self.nodes[self._stack[-1]]
        node.value, node.alpha_out, node.beta_out = value, alpha, beta
        self.events.append(SearchEvent("update", node.id, value, alpha, beta))

    def prune(self, value: float, alpha: float, beta: float, pruned: list[Move], rule: str) -> None:
        node = self.nodes[self._stack[-1]]
        node.pruned = list(pruned)
        node.rule = rule
        self.events.append(SearchEvent("prune", node.id, value, alpha, beta))

    def table_hit(self, entry: TableEntry) -> None:
        node_id = self._stack[-1]
        self.events.append(SearchEvent("table_hit", node_id, entry.value, -INF, INF))

    def chance(self, outcomes: list[tuple[Move, float]]) -> None:
        node = self.nodes[self._stack[-1]]
        node.chance = True
        self._odds[node.id] = dict(outcomes)

    def leave(self, value: float, kind: str, alpha: float, beta: float) -> None:
        node = self.nodes[self._stack.pop()]
        node.value, node.kind, node.alpha_out, node.beta_out = value, kind, alpha, beta
        self.events.append(SearchEvent("leave", node.id, value, alpha, beta))

    def finish(self, result: SearchResult) -> None:
        self.result = result
        self._stack.clear()
        node = self.root
        node.on_pv = True
        for move in result.pv:
            child = next((self.nodes[c] for c in node.children if self.nodes[c].move == move), None)
            if child is None:
                break
            child.on_pv = True
            node = child

    # ----------------------------------------------------------------- reading the tree

    def __len__(self) -> int:
        return len(self.nodes)

    def __iter__(self) -> Any:
        return iter(self.nodes)

    def __getitem__(self, node_id: int) -> SearchNode:
        return self.nodes[node_id]

    @property
    def current(self) -> SearchNode | None:
        """The node being searched now (entered and not yet left), ``None`` between searches."""
        return self.nodes[self._stack[-1]] if self._stack else None

    @property
    def root(self) -> SearchNode:
        """The first node visited."""
        if not self.nodes:
            raise ValueError("nothing was recorded: pass this SearchTree as a search's observer")
        return self.nodes[0]

    def children(self, node: SearchNode | int) -> list[SearchNode]:
        """The visited children of ``node``, in visit order."""
        node = self.nodes[node] if isinstance(node, int) else node
        return [self.nodes[c] for c in node.children]

    def path(self, node: SearchNode | int) -> list[SearchNode]:
        """The nodes from the root down to ``node``."""
        node = self.nodes[node] if isinstance(node, int) else node
        line = [node]
        while line[-1].parent is not None:
            line.append(self.nodes[line[-1].parent])  # type: ignore[index]
        return line[::-1]

    def pv_nodes(self) -> list[SearchNode]:
        """The nodes of the principal variation, root first."""
        return [node for node in self.nodes if node.on_pv]

    def pruned_count(self) -> int:
        """How many children, over the whole tree, were never visited because of cutoffs."""
        return sum(len(node.pruned) for node in self.nodes)

    def cutoff_nodes(self) -> list[SearchNode]:
        """The nodes where a cutoff happened."""
        return [node for node in self.nodes if node.pruned]

    def stats(self) -> dict[str, Any]:
        """Counts of nodes by kind and by depth, cutoffs and pruned children.

        Example:
            >>> from ttt_lab.games.trees import aima_figure_5_2
            >>> from ttt_lab.search import minimax
            >>> tree = SearchTree()
            >>> _ = minimax(aima_figure_5_2(), (), observer=tree)
            >>> tree.stats()["by_kind"]
            {'expanded': 4, 'terminal': 9}
        """
        return {
            "nodes": len(self.nodes),
            "by_kind": dict(Counter(node.kind for node in self.nodes)),
            "by_depth": dict(sorted(Counter(node.depth for node in self.nodes).items())),
            "cutoffs": len(self.cutoff_nodes()),
            "pruned_children": self.pruned_count(),
            "max_depth": max((node.depth for node in self.nodes), default=0),
        }

    def to_networkx(self) -> nx.DiGraph:
        """The tree as a ``networkx.DiGraph``: node ids with every recorded attribute.

        Edges carry the ``move``; nodes carry ``parent``, ``move``, ``depth``, ``order``,
        ``maximizing``, ``alpha_in``, ``beta_in``, ``alpha_out``, ``beta_out``, ``value``,
        ``kind``, ``pruned`` (the moves never visited), ``rule``, ``on_pv``, ``chance``,
        ``probability`` and ``state``.
        """
        import networkx as nx

        graph = nx.DiGraph()
        for node in self.nodes:
            graph.add_node(
                node.id, parent=node.parent, move=node.move, depth=node.depth, order=node.id,
                maximizing=node.maximizing, alpha_in=node.alpha_in, beta_in=node.beta_in,
                alpha_out=node.alpha_out, beta_out=node.beta_out, value=node.value,
                kind=node.kind, pruned=list(node.pruned), rule=node.rule, on_pv=node.on_pv,
                chance=node.chance, probability=node.probability, state=node.state,
            )
            if node.parent is not None:
                graph.add_edge(node.parent, node.id, move=node.move, on_pv=node.on_pv)
        return graph

    def __repr__(self) -> str:
        return f"<SearchTree {len(self.nodes):,} nodes, {self.pruned_count():,} pruned children>"
