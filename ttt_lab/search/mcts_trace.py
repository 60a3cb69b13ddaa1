"""Watching Monte Carlo tree search one iteration at a time: :class:`MCTSTrace`.

Pass a trace to :func:`~ttt_lab.search.mcts` (``trace=MCTSTrace()``) and it records, for
each iteration, the four phases as they happened:

1. **selection**: the path from the root, and at each step every child's UCB1 score in its
   two terms, exploitation (the win rate) and exploration, as the search computed them;
2. **expansion**: the move added as a new child (none when selection ended at a finished game);
3. **playout**: the random moves played from there to the end, and who won;
4. **backpropagation**: every node on the path, and what it was credited (a win, half a win
   for a draw, or nothing) for the side that moved into it.

:meth:`MCTSTrace.tree_at` rebuilds the search tree as it stood at any phase of any
iteration, as a :class:`~ttt_lab.search.SearchTree` whose nodes are labelled ``wins/visits``
(so the tree plots draw it), and :meth:`MCTSTrace.describe` says in words, with the
arithmetic, what that phase did. The MCTS stepper widget shows the two together.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search import mcts
    >>> game = TicTacToe()
    >>> trace = MCTSTrace()
    >>> result = mcts(game, game.parse("XO./.X./..O"), iterations=30, seed=1, trace=trace)
    >>> len(trace), trace[0].expanded is not None, sum(step.credit for step in trace[29].credits) >= 0
    (30, True, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import Move, Player, format_value
from ttt_lab.search.observer import RecordingLimitError, SearchTree

PHASES = ("selection", "expansion", "playout", "backpropagation")
"""The four phases of an iteration, in order."""


def ucb_terms(wins: float, visits: int, parent_visits: int, exploration: float) -> tuple[float, float]:
    """UCB1's two terms for a child: exploitation ``wins / visits`` and exploration
    ``c * sqrt(ln(parent visits) / visits)``; ``wins`` counts a draw as half a win.

    The search selects by their sum (an unvisited child first: its score is infinite).

    Example:
        >>> exploit, explore = ucb_terms(3, 5, 12, math.sqrt(2))
        >>> round(exploit, 3), round(explore, 3), round(exploit + explore, 3)
        (0.6, 0.997, 1.597)
    """
    if visits == 0:
        return 0.5, math.inf
    return wins / visits, exploration * math.sqrt(math.log(parent_visits) / visits)


@dataclass(frozen=True)
class Candidate:
    """One child as selection saw it: its move, counts, and UCB1's two terms."""

    move: Move
    wins: float  # a draw counts half
    visits: int
    exploitation: float
    exploration: float

    @property
    def score(self) -> float:
        return self.exploitation + self.exploration


@dataclass(frozen=True)
class SelectionStep:
    """One step down the tree: the node's visits, every child scored, and the one chosen."""

    parent_visits: int
    candidates: tuple[Candidate, ...]
    chosen: Move


@dataclass(frozen=True)
class Credit:
    """What backpropagation gave one node of the path (the root first)."""

    path: tuple[Move, ...]  # the moves from the root to this node
    mover: Player | None  # the side that moved into it (None at the root)
    credit: float  # 1 for a win of that side, 0.5 for a draw, 0 for a loss


@dataclass(frozen=True)
class MCTSIteration:
    """The four phases of one iteration."""

    number: int
    selection: tuple[SelectionStep, ...]
    expanded: Move | None
    playout: tuple[Move, ...]
    winner: Player | None
    credits: tuple[Credit, ...]

    @property
    def path(self) -> tuple[Move, ...]:
        """The moves from the root to the node the playout started from."""
        moves = tuple(step.chosen for step in self.selection)
        return moves if self.expanded is None else (*moves, self.expanded)


ENTRY_BYTES = 200
"""About what one recorded entry costs in memory (measured: ``benchmarks/bench_mcts_trace.py``)."""


def iteration_entries(iteration: MCTSIteration) -> int:
    """How many entries ``iteration`` holds: one per candidate scored in selection, per move
    of the playout and per move of each credited path, and one for the iteration itself."""
    return (1 + sum(len(step.candidates) for step in iteration.selection) + len(iteration.playout)
            + sum(len(credit.path) + 1 for credit in iteration.credits))


