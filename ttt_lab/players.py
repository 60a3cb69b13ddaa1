"""The AI opponents, from a random mover to perfect play, and the difficulty levels.

A player is anything with a ``name`` and ``choose(game, state) -> move`` (the
:class:`Player` protocol). The players here also keep what they thought, for widgets that
show "why this move": ``last_reason`` (``"win"``, ``"block"``, ``"centre"``, ``"corner"``,
``"random"``, ``"search"``, ``"book"`` for an opening-book answer), ``last_search`` (the
:class:`~ttt_lab.search.SearchResult` of the search that chose the move, or ``None`` when a
rule chose it) and, with
``record=True``, ``last_tree`` (the :class:`~ttt_lab.search.SearchTree` of that search).

Every random choice comes from the player's own ``random.Random``, seeded by ``seed``;
``reset(seed)`` reseeds it (the arena does so before each game, so a game depends only on
its own seed).

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> state = game.parse("XX./OO./...")
    >>> WinBlockPlayer(seed=1).choose(game, state)
    (0, 2)
    >>> player = PerfectPlayer(seed=1)
    >>> player.choose(game, game.parse("X../.O./..X")) in [(0, 1), (1, 0), (1, 2), (2, 1)]
    True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ttt_lab.core import Game, Move, opponent
from ttt_lab.core import Player as Side
from ttt_lab.games.mnk import MNK, Cell, MNKState
from ttt_lab.search.alphabeta import alphabeta
from ttt_lab.search.mcts import DEFAULT_EXPLORATION, check_budget, mcts
from ttt_lab.search.mnk import MNKSolver, OpeningBook, line_evaluation
from ttt_lab.search.observer import SearchTree
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import Evaluation, from_table
from ttt_lab.search.solve import solve
from ttt_lab.search.table import TranspositionTable


@runtime_checkable
class Player(Protocol):
    """Anything that can play: a ``name`` and ``choose(game, state) -> move``.

    Optional extras that the arena and widgets use when present: ``reset(seed)`` (reseed
    before a game), ``last_search`` / ``last_tree`` / ``last_reason`` (how the last move
    was chosen).
    """

    name: str

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        """A legal move for the side to move in ``state``."""
        ...


# --------------------------------------------------------------------------- board helpers


def winning_moves(game: Game[Any, Any], state: Any, side: Side | None = None) -> list[Move]:
    """The moves that win at once for ``side`` (default: the side to move).

    On m,n,k boards this reads the game's line masks: a cell wins for a side if it is the
    one empty cell of a line holding ``k - 1`` of that side's stones, so it also finds the
    *opponent's* threats (``side=`` the other player). On other games it tries every move
    of the side to move, which is the only side it can ask about.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> game = MNK(4, 4, 3)
        >>> state = game.parse("XX../OO../..../....")
        >>> winning_moves(game, state), winning_moves(game, state, "O")
        ([(0, 2)], [(1, 2)])
    """
    if game.is_terminal(state):
        return []
    to_move = game.to_move(state)
    side = to_move if side is None else side
    if isinstance(game, MNK):
        return list(game.completing_cells(state, side))
    if side != to_move:
        raise ValueError(f"{game!r} can only be asked about the side to move, {to_move!r}, not {side!r}")
    return [
        move for move in game.actions(state)
        if _winner_after(game, game.result(state, move)) == to_move
    ]


def blocking_moves(game: Game[Any, Any], state: Any) -> list[Move]:
    """The moves that stop the opponent winning on their next move (empty if nothing threatens).

    On m,n,k boards: the cells that would complete a line of the opponent's (if there are
    two, blocking one still loses; both are returned). On other games, where what the
    opponent may do depends on our move (Ultimate sends them to a small board), the moves
    after which the opponent has no immediate win, when some moves allow one and some do
    not.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> blocking_moves(game, game.parse("XX./O../..."))
        [(0, 2)]
    """
    if game.is_terminal(state):
        return []
    if isinstance(game, MNK):
        return list(game.completing_cells(state, opponent(game, game.to_move(state))))
    moves = list(game.actions(state))
    safe = [move for move in moves if not winning_moves(game, game.result(state, move))]
    return safe if 0 < len(safe) < len(moves) else []


def centre_cells(game: MNK) -> list[Cell]:
    """The middle cell of an m,n,k board, or the 2 or 4 middle cells of an even side.

    Example:
        >>> centre_cells(MNK(3, 3, 3)), centre_cells(MNK(4, 3, 3))
        ([(1, 1)], [(1, 1), (1, 2)])
    """
    rows = [game.n // 2] if game.n % 2 else [game.n // 2 - 1, game.n // 2]
    cols = [game.m // 2] if game.m % 2 else [game.m // 2 - 1, game.m // 2]
    return [(r, c) for r in rows for c in cols]


def corner_cells(game: MNK) -> list[Cell]:
    """The corners of an m,n,k board, in row-major order.

    Example:
        >>> corner_cells(MNK(3, 3, 3))
        [(0, 0), (0, 2), (2, 0), (2, 2)]
    """
    return sorted({(r, c) for r in (0, game.n - 1) for c in (0, game.m - 1)})


def edge_cells(game: MNK) -> list[Cell]:
    """The cells on the border of an m,n,k board that are not corners, row-major.

    Example:
        >>> edge_cells(MNK(3, 3, 3))
        [(0, 1), (1, 0), (1, 2), (2, 1)]
    """
    corners = set(corner_cells(game))
    return [
        (r, c) for r, c in game.cells
        if (r in (0, game.n - 1) or c in (0, game.m - 1)) and (r, c) not in corners
    ]


def _winner_after(game: Game[Any, Any], state: Any) -> Side | None:
    if not game.is_terminal(state):
        return None
    first, second = game.players
    utility = game.utility(state, first)
    return first if utility > 0 else second if utility < 0 else None


def _check_can_move(game: Game[Any, Any], state: Any) -> Sequence[Move]:
    moves = game.actions(state)
    if not moves:
        raise ValueError(f"no move to choose: the game is over in {state}")
    return moves


def _cache_key(game: Game[Any, Any]) -> Hashable:
    """Games that compare equal (``MNK(3, 3, 3) == TicTacToe()``) share tables and caches."""
    try:
        hash(game)
    except TypeError:
        return id(game)
    return game  # type: ignore[return-value]


# --------------------------------------------------------------------------- players


class BasePlayer:
    """What the players here share: a name, a seeded ``rng``, and the record of the last choice.

    Args:
        seed: seeds ``self.rng``; the same seed gives the same choices.
        name: shown in game records and tournament tables (default: the class's own).
        record: keep a :class:`~ttt_lab.search.SearchTree` of each search in ``last_tree``.
    """

    default_name = "Player"

    def __init__(self, seed: int | None = None, *, name: str | None = None, record: bool = False) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.name = name if name is not None else self.default_name
        self.record = record
        self.last_search: SearchResult | None = None
        self.last_tree: SearchTree | None = None
        self.last_reason: str | None = None

    def reset(self, seed: int | None = None) -> None:
        """Reseed the random choices (what the arena does before each game)."""
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        """A legal move for the side to move in ``state``: one of :meth:`candidates`, at random."""
        moves, reason = self.candidates(game, state)
        return self._decided(self.rng.choice(moves), reason)

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        """The moves this player picks among (uniformly at random) in ``state``, and why.

        Lets :func:`ttt_lab.arena.expected_score` average over a player's choices exactly.
        Players whose choice is not a draw from a fixed list (MCTS) do not have one.
        """
        raise NotImplementedError(f"{type(self).__name__} does not choose from a fixed list of moves")

    def _decided(self, move: Move, reason: str, search: SearchResult | None = None,
                 tree: SearchTree | None = None) -> Move:
        self.last_reason, self.last_search, self.last_tree = reason, search, tree
        return move

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} seed={self.seed!r}>"


class RandomPlayer(BasePlayer):
    """Plays a uniformly random legal move. Works on any game.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> RandomPlayer(seed=3).choose(game, game.initial_state()) in game.cells
        True
    """

    default_name = "Random"

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return list(_check_can_move(game, state)), "random"


class WinBlockPlayer(BasePlayer):
    """Wins at once if it can, else blocks the opponent's immediate win, else plays at random.

    The "thinking" opponent of many tutorials: it looks exactly one move ahead for each side
    and no further, so a fork (two threats at once) beats it. Ties (two winning cells, two
    threats) are broken at random. Works on m,n,k boards and any game (see
    :func:`blocking_moves`).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> WinBlockPlayer(seed=0).choose(game, game.parse("X.X/.O./..."))
        (0, 1)
    """

    default_name = "WinBlock"

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return _win_or_block(game, state)


def _win_or_block(game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
    """The winning moves ("win"), else the blocks ("block"), else every move ("random")."""
    moves = _check_can_move(game, state)
    wins = winning_moves(game, state)
    if wins:
        return wins, "win"
    blocks = blocking_moves(game, state)
    if blocks:
        return blocks, "block"
    return list(moves), "random"


class HumanlikePlayer(BasePlayer):
    """Plays like a beginner who knows the rules of thumb: win, block, centre, a corner, anything.

    In that order: a winning move; a block of the opponent's immediate win; the centre
    (one of the middle cells on an even board); a free corner; else a random move. Each
    step picks at random among its candidates. It never plans a fork nor sees one coming.
    On games other than m,n,k boards it skips the centre and corner steps.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> HumanlikePlayer(seed=0).choose(game, game.initial_state())
        (1, 1)
        >>> HumanlikePlayer(seed=0).choose(game, game.parse(".../.X./...")) in corner_cells(game)
        True
    """

    default_name = "Humanlike"

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        moves, reason = _win_or_block(game, state)
        if reason == "random" and isinstance(game, MNK):
            free = set(moves)
            for rule, cells in (("centre", centre_cells(game)), ("corner", corner_cells(game))):
                options: list[Move] = [cell for cell in cells if cell in free]
                if options:
                    return options, rule
        return moves, reason


class HeuristicPlayer(BasePlayer):
    """Looks ``depth`` moves ahead with alpha-beta and scores the positions there with ``evaluate``.

    It assumes both sides play the moves its evaluation likes best up to the depth limit
    and cannot see anything past it. Finished games inside the horizon count as real wins
    and losses, the quickest win preferred. It values each of its moves with a depth-limited
    alpha-beta search of the position after it (``last_search.move_values``) and picks at
    random among the best. Its evaluation is fixed, so it remembers each position's values.

    Args:
        depth: plies to look ahead (1 = only its own move), at least 1.
        evaluate: ``evaluate(state) -> float`` from the first player's (MAX's) view, within
            [-0.9, 0.9]; ``None`` uses :func:`~ttt_lab.search.line_evaluation` on m,n,k boards.
        seed, name: see :class:`BasePlayer`.
        record: keep in ``last_tree`` the tree of one alpha-beta search from the position
            (same depth and evaluation), which proves the best value.

    Raises:
        ValueError: a bad ``depth``; at ``choose``, no ``evaluate`` for a game other than
            an m,n,k board.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> player = HeuristicPlayer(depth=2, seed=0, record=True)
        >>> player.choose(game, game.parse("XX./OO./..."))
        (0, 2)
        >>> player.last_tree.root.kind, player.last_search.depth, len(player.last_search.move_values)
        ('expanded', 2, 5)
    """

    default_name = "Heuristic"

    def __init__(self, depth: int = 4, evaluate: Evaluation | None = None, seed: int | None = None, *,
                 name: str | None = None, record: bool = False) -> None:
        if not isinstance(depth, int) or isinstance(depth, bool) or depth < 1:
            raise ValueError(f"depth must be an int >= 1, got {depth!r}")
        super().__init__(seed, name=name if name is not None else f"Heuristic(depth={depth})", record=record)
        self.depth = depth
        self.evaluate = evaluate
        self._evaluations: dict[Hashable, Evaluation] = {}
        self._searched: dict[Hashable, dict[Hashable, SearchResult]] = {}

    def evaluation_for(self, game: Game[Any, Any]) -> Evaluation:
        """The evaluation used on ``game``: ``evaluate`` or the game's line evaluation."""
        if self.evaluate is not None:
            return self.evaluate
        key = _cache_key(game)
        if key not in self._evaluations:
            if not isinstance(game, MNK):
                raise ValueError(
                    f"{self.name} needs evaluate=... to play {game!r}: line_evaluation only knows m,n,k boards"
                )
            self._evaluations[key] = line_evaluation(game)
        return self._evaluations[key]

    def search(self, game: Game[Any, Any], state: Any) -> SearchResult:
        """The depth-limited value of every move of ``state`` (remembered per position)."""
        _check_can_move(game, state)
        searched = self._searched.setdefault(_cache_key(game), {})
        position = game.key(state)
        if position not in searched:
            searched[position] = self._search(game, state)
        return searched[position]

    def _search(self, game: Game[Any, Any], state: Any) -> SearchResult:
        evaluate = self.evaluation_for(game)
        start = time.perf_counter()
        values: dict[Move, float] = {}
        nodes = 0
        for move in game.actions(state):
            child = alphabeta(game, game.result(state, move), depth=self.depth - 1, evaluate=evaluate,
                              quick_wins=True)
            nodes += child.nodes
            # The child was searched as a root; a win p plies from it is p + 1 from here.
            values[move] = from_table(child.value, 1, True)
        maximizing = game.to_move(state) == game.players[0]
        best = (max if maximizing else min)(values, key=values.__getitem__)
        return SearchResult(value=values[best], move=best, pv=[best], nodes=nodes, algorithm="alphabeta",
                            depth=self.depth, seconds=time.perf_counter() - start, move_values=values)

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return self.search(game, state).best_moves(), "search"

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        result = self.search(game, state)
        tree = None
        if self.record:
            tree = SearchTree()
            alphabeta(game, state, depth=self.depth, evaluate=self.evaluation_for(game),
                      quick_wins=True, observer=tree)
        return self._decided(self.rng.choice(result.best_moves()), "search", result, tree)


