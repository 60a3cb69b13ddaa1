"""Monte Carlo tree search with UCT (Kocsis & Szepesvári 2006), over any :class:`~ttt_lab.core.Game`.

Each *iteration* has four steps:

1. **Selection**: from the root, while a node has tried all its moves, go to the child
   with the largest UCT score ``win_rate + c * sqrt(ln(parent visits) / child visits)``:
   moves that have won often (exploitation) or been tried rarely (exploration).
2. **Expansion**: add one untried move of the node reached (chosen at random) as a new child.
3. **Simulation** (playout): from the new child, play uniformly random moves to the end.
4. **Backpropagation**: every node on the path counts one more visit, and a win (or half a
   win for a draw) if the playout's result is good for the side that moved into it.

After the last iteration the move played is the root's most visited child ("robust child"):
visits concentrate on the moves that keep winning, and counts are steadier than averages.

The tree is the record. ``result.stats["tree"]`` is the root :class:`MCTSNode`; every node
has ``visits``, ``wins``, ``draws`` and ``children``, and the root converts itself with
:meth:`MCTSNode.to_search_tree` (the :class:`~ttt_lab.search.SearchTree` that tree plots
read) or :meth:`MCTSNode.to_networkx`. An ``observer`` passed to :func:`mcts` is shown the
same finished tree, node by node depth-first, once the iterations are over (not each
iteration as it happens): so ``mcts(..., observer=SearchTree())`` records it too.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> result = mcts(game, game.parse("XX./OO./..."), iterations=300, seed=1)
    >>> result.move  # X completes the top row
    (0, 2)
    >>> tree = result.stats["tree"]
    >>> tree.visits, sum(child.visits for child in tree.children)
    (300, 300)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ttt_lab.core import Game, Move, check_position, is_int
from ttt_lab.search.mcts_trace import Candidate, Credit, MCTSIteration, MCTSTrace, SelectionStep, ucb_terms
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


@dataclass(eq=False, slots=True)
class MCTSNode:
    """One node of a Monte Carlo search tree.

    Attributes:
        state: the position.
        move: the move that led here from ``parent`` (``None`` at the root).
        parent: the node above (``None`` at the root).
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
        wins: of those, playouts won by the side that made ``move``.
        draws: of those, drawn playouts.
    """

    state: Any
    move: Move | None
    parent: MCTSNode | None
    mover_is_max: bool
    maximizing: bool
    terminal: bool
    untried: list[Move] | None
    children: list[MCTSNode] = field(default_factory=list)
    visits: int = 0
    wins: int = 0
    draws: int = 0
    # Kept up to date by backpropagation so that selection, which scores every child of every
    # node on its path, does one multiply-add per child: win rate and 1/sqrt(visits).
    _rate: float = 0.5
    _inv_sqrt_visits: float = INF

    @property
    def losses(self) -> int:
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
        """The most visited child (ties: the higher win rate, then the earlier child)."""
        best = None
        for child in self.children:
            if best is None or (child.visits, child.win_rate) > (best.visits, best.win_rate):
                best = child
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


def mcts(
    game: Game[Any, Any],
    state: Any,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    rng: random.Random | None = None,
    seed: int | None = None,
    exploration: float = DEFAULT_EXPLORATION,
    observer: SearchObserver | None = None,
    trace: MCTSTrace | None = None,
) -> SearchResult:
    """Choose a move by UCT Monte Carlo tree search with uniformly random playouts.

    Wins, draws and losses are read from the sign of ``game.utility`` (a draw counts half a
    win), so any game whose utilities are positive for a win works.

    Args:
        game: any :class:`~ttt_lab.core.Game`.
        state: the position to search.
        iterations: how many playouts to run.
        seconds: a time budget instead (or as well: the search stops at whichever comes
            first). At least one iteration always runs.
        rng: the random generator for expansions and playouts.
        seed: a seed for a new ``random.Random`` (give ``rng`` or ``seed``, not both).
        exploration: UCT's ``c``; larger explores more, 0 only exploits.
        observer: shown the finished tree (see the module docstring), then ``finish``.
        trace: an :class:`~ttt_lab.search.mcts_trace.MCTSTrace` that records each iteration's
            four phases as they happen (selection with UCB1's terms, expansion, playout,
            backpropagation), for the MCTS stepper. Without one the search pays nothing for it.

    Returns:
        A :class:`SearchResult`: ``move`` is the most visited root child, ``value`` its mean
        result from MAX's view (in [-1, 1]), ``pv`` the most visited path, ``nodes`` the
        size of the tree. ``move_values`` maps every expanded root move to its mean result
        from MAX's view (``2 * win_rate - 1`` when MAX moves, ``1 - 2 * win_rate`` when MIN
        does). ``stats`` holds ``tree`` (the root :class:`MCTSNode`), ``iterations``,
        ``playout_moves``, ``exploration`` and ``children``: one row per root move with its
        visits, wins, draws, losses and win rate (for the side to move), most visited first.

    Raises:
        ValueError: no budget, a budget that is not positive, both ``rng`` and ``seed``, an
            ``rng`` that is not a ``random.Random``, or an ``exploration`` that is negative
            or not finite.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> result = mcts(game, game.parse("X../.O./..X"), iterations=2000, seed=7)
        >>> result.move in [(0, 1), (1, 0), (1, 2), (2, 1)]  # O must take an edge
        True
        >>> result.stats["children"][0]["move"] == result.move
        True
    """
    check_budget(iterations, seconds)
    check_position(game, state)
    if rng is not None and seed is not None:
        raise ValueError("give rng or seed, not both")
    if (not isinstance(exploration, (int, float)) or isinstance(exploration, bool)
            or not math.isfinite(exploration) or exploration < 0):
        raise ValueError(f"exploration must be a finite number >= 0, got {exploration!r}")
    if rng is not None and not isinstance(rng, random.Random):
        raise ValueError(f"rng must be a random.Random (or pass seed=...), got {rng!r}")
    if seed is not None and not is_int(seed):
        raise ValueError(f"seed must be an int or None, got {seed!r}")
    if rng is None:
        rng = random.Random(seed)
    random_unit = rng.random
    start = time.perf_counter()
    deadline = None if seconds is None else start + seconds
    limit = iterations if iterations is not None else -1

    MAX = game.players[0]
    result_of, actions_of, is_terminal = game.result, game.actions, game.is_terminal

    def new_node(child_state: Any, move: Move | None, parent: MCTSNode | None, mover_is_max: bool) -> MCTSNode:
        terminal = is_terminal(child_state)
        maximizing = (not mover_is_max) if terminal else game.to_move(child_state) == MAX
        return MCTSNode(child_state, move, parent, mover_is_max, maximizing, terminal, [] if terminal else None)

    root = new_node(state, None, None, game.to_move(state) != MAX)
    if trace is not None:
        trace.start(game, state, exploration)
    steps: list[SelectionStep] = []
    playout: list[Move] = []
    done = playout_moves = 0
    log, sqrt = math.log, math.sqrt
    while done != limit and (done == 0 or deadline is None or time.perf_counter() < deadline):
        done += 1
        node = root
        # 1. Selection: descend through fully expanded nodes by the UCT score.
        while not node.untried and node.children:
            spread = exploration * sqrt(log(node.visits))
            best, best_score = node.children[0], -INF
            for child in node.children:
                score = child._rate + spread * child._inv_sqrt_visits
                if score > best_score:
                    best, best_score = child, score
            if trace is not None:
                steps.append(_selection_step(node, best, exploration))
            node = best
        # 2. Expansion: one random untried move becomes a child.
        if node.untried is None:
            node.untried = list(actions_of(node.state))
        expanded = None
        if node.untried:
            untried = node.untried
            move = expanded = untried.pop(int(random_unit() * len(untried)))
            child = new_node(result_of(node.state, move), move, node, node.maximizing)
            node.children.append(child)
            node = child
        # 3. Simulation: uniformly random moves to the end of the game.
        current = node.state
        while not is_terminal(current):
            moves = actions_of(current)
            chosen = moves[int(random_unit() * len(moves))]
            current = result_of(current, chosen)
            playout_moves += 1
            if trace is not None:
                playout.append(chosen)
        utility = game.utility(current, MAX)
        max_won = None if utility == 0 else utility > 0
        # 4. Backpropagation: each node counts the result for the side that moved into it.
        walker: MCTSNode | None = node
        while walker is not None:
            visits = walker.visits = walker.visits + 1
            if max_won is None:
                walker.draws += 1
            elif max_won == walker.mover_is_max:
                walker.wins += 1
            walker._rate = (walker.wins + 0.5 * walker.draws) / visits
            walker._inv_sqrt_visits = 1 / sqrt(visits)
            walker = walker.parent
        if trace is not None:
            winner = None if max_won is None else game.players[0] if max_won else game.players[1]
            trace.record(MCTSIteration(done, tuple(steps), expanded, tuple(playout), winner,
                                       _credits(node, max_won, game.players)))
            steps, playout = [], []

    ordered = sorted(root.children, key=lambda c: (-c.visits, -c.win_rate))
    children_rows = [
        {"move": c.move, "visits": c.visits, "wins": c.wins, "draws": c.draws, "losses": c.losses,
         "win_rate": c.win_rate, "value": c.value}
        for c in ordered
    ]
    summary = root._summary(
        algorithm="mcts", tree=root, iterations=done, playout_moves=playout_moves,
        exploration=exploration, children=children_rows,
    )
    result = SearchResult(
        value=float(game.utility(state, MAX)) if root.terminal else summary.value, move=summary.move, pv=summary.pv,
        nodes=summary.nodes, algorithm="mcts", seconds=time.perf_counter() - start,
        move_values=summary.move_values, stats=summary.stats,
    )
    if observer is not None:
        root.replay(observer)
        observer.finish(result)
    return result


def _selection_step(node: MCTSNode, chosen: MCTSNode, exploration: float) -> SelectionStep:
    """What selection saw at ``node``: every child's UCB1 terms, from :func:`ucb_terms`."""
    candidates = tuple(
        Candidate(child.move, child.wins + 0.5 * child.draws, child.visits,
                  *ucb_terms(child.wins + 0.5 * child.draws, child.visits, node.visits, exploration))
        for child in node.children
    )
    return SelectionStep(node.visits, candidates, chosen.move)


