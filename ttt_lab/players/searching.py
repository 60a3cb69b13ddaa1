"""Players that search: a depth-limited heuristic searcher, perfect play, and Monte Carlo.

Each calls the package's one implementation of its search (:func:`~ttt_lab.search.alphabeta`,
:func:`~ttt_lab.search.solve`, :func:`~ttt_lab.search.mcts`) and hands back what it found in
its :class:`~ttt_lab.players.Decision`; with ``record=True`` the decision also holds the
:class:`~ttt_lab.search.SearchTree` of that search.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> decision = PerfectPlayer(seed=1).decide(game, game.parse("X../.O./..X"))
    >>> decision.move in [(0, 1), (1, 0), (1, 2), (2, 1)], decision.reason, decision.search.value
    (True, 'search', 0)
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Hashable
from typing import Any

from ttt_lab.core import Game, HasCanonicalKey, HasEmptyCells, HasEvaluation, Move, check_position
from ttt_lab.core import Player as Side
from ttt_lab.players.base import BasePlayer, Decision, detached, game_key, legal_moves
from ttt_lab.players.rules import WinBlockPlayer
from ttt_lab.search.alphabeta import alphabeta
from ttt_lab.search.budget import Budget, SearchLimitError, check_budget_argument
from ttt_lab.search.mcts import DEFAULT_EXPLORATION, check_budget, mcts
from ttt_lab.search.observer import RecordingLimitError, SearchObserver, SearchTree
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import Evaluation, from_table
from ttt_lab.search.solve import solve
from ttt_lab.search.table import TranspositionTable


class HeuristicPlayer(BasePlayer):
    """Looks ``depth`` moves ahead with alpha-beta and scores the positions there with ``evaluate``.

    It assumes both sides play the moves its evaluation likes best up to the depth limit
    and cannot see anything past it. Finished games inside the horizon count as real wins
    and losses, the quickest win preferred. It values each of its moves with a depth-limited
    alpha-beta search of the position after it (``decision.search.move_values``) and picks
    at random among the best. Its evaluation is fixed, so it remembers each position's values.

    Args:
        depth: plies to look ahead (1 = only its own move), at least 1.
        evaluate: ``evaluate(state) -> float`` from the first player's (MAX's) view, within
            [-0.9, 0.9]; ``None`` uses the game's own (:class:`~ttt_lab.core.HasEvaluation`:
            the line count on m,n,k boards, the cat's way out in Cat and Mice).
        seed, name: see :class:`~ttt_lab.players.BasePlayer`.
        record: record in the decision the tree of one alpha-beta search from the position
            (same depth and evaluation), which proves the best value.
        budget: what one move may cost. With a budget it deepens one ply at a time (1, 2,
            ... ``depth``) and plays by the deepest look-ahead it finished; when that is short
            of ``depth``, the decision's ``reason`` is ``"fallback"`` and its ``note`` says
            how far it looked. If not even one ply finishes it plays the best of the moves it
            looked at, or any legal move: with a budget a move always comes. Without one it
            searches ``depth`` plies whatever it costs.

    Raises:
        ValueError: a bad ``depth``; when deciding, no ``evaluate`` for a game without one
            of its own.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> decision = HeuristicPlayer(depth=2, seed=0, record=True).decide(game, game.parse("XX./OO./..."))
        >>> decision.move, decision.tree.root.kind, decision.search.depth, len(decision.search.move_values)
        ((0, 2), 'expanded', 2, 5)
    """

    default_name = "Heuristic"

    def __init__(self, depth: int = 4, evaluate: Evaluation | None = None, seed: int | None = None, *,
                 name: str | None = None, record: bool = False, budget: Budget | None = None) -> None:
        if not isinstance(depth, int) or isinstance(depth, bool) or depth < 1:
            raise ValueError(f"depth must be an int >= 1, got {depth!r}")
        check_budget_option(budget)
        super().__init__(seed, name=name if name is not None else f"Heuristic(depth={depth})", record=record)
        self.depth = depth
        self.budget = budget
        self.evaluate = evaluate
        self._evaluations: dict[Hashable, Evaluation] = {}
        self._searched: dict[Hashable, dict[Hashable, SearchResult]] = {}

    def evaluation_for(self, game: Game[Any, Any]) -> Evaluation:
        """The evaluation used on ``game``: ``evaluate``, or the game's own."""
        if self.evaluate is not None:
            return self.evaluate
        key = game_key(game)
        if key not in self._evaluations:
            if not isinstance(game, HasEvaluation):
                raise ValueError(f"{self.name} needs evaluate=... to play {game!r}: the game has no evaluation of its own")
            self._evaluations[key] = game.evaluation()
        return self._evaluations[key]

    def search(self, game: Game[Any, Any], state: Any) -> SearchResult:
        """The depth-limited value of every move of ``state`` (remembered per position)."""
        return detached(self._searched_result(game, state))

    def _searched_result(self, game: Game[Any, Any], state: Any, timed: bool = True) -> SearchResult:
        """The search of ``state``: under the budget when ``timed`` (a move being played), else
        to its full depth (an analysis such as :meth:`candidates`, which must not depend on how
        busy the machine is). A fallback depends on the clock, so it is never remembered."""
        legal_moves(game, state)
        searched = self._searched.setdefault(game_key(game), {})
        position = game.key(state)
        if position in searched:
            return searched[position]
        result = self._search(game, state, self.budget if timed else None)
        if "fallback" not in result.stats:
            searched[position] = result
        return result

    def _search(self, game: Game[Any, Any], state: Any, budget: Budget | None) -> SearchResult:
        evaluate = self.evaluation_for(game)
        start = time.perf_counter()
        values: dict[Move, float] = {}
        nodes = reached = 0
        short = ""  # how the first ply fell short, if it did
        # With a budget, an anytime search: one ply deeper each round, the last finished one counts.
        for depth in range(1, self.depth + 1) if budget is not None else [self.depth]:
            layer: dict[Move, float] = {}
            try:
                nodes = self._values_at(game, state, depth, evaluate, nodes, start, layer, budget)
            except SearchLimitError:
                if reached:
                    break
                # Not even one ply: the moves it did look at, else any move (a move is always played).
                moves = list(game.actions(state))
                if layer:
                    values = layer
                    short = f"; looked 1 ply ahead at {len(layer)} of its {len(moves)} moves"
                else:
                    values = dict.fromkeys(moves, 0.0)
                    short = "; had no time to look at any move, so plays one at random"
                break
            values, reached = layer, depth
        maximizing = game.to_move(state) == game.players[0]
        best = (max if maximizing else min)(values, key=values.__getitem__)
        stats: dict[str, Any] = {"depth_reached": reached}
        if reached < self.depth:
            stats["fallback"] = f"looked {reached} of {self.depth} plies ahead in {budget}{short}"
        return SearchResult(value=values[best], move=best, pv=[best], nodes=nodes, algorithm="alphabeta",
                            depth=reached, seconds=time.perf_counter() - start, move_values=values, stats=stats)

    def _values_at(self, game: Game[Any, Any], state: Any, depth: int, evaluate: Evaluation, nodes: int,
                   start: float, values: dict[Move, float], budget: Budget | None) -> int:
        """Every move's value looking ``depth`` plies ahead, into ``values`` (those done so far
        when the budget runs out), and the nodes spent so far."""
        for move in game.actions(state):
            left = None if budget is None else budget.left(nodes, time.perf_counter() - start)
            child = alphabeta(game, game.result(state, move), depth=depth - 1, evaluate=evaluate,
                              quick_wins=True, budget=left)
            nodes += child.nodes
            # The child was searched as a root; a win p plies from it is p + 1 from here.
            values[move] = from_table(child.value, 1, True)
        return nodes

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return self._searched_result(game, state, timed=False).best_moves(), "search"

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        result = self._searched_result(game, state)
        tree = None
        if self.record:
            tree = SearchTree()
            # The picture repeats, in one search, the depth the move's searches reached, which
            # costs no more nodes than they took; recording makes each node dearer, so its clock
            # is five times the move's: a loaded machine does not take the picture away.
            seconds = None if self.budget is None or self.budget.seconds is None else 5 * self.budget.seconds
            picture_budget = Budget(nodes=2 * result.nodes + 1_000, seconds=seconds)
            try:
                alphabeta(game, state, depth=result.depth, evaluate=self.evaluation_for(game), quick_wins=True,
                          observer=tree, budget=picture_budget)
            except (SearchLimitError, RecordingLimitError):
                tree = None  # the move stands; only its picture was too costly
        note = result.stats.get("fallback")
        return Decision(self.rng.choice(result.best_moves()), "search" if note is None else "fallback",
                        detached(result), tree, note)