def hard_ai_evaluation(game: MNK, ai: Side, *, fixed: bool = False) -> Evaluation:
    """The Kotlin HardAI's score of a position, for its minimax, converted to MAX's view.

    The score of a position is computed "for the side to move" in that position: ``+100``
    for each completed line (row, column or diagonal of ``k``) of that side, ``-100`` for
    each of the other side's, and ``+10`` for its stone on the centre, ``+5`` on each
    corner, ``+3`` on each edge (only its own stones earn points). The minimax uses that
    number as the AI's own value, whoever is to move.

    That is our reading of the description, and the one that makes the AI beatable, as
    the issue says it is: at the depth-4 cutoff the AI is to move again, so there the
    score is the AI's; but in a *finished* position the side to move is the side that did
    not make the last move, so a line the AI completes deep in the search scores ``-100``
    for it, just like a loss. Its minimax then believes the opponent will gladly let it
    complete lines, so a position where its own threats force the play looks lost; when
    every move looks equally lost it plays the first in row-major order, and that can walk
    into a fork. (It still takes a win one move away: that is its first rule.)
    ``fixed=True`` scores every leaf for the AI instead (its lines +100, the opponent's
    -100, its own stones' points): that version does not lose on 3x3 (see the tests).

    On boards larger than 3x3 the centre is the middle cell(s), the edges are the
    non-corner border cells, and other cells score 0.

    Args:
        game: the m,n,k game.
        ai: the side the AI plays (its minimax's MAX).
        fixed: score every leaf for the AI.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> as_x = hard_ai_evaluation(game, "X")
        >>> as_x(game.parse(".../.X./..."))  # O to move: O has no stone and no line
        0
        >>> as_x(game.parse("O../.X./..."))  # X to move: its centre
        10
        >>> as_x(game.parse("XXX/O../O.."))  # O to move, X has a line: -100 + O's two stones
        -92
        >>> hard_ai_evaluation(game, "X", fixed=True)(game.parse("XXX/O../O.."))  # 100 + 5 + 3 + 5
        113
    """
    weights = [0] * game.size
    for points, cells in ((3, edge_cells(game)), (5, corner_cells(game)), (10, centre_cells(game))):
        for cell in cells:
            weights[game.cell_index(cell)] = points
    masks = game.line_masks
    size = game.size
    if ai not in game.players:
        raise ValueError(f"ai must be one of {game.players}, got {ai!r}")
    ai_is_max = ai == game.players[0]

    def score_for(state: MNKState, side: Side) -> float:
        mine, theirs = (state[0], state[1]) if side == "X" else (state[1], state[0])
        score = 0
        for mask in masks:
            if mine & mask == mask:
                score += 100
            elif theirs & mask == mask:
                score -= 100
        for index in range(size):
            if mine >> index & 1:
                score += weights[index]
        return score

    def evaluate(state: MNKState) -> float:
        side = ai if fixed else ("O" if state[3] & 1 else "X")
        score = score_for(state, side)
        return score if ai_is_max else -score

    evaluate.__qualname__ = f"hard_ai_evaluation({game!r}, {ai!r}{', fixed=True' if fixed else ''})"
    return evaluate