def _credits(leaf: MCTSNode, max_won: bool | None, players: tuple[str, str]) -> tuple[Credit, ...]:
    """What backpropagation gave each node from the root down to ``leaf``."""
    path: list[MCTSNode] = []
    walker: MCTSNode | None = leaf
    while walker is not None:
        path.append(walker)
        walker = walker.parent
    path.reverse()
    credits = []
    for depth, node in enumerate(path):
        moves = tuple(step.move for step in path[1 : depth + 1])
        credit = 0.5 if max_won is None else 1.0 if max_won == node.mover_is_max else 0.0
        credits.append(Credit(moves, None if depth == 0 else players[0 if node.mover_is_max else 1], credit))
    return tuple(credits)


def check_budget(iterations: int | None, seconds: float | None) -> None:
    """Raise ``ValueError`` unless ``iterations`` and/or ``seconds`` make a usable budget."""
    if iterations is None and seconds is None:
        raise ValueError("mcts needs a budget: pass iterations=... or seconds=... (or both)")
    if iterations is not None and (
        not isinstance(iterations, int) or isinstance(iterations, bool) or iterations < 1
    ):
        raise ValueError(f"iterations must be an int >= 1, got {iterations!r}")
    if seconds is not None and (
        not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not seconds > 0
        or seconds == INF
    ):
        raise ValueError(f"seconds must be a finite number > 0, got {seconds!r}")
