"""The tree that :func:`~ttt_lab.search.mcts.mcts` grows, and the record it leaves: :class:`MCTSNode`.

Each node keeps its position, the move that reached it, its visit and win counts (for the
side that moved into it), what MCTS-Solver proved about it, and its children. The root
converts the finished tree for the tree plots and steppers (:meth:`MCTSNode.to_search_tree`,
:meth:`MCTSNode.to_networkx`) and replays it to any observer.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search.mcts import mcts
    >>> game = TicTacToe()
    >>> root = mcts(game, game.parse("XX./OO./..."), iterations=100, seed=0).stats["tree"]
    >>> root.best_child().move, root.visits, root.parent is None
    ((0, 2), 100, True)
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ttt_lab.core import Move
from ttt_lab.search.mcts_trace import ucb_terms
from ttt_lab.search.observer import SearchObserver, SearchTree
from ttt_lab.search.result import SearchResult

if TYPE_CHECKING:
    import networkx as nx

INF = math.inf

DEFAULT_EXPLORATION = math.sqrt(2)
"""UCB1's constant ``c`` for rewards in [0, 1] (Auer, Cesa-Bianchi and Fischer 2002); Kocsis and
Szepesvári's UCT writes the same term as ``2 * C_p * sqrt(ln N / n)`` with ``C_p = 1/sqrt(2)``."""

PLAYOUT_KIND = "playout"
"""The ``kind`` of a recorded leaf valued by random playouts (a finished game is ``"terminal"``)."""