class PerfectPlayer(BasePlayer):
    """Plays perfectly: solves the position exactly with :func:`~ttt_lab.search.solve` and never loses.

    It asks ``solve`` for quick-win scoring, so among winning moves it takes the quickest
    win, and when lost it plays the slowest loss (giving the opponent the most chances to go
    wrong). Among equally good moves it picks at random, so games vary: with at most
    :attr:`EVERY_MOVE_VALUED` legal moves ``solve`` values every move and it picks among all
    the best; with more, among the moves ``solve`` itself chose (on m,n,k boards the
    solver's quickest wins, slowest losses and heaviest draws, or the opening book's). It
    keeps one transposition table per game: after the first move of a game most positions
    are already proved, and later moves come at once.

    With ``set_traps=True`` it narrows the equally good moves further, to those that score
    best against an opponent who plays at random: it averages over every reply of the
    opponent's and, at its own turns, takes its best perfect move (an expectimax over
    perfect moves only, to the end of the game). So it is still perfect, but it steers
    towards positions where most replies are mistakes. That search is only affordable
    with few moves left: it applies on boards that fill up
    (:class:`~ttt_lab.core.HasEmptyCells`) with at most :attr:`TRAP_CELLS` empty cells
    (all of 3x3), and otherwise the choice stays random. The difficulty levels use it.

    Args:
        seed, name, record: see :class:`~ttt_lab.players.BasePlayer`.
        set_traps: prefer, among the best moves, those that a random opponent most often
            answers with a mistake.
        budget: what proving one move may cost. Past it (a big board, a long game) it plays
            the best move of a quick heuristic look-ahead instead (:attr:`FALLBACK_DEPTH`
            plies within :attr:`FALLBACK_BUDGET`), and the decision says so: ``reason``
            ``"fallback"``, ``note`` "perfect play not proven in 50,000 nodes and 10 s; ...", and the
            search's ``stats["fallback"]``. Without a budget it proves every move.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> player = PerfectPlayer(seed=0)
        >>> player.choose(game, game.parse("XX./OO./..."))  # the win, not a block
        (0, 2)
        >>> player.decide(game, game.parse("X../.../...")).move
        (1, 1)
        >>> sorted(player.best_moves(game, game.parse(".../.X./...")))
        [(0, 0), (0, 2), (2, 0), (2, 2)]
    """

    default_name = "Perfect"
    TRAP_CELLS = 9
    """``set_traps`` works on positions with at most this many empty cells."""
    EVERY_MOVE_VALUED = 9
    """With at most this many legal moves, ``solve`` values every move (cheap with so few), so
    the player chooses among all the equally good ones and can set traps among them."""
    FALLBACK_DEPTH = 2
    """Plies the heuristic looks ahead when perfect play is not proven within the budget."""
    FALLBACK_BUDGET = Budget(nodes=20_000, seconds=5.0)
    """... and the most that look-ahead may cost: counted in nodes, so the same seed plays the
    same fallback moves whatever the load (the seconds are a far safety net)."""

    def __init__(self, seed: int | None = None, *, set_traps: bool = False, name: str | None = None,
                 record: bool = False, budget: Budget | None = None) -> None:
        if name is None and set_traps:
            name = "Perfect(traps)"
        check_budget_option(budget)
        super().__init__(seed, name=name, record=record)
        self.set_traps = set_traps
        self.budget = budget
        self._started: float | None = None  # when the move being decided began, against the budget
        self._spent = 0  # the nodes the move being decided has searched so far, against the budget
        self._untimed = False  # solving for candidates(): no budget
        self._tables: dict[Hashable, TranspositionTable] = {}
        self._solved: dict[Hashable, dict[Hashable, SearchResult]] = {}
        self._choices: dict[Hashable, dict[Hashable, list[Move]]] = {}
        self._expected: dict[Hashable, dict[Hashable, float]] = {}

    def table_for(self, game: Game[Any, Any]) -> TranspositionTable:
        """The transposition table this player keeps for ``game`` (what ``solve`` proved so far)."""
        key = game_key(game)
        if key not in self._tables:
            self._tables[key] = TranspositionTable(symmetric=isinstance(game, HasCanonicalKey))
        return self._tables[key]

    def solution(self, game: Game[Any, Any], state: Any) -> SearchResult:
        """The exact solution of ``state`` (remembered per position)."""
        return detached(self._solution(game, state))

    def best_moves(self, game: Game[Any, Any], state: Any) -> list[Move]:
        """All the equally best moves of ``state`` (quickest win, slowest loss): it picks among these."""
        return self._solution(game, state).best_moves()

    def choices(self, game: Game[Any, Any], state: Any) -> list[Move]:
        """The moves it picks among: :meth:`best_moves`, narrowed by ``set_traps``."""
        return list(self._choice_list(game, state))

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        # An analysis (exact expectations average over these) must not depend on how busy the
        # machine is: its solves run without the budget, which is for moves being played.
        self._untimed = True
        try:
            return self.choices(game, state), self._reason(self._solution(game, state))
        finally:
            self._untimed = False

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        self._started, self._spent = time.perf_counter(), 0
        try:
            moves = self._choice_list(game, state)
            result = self._solution(game, state)
            tree = None
            if self.record:
                tree = SearchTree()
                result = self._solve(game, state, tree)
        except SearchLimitError:
            return self._fall_back(game, state)
        finally:
            self._started = None
        return Decision(self.rng.choice(moves), self._reason(result), detached(result), tree)

    def _fall_back(self, game: Game[Any, Any], state: Any) -> Decision:
        """The best move of a quick heuristic look-ahead (win-or-block on a game without an
        evaluation), when perfect play was not proven within the budget."""
        note = f"perfect play not proven in {self.budget}; playing the heuristic's best move"
        seed = self.rng.randrange(2**63)  # the fallback's choices follow this player's seed
        if isinstance(game, HasEvaluation):
            helper: BasePlayer = HeuristicPlayer(self.FALLBACK_DEPTH, seed=seed, budget=self.FALLBACK_BUDGET)
        else:
            helper = WinBlockPlayer(seed)
        decision = helper.decide(game, state)
        search = decision.search
        if search is not None:
            search = dataclasses.replace(search, stats={**search.stats, "fallback": note})
        return Decision(decision.move, "fallback", search, decision.tree, note)

    @staticmethod
    def _reason(result: SearchResult) -> str:
        return "book" if result.algorithm == "opening book" else "search"

    def _solve(self, game: Game[Any, Any], state: Any, observer: SearchObserver | None = None) -> SearchResult:
        every_move = len(legal_moves(game, state)) <= self.EVERY_MOVE_VALUED
        budget = None if self._untimed else self.budget
        if budget is not None and self._started is not None:  # one budget for all of a move's solves
            budget = budget.left(self._spent, time.perf_counter() - self._started)
        result = solve(game, state, table=self.table_for(game), quick_wins=True, move_values=every_move,
                       budget=budget, observer=observer)
        self._spent += result.nodes
        return result

    def _solution(self, game: Game[Any, Any], state: Any) -> SearchResult:
        check_position(game, state)
        solved = self._solved.setdefault(game_key(game), {})
        position = game.key(state)
        if position not in solved:
            solved[position] = self._solve(game, state)
        return solved[position]

    def _choice_list(self, game: Game[Any, Any], state: Any) -> list[Move]:
        check_position(game, state)
        chosen = self._choices.setdefault(game_key(game), {})
        position = game.key(state)
        if position not in chosen:
            moves = self.best_moves(game, state)
            if self.set_traps and len(moves) > 1 and self._can_set_traps(game, state):
                me = game.to_move(state)
                scores = {move: self._expected_score(game, game.result(state, move), me) for move in moves}
                top = max(scores.values())
                moves = [move for move in moves if scores[move] >= top - 1e-12]
            chosen[position] = moves
        return chosen[position]

    def _can_set_traps(self, game: Game[Any, Any], state: Any) -> bool:
        return isinstance(game, HasEmptyCells) and sum(1 for _ in game.empty_cells(state)) <= self.TRAP_CELLS

    def _expected_score(self, game: Game[Any, Any], state: Any, me: Side) -> float:
        """``me``'s expected score (win 1, draw 1/2) against a uniformly random mover, ``me``
        playing its best perfect moves."""
        memo = self._expected.setdefault(game_key(game), {})
        # Symmetric positions score the same against a uniformly random mover: share them.
        key = (game.canonical_key(state) if isinstance(game, HasCanonicalKey) else game.key(state), me)
        if key in memo:
            return memo[key]
        if game.is_terminal(state):
            score = _points(game.utility(state, me))
        elif game.to_move(state) == me:
            score = max(self._expected_score(game, game.result(state, move), me)
                        for move in self.best_moves(game, state))
        else:
            replies = game.actions(state)
            score = sum(self._expected_score(game, game.result(state, move), me)
                        for move in replies) / len(replies)
        memo[key] = score
        return score