class _EndsScoredBy:
    """A view of a game in which finished games, too, are scored by an evaluation.

    The HardAI's minimax scores every leaf, finished or cut off, with the same function:
    a won game is not a flat 1.
    """

    def __init__(self, game: Any, evaluate: Evaluation) -> None:
        self.game = game
        self.evaluate = evaluate
        self.players = game.players
        self.to_move, self.actions, self.result = game.to_move, game.actions, game.result
        self.is_terminal, self.key = game.is_terminal, game.key
        self.initial_state = game.initial_state

    def utility(self, state: Any, player: Side) -> float:
        value = self.evaluate(state)
        return value if player == self.players[0] else -value

    def __repr__(self) -> str:
        return f"{self.game!r} scored by {getattr(self.evaluate, '__qualname__', 'evaluation')}"


class HardAI(BasePlayer):
    """The "HardAI" of a well-known Kotlin tic-tac-toe app, reproduced rule for rule.

    1. If it can win at once, it does (the first winning cell, row by row).
    2. Else if the opponent could win at once, it blocks (the first such cell).
    3. Else minimax cut at depth 4 (its move and three more plies), every leaf, finished or
       not, scored by :func:`hard_ai_evaluation` (lines ±100, centre 10, corners 5, edges 3,
       "for the side to move"). It plays the first best move in row-major order, as the
       Kotlin loop does (``randomize_ties=True`` breaks ties at random instead).

    Its score of a finished game is taken from the wrong side (see
    :func:`hard_ai_evaluation`): its own wins more than one move away look like losses to
    it, and a line of play exists that beats it (the tests find one: as O, it answers
    X's opposite corners with a corner and is forked). ``fixed=True`` scores every leaf
    for the AI, which closes that hole. Deterministic by default, so it remembers each
    position's answer.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> ai = HardAI()
        >>> ai.choose(game, game.initial_state()), ai.last_reason
        ((1, 1), 'search')
        >>> ai.choose(game, game.parse("OO./X../..X")), ai.last_reason
        ((0, 2), 'block')
    """

    default_name = "HardAI"
    depth = 4

    def __init__(self, seed: int | None = None, *, randomize_ties: bool = False, fixed: bool = False,
                 name: str | None = None, record: bool = False) -> None:
        if name is None:
            name = "HardAI (fixed)" if fixed else "HardAI"
        super().__init__(seed, name=name, record=record)
        self.randomize_ties = randomize_ties
        self.fixed = fixed
        self._evaluations: dict[tuple[Hashable, Side], Evaluation] = {}
        self._answers: dict[Hashable, dict[Hashable, tuple[Move, str, SearchResult | None]]] = {}

    def evaluation_for(self, game: Game[Any, Any], ai: Side) -> Evaluation:
        """The evaluation this AI's minimax uses on ``game`` when it plays ``ai``."""
        if not isinstance(game, MNK):
            raise ValueError(f"HardAI plays m,n,k boards only, not {game!r}")
        key = (_cache_key(game), ai)
        if key not in self._evaluations:
            self._evaluations[key] = hard_ai_evaluation(game, ai, fixed=self.fixed)
        return self._evaluations[key]

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        """Its one move (it is deterministic), unless it breaks ties at random."""
        if self.randomize_ties:
            raise NotImplementedError("a HardAI that breaks ties at random does not expose its tied moves")
        move = self.choose(game, state)
        return [move], self.last_reason or "search"

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        evaluate = self.evaluation_for(game, game.to_move(state))
        moves = _check_can_move(game, state)
        cache = None
        if not self.randomize_ties and not self.record:
            cache = self._answers.setdefault(_cache_key(game), {})
            answer = cache.get(game.key(state))
            if answer is not None:
                return self._decided(*answer)
        wins = winning_moves(game, state)
        blocks = blocking_moves(game, state) if not wins else []
        tree = None
        result = None
        if wins:
            move, reason = wins[0], "win"
        elif blocks:
            move, reason = blocks[0], "block"
        else:
            root_moves = list(moves)
            if self.randomize_ties:
                self.rng.shuffle(root_moves)
            root = state

            def root_order(g: Any, s: Any, ms: list[Any]) -> Sequence[Any]:
                return root_moves if s is root else ms

            tree = SearchTree() if self.record else None
            # Alpha-beta keeps the first of equally good root moves, exactly as minimax would.
            result = alphabeta(_EndsScoredBy(game, evaluate), state, depth=self.depth, evaluate=evaluate,
                               order=root_order, observer=tree)
            move, reason = result.move, "search"
        if cache is not None:
            cache[game.key(state)] = (move, reason, result)
        return self._decided(move, reason, result, tree)