class MCTSNode:
    """One node of a Monte Carlo search tree.

    Attributes:
        state: the position.
        move: the move that led here from ``parent`` (``None`` at the root).
        parent: the node above (``None`` at the root). A node holds its parent weakly, so a
            tree has no reference cycles: it is freed the moment nobody holds its root,
            without waiting for Python's cyclic garbage collector (whose pauses would eat
            into a time budget). A node kept after its root is dropped has no parent.
        mover_is_max: whether the side that made ``move`` is MAX (``game.players[0]``).
            ``wins`` and ``draws`` count playouts from that side's point of view, as UCT
            needs: the parent chooses among its children by its own side's success.
        maximizing: whether MAX is to move in ``state``.
        terminal: whether the game is over in ``state``.
        untried: legal moves not expanded yet; ``None`` until the node is first expanded
            (most nodes are leaves that never are: on a 19x19 board a list of 361 moves per
            leaf was most of a search's memory).
        children: expanded children, in the order they were added.
        visits: playouts through this node.
        wins: of those, playouts won by the side that made ``move`` (with evaluated playouts,
            :func:`~ttt_lab.search.mcts.mcts`'s ``cutoff``, the sum of that side's shares).
        draws: of those, drawn playouts.
        proven: with MCTS-Solver, the exact outcome once proven for the side that made
            ``move``: 1 a win, 0 a draw, -1 a loss (``None`` while unproven).
    """

    __slots__ = (
        "__weakref__",
        "_bias",
        "_inv_sqrt_visits",
        "_minimax",
        "_parent",
        "_rate",
        "children",
        "draws",
        "maximizing",
        "move",
        "mover_is_max",
        "proven",
        "state",
        "terminal",
        "untried",
        "visits",
        "wins",
    )

    def __init__(self, state: Any, move: Move | None, parent: MCTSNode | None, mover_is_max: bool,
                 maximizing: bool, terminal: bool, untried: list[Move] | None,
                 children: list[MCTSNode] | None = None, visits: int = 0, wins: float = 0, draws: int = 0) -> None:
        self.state = state
        self.move = move
        self._parent = None if parent is None else weakref.ref(parent)
        self.mover_is_max = mover_is_max
        self.maximizing = maximizing
        self.terminal = terminal
        self.untried = untried
        self.children: list[MCTSNode] = [] if children is None else children
        self.visits = visits
        self.wins: float = wins  # an int, unless evaluated playouts (mcts's cutoff) gave shares of a win
        self.draws = draws
        self.proven: int | None = None
        # Kept up to date by backpropagation so that selection, which scores every child of
        # every node on its path, does one multiply-add per child: win rate and 1/sqrt(visits).
        self._rate = 0.5
        self._inv_sqrt_visits = INF
        self._bias = 0.0  # progressive bias's prior term, prior_weight * h (0 without a prior)
        # Implicit minimax backups: the evaluation backed up by minimax through the tree, as a
        # share of a win for the side that moved into this node (0.5 without the switch).
        self._minimax = 0.5

    @property
    def parent(self) -> MCTSNode | None:
        """The node above, or ``None`` at the root (or once the tree above is gone)."""
        return None if self._parent is None else self._parent()

    @parent.setter
    def parent(self, node: MCTSNode | None) -> None:
        self._parent = None if node is None else weakref.ref(node)

    @property
    def losses(self) -> float:
        """Playouts lost by the side that made ``move``."""
        return self.visits - self.wins - self.draws

    @property
    def win_rate(self) -> float:
        """``(wins + draws / 2) / visits`` for the side that made ``move`` (0.5 if unvisited)."""
        if not self.visits:
            return 0.5
        return (self.wins + 0.5 * self.draws) / self.visits

    @property
    def value(self) -> float:
        """The mean playout result from MAX's point of view, in [-1, 1] (+1: MAX always won)."""
        if not self.visits:
            return 0.0
        mean = (self.wins - self.losses) / self.visits
        return mean if self.mover_is_max else -mean

    def ucb(self, exploration: float = DEFAULT_EXPLORATION) -> float:
        """The UCT score the parent uses to pick this child (``inf`` while unvisited)."""
        if self.parent is None or not self.visits:
            return INF
        return sum(ucb_terms(self.wins + 0.5 * self.draws, self.visits, self.parent.visits, exploration))

    def best_child(self) -> MCTSNode | None:
        """The most visited child (ties: the higher win rate, then the earlier child); a child
        proven won comes first, one proven lost last (only MCTS-Solver proves any)."""
        best = None
        best_key = None
        for child in self.children:
            proven = child.proven
            key = (0 if proven is None else proven, child.visits, child.win_rate)
            if best_key is None or key > best_key:
                best, best_key = child, key
        return best

    def principal_variation(self) -> list[Move]:
        """The moves of the most visited path from this node down."""
        line: list[Move] = []
        node = self.best_child()
        while node is not None:
            line.append(node.move)
            node = node.best_child()
        return line

    def walk(self) -> Iterator[tuple[MCTSNode, int]]:
        """Every node below and including this one, depth-first, with its depth."""
        stack = [(self, 0)]
        while stack:
            node, depth = stack.pop()
            yield node, depth
            stack.extend((child, depth + 1) for child in reversed(node.children))

    def size(self) -> int:
        """How many nodes the tree below and including this one has."""
        return sum(1 for _ in self.walk())

    def replay(self, observer: SearchObserver) -> None:
        """Show this tree to ``observer`` as ``enter``/``leave`` events, depth-first.

        Each node is entered with the move that reached it and left with its
        :attr:`value` (MAX's view); the window is always ``(-inf, inf)``: MCTS has none.
        A node with children is ``"expanded"``, a finished game ``"terminal"``, any
        other leaf ``"playout"`` (valued only by the random playouts through it).
        """
        # An explicit stack: MCTS trees can be deeper than Python's recursion limit.
        stack: list[tuple[MCTSNode, int, bool]] = [(self, 0, False)]
        while stack:
            node, depth, done = stack.pop()
            if done:
                kind = "expanded" if node.children else "terminal" if node.terminal else PLAYOUT_KIND
                observer.leave(node.value, kind, -INF, INF)
                continue
            observer.enter(node.state, node.move, depth, node.maximizing, -INF, INF)
            stack.append((node, depth, True))
            stack.extend((child, depth + 1, False) for child in reversed(node.children))

    def to_search_tree(self, max_nodes: int = 200_000, keep_states: bool = True) -> SearchTree:
        """This tree as a :class:`~ttt_lab.search.SearchTree`, for the tree plots and steppers.

        Node values are :attr:`value` (MAX's view); the most visited path is the principal
        variation. Visit counts are not part of a ``SearchNode``: read them from this tree
        or from :meth:`to_networkx`.

        Raises:
            RecordingLimitError: the tree has more than ``max_nodes`` nodes.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> game = TicTacToe()
            >>> from ttt_lab.search.mcts import mcts
            >>> root = mcts(game, game.parse("XO./XO./..."), iterations=50, seed=0).stats["tree"]
            >>> tree = root.to_search_tree()
            >>> len(tree) == root.size(), tree.root.on_pv
            (True, True)
        """
        tree = SearchTree(max_nodes=max_nodes, keep_states=keep_states)
        self.replay(tree)
        tree.finish(self._summary(algorithm="mcts"))
        return tree

    def to_networkx(self) -> nx.DiGraph:
        """The tree as a ``networkx.DiGraph`` with the statistics on every node.

        Nodes are numbered depth-first from 0 at the root and carry ``move``, ``depth``,
        ``parent``, ``visits``, ``wins``, ``draws``, ``losses``, ``win_rate``, ``value``,
        ``ucb``, ``maximizing``, ``terminal``, ``on_pv`` and ``state``; edges carry ``move``.
        """
        import networkx as nx

        graph = nx.DiGraph()
        ids: dict[int, int] = {}
        on_pv = set()
        node: MCTSNode | None = self
        while node is not None:
            on_pv.add(id(node))
            node = node.best_child()
        for number, (node, depth) in enumerate(self.walk()):
            ids[id(node)] = number
            parent = ids[id(node.parent)] if node.parent is not None and node is not self else None
            graph.add_node(
                number, move=node.move, depth=depth, parent=parent, visits=node.visits,
                wins=node.wins, draws=node.draws, losses=node.losses, win_rate=node.win_rate,
                value=node.value, ucb=node.ucb() if node is not self else INF,
                maximizing=node.maximizing, terminal=node.terminal, on_pv=id(node) in on_pv,
                state=node.state,
            )
            if parent is not None:
                graph.add_edge(parent, number, move=node.move)
        return graph

    def _summary(self, algorithm: str, **stats: Any) -> SearchResult:
        best = self.best_child()
        return SearchResult(
            value=best.value if best is not None else self.value,
            move=best.move if best is not None else None,
            pv=self.principal_variation(),
            nodes=self.size(),
            algorithm=algorithm,
            move_values={child.move: child.value for child in self.children},
            stats=stats,
        )

    def __repr__(self) -> str:
        return (f"<MCTSNode move={self.move!r} visits={self.visits} wins={self.wins} draws={self.draws}"
                f" children={len(self.children)}>")