class MCTSTrace:
    """The recorder of :func:`~ttt_lab.search.mcts`'s iterations (see the module docstring).

    Its memory is bounded twice over: by iterations, and by entries (each UCB1 candidate,
    playout move and credited path move is one, see :func:`iteration_entries`; about
    :data:`ENTRY_BYTES` bytes each). On a 3x3 board an iteration holds a few dozen entries;
    on 19x19 one holds hundreds (361 candidates at the root alone), so there the entry cap
    stops the recording first. The default caps keep a trace under about 200 MB.

    Args:
        max_iterations: stop with :class:`~ttt_lab.search.RecordingLimitError` past this many
            iterations (a stepper walks a few hundred at most).
        max_entries: stop with :class:`~ttt_lab.search.RecordingLimitError` before the
            recorded entries pass this many, before memory runs out.
    """

    def __init__(self, max_iterations: int = 5_000, max_entries: int = 1_000_000) -> None:
        if not isinstance(max_iterations, int) or isinstance(max_iterations, bool) or max_iterations < 1:
            raise ValueError(f"max_iterations must be a positive int, got {max_iterations!r}")
        if not isinstance(max_entries, int) or isinstance(max_entries, bool) or max_entries < 1:
            raise ValueError(f"max_entries must be a positive int, got {max_entries!r}")
        self.max_iterations = max_iterations
        self.max_entries = max_entries
        self.entries = 0
        self.iterations: list[MCTSIteration] = []
        self.root_state: Any = None
        self.game: Any = None
        self.exploration = math.sqrt(2)

    def start(self, game: Any, state: Any, exploration: float) -> None:
        """A search begins (called by :func:`~ttt_lab.search.mcts`)."""
        self.game, self.root_state, self.exploration = game, state, exploration
        self.iterations.clear()
        self.entries = 0

    def record(self, iteration: MCTSIteration) -> None:
        """One iteration is over (called by :func:`~ttt_lab.search.mcts`)."""
        if len(self.iterations) >= self.max_iterations:
            raise RecordingLimitError(
                f"the search ran more than {self.max_iterations:,} iterations, the most this MCTSTrace"
                " records; run fewer iterations or pass MCTSTrace(max_iterations=...) a larger cap"
            )
        entries = iteration_entries(iteration)
        if self.entries + entries > self.max_entries:
            raise RecordingLimitError(
                f"iteration {iteration.number:,} would take this MCTSTrace past {self.max_entries:,} recorded"
                f" entries (about {self.max_entries * ENTRY_BYTES / 1e6:,.0f} MB; each UCB1 candidate and"
                " playout move is one): run fewer iterations, trace a smaller board, or pass"
                " MCTSTrace(max_entries=...) a larger cap"
            )
        self.entries += entries
        self.iterations.append(iteration)

    def __len__(self) -> int:
        return len(self.iterations)

    def __getitem__(self, index: int) -> MCTSIteration:
        return self.iterations[index]

    # ----------------------------------------------------------------- the tree at a phase

    def tree_at(self, index: int, phase: str = "backpropagation") -> tuple[SearchTree, list[int]]:
        """The search tree as it stood at ``phase`` of iteration ``index`` (from 0), and the
        ids of its nodes on that iteration's path (the root first).

        Each node's ``rule`` is ``"wins/visits"`` for the side that moved into it (a draw
        counts half) and its value MAX's mean result; the node the playout started from is
        on the path once it exists (from the expansion on).

        Raises:
            ValueError: a bad ``index`` or ``phase``.
        """
        if not 0 <= index < len(self.iterations):
            raise ValueError(f"iteration {index!r} is not recorded: there are {len(self.iterations)} (from 0)")
        if phase not in PHASES:
            raise ValueError(f"phase must be one of {', '.join(PHASES)}, got {phase!r}")
        counts: dict[tuple[Move, ...], list[float]] = {(): [0.0, 0]}  # path -> [wins, visits]
        order: list[tuple[Move, ...]] = [()]
        done = self.iterations[: index + 1] if phase == "backpropagation" else self.iterations[:index]
        for iteration in done:
            self._grow(iteration, counts, order)
            for credit in iteration.credits:
                counts[credit.path][0] += credit.credit
                counts[credit.path][1] += 1
        current = self.iterations[index]
        if phase != "backpropagation" and phase != "selection" and current.expanded is not None:
            self._grow(current, counts, order)
        return self._as_search_tree(counts, order), self._ids(order, current, phase)

    @staticmethod
    def _grow(iteration: MCTSIteration, counts: dict[tuple[Move, ...], list[float]],
              order: list[tuple[Move, ...]]) -> None:
        if iteration.path not in counts:
            counts[iteration.path] = [0.0, 0]
            order.append(iteration.path)

    def _ids(self, order: list[tuple[Move, ...]], current: MCTSIteration, phase: str) -> list[int]:
        path = current.path if phase != "selection" else tuple(step.chosen for step in current.selection)
        ordered = self._depth_first(order)
        index = {p: i for i, p in enumerate(ordered)}
        return [index[path[:i]] for i in range(len(path) + 1) if path[:i] in index]

    @staticmethod
    def _depth_first(order: list[tuple[Move, ...]]) -> list[tuple[Move, ...]]:
        children: dict[tuple[Move, ...], list[tuple[Move, ...]]] = {}
        for path in order[1:]:
            children.setdefault(path[:-1], []).append(path)
        ordered: list[tuple[Move, ...]] = []
        stack: list[tuple[Move, ...]] = [()]
        while stack:
            path = stack.pop()
            ordered.append(path)
            stack.extend(reversed(children.get(path, [])))
        return ordered

    def _as_search_tree(self, counts: dict[tuple[Move, ...], list[float]], order: list[tuple[Move, ...]]) -> SearchTree:
        game, max_player = self.game, self.game.players[0]
        tree = SearchTree(max_nodes=len(order) + 1)
        states: dict[tuple[Move, ...], Any] = {(): self.root_state}
        stack: list[tuple[tuple[Move, ...], bool]] = [((), False)]
        children: dict[tuple[Move, ...], list[tuple[Move, ...]]] = {}
        for path in order[1:]:
            children.setdefault(path[:-1], []).append(path)
        while stack:
            path, done = stack.pop()
            if path not in states:
                states[path] = game.result(states[path[:-1]], path[-1])
            state = states[path]
            if done:
                wins, visits = counts[path]
                mover_is_max = bool(path) and game.to_move(states[path[:-1]]) == max_player
                value = 0.0 if not visits else (2 * wins / visits - 1) * (1 if mover_is_max else -1)
                kind = "expanded" if children.get(path) else "terminal" if game.is_terminal(state) else "playout"
                tree.current.rule = f"{format_value(wins)}/{visits}" if path else f"{visits} visit{'' if visits == 1 else 's'}"  # type: ignore[union-attr]
                tree.leave(value, kind, -math.inf, math.inf)
                continue
            finished = game.is_terminal(state)
            tree.enter(state, path[-1] if path else None, len(path),
                       (not finished) and game.to_move(state) == max_player, -math.inf, math.inf)
            stack.append((path, True))
            stack.extend((child, False) for child in reversed(children.get(path, [])))
        return tree

    # ----------------------------------------------------------------- words

    def describe(self, index: int, phase: str) -> str:
        """What ``phase`` of iteration ``index`` did, with UCB1's arithmetic for selection.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> from ttt_lab.search import mcts
            >>> game = TicTacToe()
            >>> trace = MCTSTrace()
            >>> _ = mcts(game, game.parse("XOX/OX./O.."), iterations=5, seed=2, trace=trace)
            >>> trace.describe(0, "selection")
            'iteration 1, selection: the root has untried moves, so selection stops there'
        """
        iteration = self[index]
        head = f"iteration {iteration.number}, {phase}: "
        if phase == "selection":
            if not iteration.selection:
                return head + "the root has untried moves, so selection stops there"
            lines = []
            for depth, step in enumerate(iteration.selection):
                scores = "; ".join(_candidate_text(candidate, step.parent_visits, self.exploration)
                                   for candidate in step.candidates)
                lines.append(f"at depth {depth} ({step.parent_visits} visits): {scores} → {_move(step.chosen)}")
            return head + " | ".join(lines)
        if phase == "expansion":
            if iteration.expanded is None:
                return head + "selection reached a finished game: nothing to expand"
            return head + f"add the untried move {_move(iteration.expanded)} as a new child"
        if phase == "playout":
            moves = " ".join(_move(move) for move in iteration.playout) or "none (the game is over)"
            result = "a draw" if iteration.winner is None else f"{iteration.winner} wins"
            return head + f"random moves {moves}: {result}"
        credits = ", ".join(
            f"{_move(credit.path[-1])} +{format_value(credit.credit)}" for credit in iteration.credits if credit.path
        )
        return head + f"one more visit on every node of the path, and for the side that moved into each: {credits}"


def _move(move: Move | None) -> str:
    if isinstance(move, tuple) and len(move) == 2:
        return f"{move[0]},{move[1]}"
    return str(move)


def _candidate_text(candidate: Candidate, parent_visits: int, exploration: float) -> str:
    if candidate.visits == 0:
        return f"{_move(candidate.move)}: unvisited, ∞"
    return (f"{_move(candidate.move)}: {format_value(candidate.wins)}/{candidate.visits} = "
            f"{candidate.exploitation:.2f} + {exploration:.2f}·√(ln {parent_visits}/{candidate.visits}) = "
            f"{candidate.exploitation:.2f} + {candidate.exploration:.2f} = {candidate.score:.2f}")