def hard_ai(seed: int | None = None, *, randomize_ties: bool = False, fixed: bool = False) -> HardAI:
    """The HardAI preset (see :class:`HardAI`); ``seed`` matters only with ``randomize_ties``.

    Example:
        >>> hard_ai().name, hard_ai(fixed=True).name
        ('HardAI', 'HardAI (fixed)')
    """
    return HardAI(seed, randomize_ties=randomize_ties, fixed=fixed)


class PerfectPlayer(BasePlayer):
    """Plays perfectly: solves the position exactly and never loses.

    It calls :func:`~ttt_lab.search.solve` with quick-win scoring, so among winning moves it
    takes the quickest win, and when lost it plays the slowest loss (giving the opponent
    the most chances to go wrong). Among equally good moves it picks at random, so games
    vary. It keeps one transposition table per game: after the first move of a game most
    positions are already proved, and later moves come at once.

    With ``set_traps=True`` it narrows the equally good moves further, to those that score
    best against an opponent who plays at random: it averages over every reply of the
    opponent's and, at its own turns, takes its best perfect move (an expectimax over
    perfect moves only, to the end of the game). So it is still perfect, but it steers
    towards positions where most replies are mistakes. That search is only affordable
    with few moves left: it applies on m,n,k boards with at most :attr:`TRAP_CELLS` empty
    cells (all of 3x3), and otherwise the choice stays random. The difficulty levels use it.

    Args:
        seed, name, record: see :class:`BasePlayer`.
        set_traps: prefer, among the best moves, those that a random opponent most often
            answers with a mistake.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> player = PerfectPlayer(seed=0)
        >>> player.choose(game, game.parse("XX./OO./..."))  # the win, not a block
        (0, 2)
        >>> player.choose(game, game.parse("X../.../...")), player.last_reason
        ((1, 1), 'search')
        >>> sorted(player.best_moves(game, game.parse(".../.X./...")))
        [(0, 0), (0, 2), (2, 0), (2, 2)]
    """

    default_name = "Perfect"
    TRAP_CELLS = 9
    """``set_traps`` works on m,n,k positions with at most this many empty cells."""
    FAST_SOLVER_CELLS = 10
    """On m,n,k positions with at least this many empty cells, it asks the dedicated
    :class:`~ttt_lab.search.mnk_solver.MNKSolver` (kept for the whole game, with the
    package's :class:`~ttt_lab.search.opening_book.OpeningBook` for the board if there is
    one) instead of the generic :func:`~ttt_lab.search.solve`: the generic search takes
    minutes on an empty 5x5 board, the dedicated one a fraction of a second per move."""

    def __init__(self, seed: int | None = None, *, set_traps: bool = False, name: str | None = None,
                 record: bool = False) -> None:
        if name is None and set_traps:
            name = "Perfect(traps)"
        super().__init__(seed, name=name, record=record)
        self.set_traps = set_traps
        self._tables: dict[Hashable, TranspositionTable] = {}
        self._solved: dict[Hashable, dict[Hashable, SearchResult]] = {}
        self._choices: dict[Hashable, dict[Hashable, list[Move]]] = {}
        self._expected: dict[Hashable, dict[Hashable, float]] = {}
        self._solvers: dict[Hashable, MNKSolver] = {}

    def solver_for(self, game: MNK) -> MNKSolver:
        """The m,n,k solver this player keeps for ``game`` (its table lasts across moves)."""
        key = _cache_key(game)
        if key not in self._solvers:
            self._solvers[key] = MNKSolver(game, book=OpeningBook.shipped(game))
        return self._solvers[key]

    def _uses_fast_solver(self, game: Game[Any, Any], state: Any) -> bool:
        return isinstance(game, MNK) and game.size - state[3] >= self.FAST_SOLVER_CELLS

    def table_for(self, game: Game[Any, Any]) -> TranspositionTable:
        """The transposition table this player keeps for ``game``."""
        key = _cache_key(game)
        if key not in self._tables:
            self._tables[key] = TranspositionTable(symmetric=hasattr(game, "canonical_key"))
        return self._tables[key]

    def solution(self, game: Game[Any, Any], state: Any) -> SearchResult:
        """The exact solution of ``state`` with every move's value (remembered per position)."""
        _check_can_move(game, state)
        solved = self._solved.setdefault(_cache_key(game), {})
        position = game.key(state)
        if position not in solved:
            solved[position] = solve(game, state, table=self.table_for(game), quick_wins=True,
                                     move_values=True)
        return solved[position]

    def best_moves(self, game: Game[Any, Any], state: Any) -> list[Move]:
        """All the equally best moves of ``state`` (quickest win, slowest loss): it picks among these."""
        return self.solution(game, state).best_moves()

    def choices(self, game: Game[Any, Any], state: Any) -> list[Move]:
        """The moves it picks among: :meth:`best_moves`, narrowed by ``set_traps``."""
        chosen = self._choices.setdefault(_cache_key(game), {})
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

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return self.choices(game, state), "search"

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        if self._uses_fast_solver(game, state):
            _check_can_move(game, state)
            solver = self.solver_for(game)  # type: ignore[arg-type]  # an MNK, checked above
            before, start = solver.stats()["nodes"], time.perf_counter()
            found = solver.book.lookup(state) if solver.book is not None else None
            if found is None:
                move = solver.best_move(state, self.rng)
                value = float(solver.value(state))
            else:  # the same choice best_move would make from the book, looked up once
                value, move = float(found[0]), self.rng.choice(found[1])
            result = SearchResult(
                value=value, move=move, pv=[move], nodes=solver.stats()["nodes"] - before,
                algorithm="mnk_solver" if found is None else "opening book", seconds=time.perf_counter() - start,
            )
            return self._decided(move, "search" if found is None else "book", result, None)
        moves = self.choices(game, state)
        result = self.solution(game, state)
        tree = None
        if self.record:
            tree = SearchTree()
            result = solve(game, state, table=self.table_for(game), quick_wins=True, move_values=True,
                           observer=tree)
        return self._decided(self.rng.choice(moves), "search", result, tree)

    def _can_set_traps(self, game: Game[Any, Any], state: Any) -> bool:
        return isinstance(game, MNK) and game.size - state[3] <= self.TRAP_CELLS

    def _expected_score(self, game: Game[Any, Any], state: Any, me: Side) -> float:
        """``me``'s expected score (win 1, draw 1/2) against a uniformly random mover, ``me``
        playing its best perfect moves."""
        memo = self._expected.setdefault(_cache_key(game), {})
        # Symmetric positions score the same against a uniformly random mover: share them.
        key = (game.canonical_key(state) if isinstance(game, MNK) else game.key(state), me)
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
        seconds: a time budget per move instead (at least one of the two).
        seed, name: see :class:`BasePlayer`.
        exploration: UCT's constant ``c``.
        record: keep a :class:`~ttt_lab.search.SearchTree` of each search in ``last_tree``
            (the MCTS tree itself is always in ``last_search.stats["tree"]``).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> MCTSPlayer(iterations=500, seed=0).choose(game, game.parse("XX./OO./..."))
        (0, 2)
    """

    default_name = "MCTS"

    def __init__(self, iterations: int | None = None, seconds: float | None = None, seed: int | None = None,
                 *, exploration: float = DEFAULT_EXPLORATION, name: str | None = None,
                 record: bool = False) -> None:
        check_budget(iterations, seconds)
        if name is None:
            name = f"MCTS({iterations})" if iterations is not None else f"MCTS({seconds:g} s)"
        super().__init__(seed, name=name, record=record)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        _check_can_move(game, state)
        tree = SearchTree() if self.record else None
        result = mcts(game, state, iterations=self.iterations, seconds=self.seconds, rng=self.rng,
                      exploration=self.exploration, observer=tree)
        return self._decided(result.move, "search", result, tree)


# --------------------------------------------------------------------------- levels


@dataclass(frozen=True)
class Level:
    """One difficulty level: the board, who starts, and the AI opponent.

    Attributes:
        number: 1 (easiest) to 8.
        title: a short name for menus.
        description: what to expect, for the player.
        board: ``(m, n, k)`` of the m,n,k game.
        ai_moves_first: whether the AI plays X (moves first).
        make_player: builds the AI from a seed.
    """

    number: int
    title: str
    description: str
    board: tuple[int, int, int]
    ai_moves_first: bool
    make_player: Callable[[int | None], BasePlayer]

    @property
    def game(self) -> MNK:
        """The game of this level."""
        return MNK(*self.board)

    @property
    def ai_side(self) -> Side:
        """``"X"`` if the AI starts, else ``"O"``."""
        return "X" if self.ai_moves_first else "O"

    @property
    def human_side(self) -> Side:
        """The other side: the one the student plays."""
        return "O" if self.ai_moves_first else "X"


MCTS_LEVEL_ITERATIONS = 30
"""Playouts per move of the Monte Carlo level: few, so it still blunders now and then."""

LEVELS: dict[int, Level] = {
    level.number: level
    for level in [
        Level(1, "Random", "3x3, you start. The AI plays any free cell at random.",
              (3, 3, 3), False, lambda seed: RandomPlayer(seed, name="Level 1 (Random)")),
        Level(2, "Win or block", "3x3, you start. The AI wins when it can and blocks your lines, else plays"
              " at random: make two threats at once.",
              (3, 3, 3), False, lambda seed: WinBlockPlayer(seed, name="Level 2 (WinBlock)")),
        Level(3, "Monte Carlo", f"3x3, you start. Before each move the AI plays {MCTS_LEVEL_ITERATIONS} random"
              " games in its head (UCT tree search) and picks the move that won most: usually sound, but"
              " it can miss a threat.",
              (3, 3, 3), False, lambda seed: MCTSPlayer(MCTS_LEVEL_ITERATIONS, seed=seed,
                                                       name=f"Level 3 (MCTS {MCTS_LEVEL_ITERATIONS})")),
        Level(4, "Rules of thumb", "3x3, you start. Win, block, centre, corners: it plays like a careful"
              " beginner and never sees a fork coming.",
              (3, 3, 3), False, lambda seed: HumanlikePlayer(seed, name="Level 4 (Humanlike)")),
        Level(5, "Look ahead", "3x3, you start. It looks four moves ahead with alpha-beta and counts the"
              " lines each side can still make: you will not beat it, but can you draw?",
              (3, 3, 3), False, lambda seed: HeuristicPlayer(4, seed=seed, name="Level 5 (Heuristic d4)")),
        Level(6, "Perfect", "3x3, the AI starts. It never loses and sets traps: a draw is the best you can"
              " do.",
              (3, 3, 3), True, lambda seed: PerfectPlayer(seed, set_traps=True, name="Level 6 (Perfect)")),
        Level(7, "Perfect 4x4", "4x4, four in a row, you start. A draw with perfect play, on a board where"
              " threats are harder to see.",
              (4, 4, 4), False, lambda seed: PerfectPlayer(seed, set_traps=True, name="Level 7 (Perfect 4x4x4)")),
        Level(8, "Perfect 4x4, three in a row", "4x4, three in a row, you start. The first player can force"
              " a win, so you can beat it, but only with perfect play: one slip and it wins instead.",
              (4, 4, 3), False, lambda seed: PerfectPlayer(seed, set_traps=True, name="Level 8 (Perfect 4x4x3)")),
    ]
}
"""Difficulty levels 1..8, easiest first. On 3x3, each level's AI scores at least as well
against a random mover as the level below (see ``tests/test_players.py``)."""


def player_for_level(number: int, seed: int | None = None) -> BasePlayer:
    """The AI opponent of level ``number`` (see :data:`LEVELS` for its board and who starts).

    Raises:
        ValueError: ``number`` is not a level.

    Example:
        >>> player_for_level(5).name, LEVELS[5].game, LEVELS[5].ai_side
        ('Level 5 (Heuristic d4)', MNK(3, 3, 3), 'O')
        >>> player_for_level(9)
        Traceback (most recent call last):
        ...
        ValueError: there is no level 9: levels are 1 to 8
    """
    if not isinstance(number, int) or isinstance(number, bool) or number not in LEVELS:
        raise ValueError(f"there is no level {number!r}: levels are {min(LEVELS)} to {max(LEVELS)}")
    return LEVELS[number].make_player(seed)


__all__ = [
    "LEVELS",
    "BasePlayer",
    "HardAI",
    "HeuristicPlayer",
    "HumanlikePlayer",
    "Level",
    "MCTSPlayer",
    "PerfectPlayer",
    "Player",
    "RandomPlayer",
    "WinBlockPlayer",
    "blocking_moves",
    "centre_cells",
    "corner_cells",
    "edge_cells",
    "hard_ai",
    "hard_ai_evaluation",
    "player_for_level",
    "winning_moves",
]