def _points(utility: float) -> float:
    return 1.0 if utility > 0 else 0.0 if utility < 0 else 0.5


class MCTSPlayer(BasePlayer):
    """Monte Carlo tree search (UCT): plays many random games and picks the move that did best.

    For each move it runs :func:`~ttt_lab.search.mcts.mcts` for ``iterations`` playouts
    (or ``seconds`` of them): a tree grows towards the moves whose random continuations win
    most often, and it plays the root's most visited move. It knows nothing of the game but
    the rules, so it plays any game; with few iterations it misses narrow tactics.

    Args:
        iterations: playouts per move.
        seconds: a time budget per move instead (at least one of the two). The search stops
            there (after the iteration under way: tens of ms at most on 19x19, see
            ``benchmarks/bench_budgets.py``) and plays the
            most visited move so far.
        budget: the same as a :class:`~ttt_lab.search.Budget`, as the other players take it:
            ``nodes`` playouts and/or ``seconds`` (instead of ``iterations`` and ``seconds``).
        seed, name: see :class:`~ttt_lab.players.BasePlayer`.
        exploration: UCT's constant ``c``.
        record: record the search tree in each decision (the MCTS tree itself is always in
            ``decision.search.stats["tree"]``).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> MCTSPlayer(iterations=500, seed=0).choose(game, game.parse("XX./OO./..."))
        (0, 2)
    """

    default_name = "MCTS"

    def __init__(self, iterations: int | None = None, seconds: float | None = None, seed: int | None = None,
                 *, exploration: float = DEFAULT_EXPLORATION, name: str | None = None,
                 record: bool = False, budget: Budget | None = None) -> None:
        check_budget_argument(budget)
        if budget is not None:
            if iterations is not None or seconds is not None:
                raise ValueError("give MCTSPlayer iterations/seconds or a budget, not both")
            iterations, seconds = budget.nodes, budget.seconds  # a node of MCTS's budget is a playout
        check_budget(iterations, seconds)
        if name is None:
            name = f"MCTS({iterations})" if iterations is not None else f"MCTS({seconds:g} s)"
        super().__init__(seed, name=name, record=record)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        legal_moves(game, state)
        tree = SearchTree() if self.record else None
        result = mcts(game, state, iterations=self.iterations, seconds=self.seconds, rng=self.rng,
                      exploration=self.exploration, observer=tree)
        return Decision(result.move, "search", result, tree)


check_budget_option = check_budget_argument
"""Raise ``ValueError`` unless ``budget`` is a :class:`~ttt_lab.search.Budget` or ``None``."""

