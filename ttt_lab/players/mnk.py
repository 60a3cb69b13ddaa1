"""The AI that only plays m,n,k boards: the "HardAI" of a well-known Kotlin tic-tac-toe app.

It is reproduced rule for rule, flaw included, so that the course can show an AI that looks
ahead and still loses, and find the line that beats it
(:func:`~ttt_lab.search.line_that_beats`). Its evaluation reads the board's lines and
landmarks, so it is m,n,k code.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> hard_ai().choose(TicTacToe(), TicTacToe().initial_state())
    (1, 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from typing import Any

from ttt_lab.core import Game, Move
from ttt_lab.core import Player as Side
from ttt_lab.games.mnk import MNK, MNKState
from ttt_lab.players.base import BasePlayer, Decision, detached, game_key, legal_moves
from ttt_lab.players.rules import blocking_moves, winning_moves
from ttt_lab.search.alphabeta import alphabeta
from ttt_lab.search.budget import Budget, SearchLimitError, check_budget_argument
from ttt_lab.search.observer import SearchTree
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import Evaluation


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
    for points, cells in ((3, game.edge_cells()), (5, game.corner_cells()), (10, game.centre_cells())):
        for cell in cells:
            weights[game.cell_index(cell)] = points
    masks = game.line_masks
    size = game.size
    if ai not in game.players:
        raise ValueError(f"ai must be one of {game.players}, got {ai!r}")
    ai_is_max = ai == game.players[0]

    def score_for(state: MNKState, side: Side) -> float:
        mine, theirs = (state.x, state.o) if side == "X" else (state.o, state.x)
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
        side = ai if fixed else ("O" if state.stones & 1 else "X")
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

    With a ``budget`` (what one move may cost), a depth-4 search that runs past it (a big
    board) gives way to a 1-ply one, and the decision says so: ``reason`` ``"fallback"`` and a
    ``note``. Without one it searches its 4 plies however long they take.

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
        >>> decision = ai.decide(game, game.initial_state())
        >>> decision.move, decision.reason
        ((1, 1), 'search')
        >>> decision = ai.decide(game, game.parse("OO./X../..X"))
        >>> decision.move, decision.reason
        ((0, 2), 'block')
    """

    default_name = "HardAI"
    depth = 4

    def __init__(self, seed: int | None = None, *, randomize_ties: bool = False, fixed: bool = False,
                 name: str | None = None, record: bool = False, budget: Budget | None = None) -> None:
        if name is None:
            name = "HardAI (fixed)" if fixed else "HardAI"
        check_budget_argument(budget)
        super().__init__(seed, name=name, record=record)
        self.budget = budget
        self.randomize_ties = randomize_ties
        self.fixed = fixed
        self._evaluations: dict[tuple[Hashable, Side], Evaluation] = {}
        self._answers: dict[Hashable, dict[Hashable, tuple[Move, str, SearchResult | None]]] = {}

    def evaluation_for(self, game: Game[Any, Any], ai: Side) -> Evaluation:
        """The evaluation this AI's minimax uses on ``game`` when it plays ``ai``."""
        if not isinstance(game, MNK):
            raise ValueError(f"HardAI plays m,n,k boards only, not {game!r}")
        key = (game_key(game), ai)
        if key not in self._evaluations:
            self._evaluations[key] = hard_ai_evaluation(game, ai, fixed=self.fixed)
        return self._evaluations[key]

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        """Its one move (it is deterministic), unless it breaks ties at random."""
        if self.randomize_ties:
            raise NotImplementedError("a HardAI that breaks ties at random does not expose its tied moves")
        decision = self.decide(game, state)
        return [decision.move], decision.reason

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        evaluate = self.evaluation_for(game, game.to_move(state))
        moves = legal_moves(game, state)
        cache = None
        if not self.randomize_ties and not self.record:
            cache = self._answers.setdefault(game_key(game), {})
            answer = cache.get(game.key(state))
            if answer is not None:
                move, reason, found = answer
                return Decision(move, reason, None if found is None else detached(found))
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
            scored = _EndsScoredBy(game, evaluate)
            try:
                # Alpha-beta keeps the first of equally good root moves, exactly as minimax would.
                result = alphabeta(scored, state, depth=self.depth, evaluate=evaluate, order=root_order,
                                   observer=tree, budget=self.budget)
                move, reason = result.move, "search"
            except SearchLimitError:
                # One ply instead of four: one evaluation per move, affordable on any board.
                tree = SearchTree() if self.record else None
                result = alphabeta(scored, state, depth=1, evaluate=evaluate, order=root_order, observer=tree)
                why = f"looked 1 ply ahead, not {self.depth}: the {self.depth}-ply search passed {self.budget}"
                result = dataclasses.replace(result, stats={**result.stats, "fallback": why})
                move, reason = result.move, "fallback"
        if cache is not None and reason != "fallback":  # a fallback depends on the clock: not remembered
            cache[game.key(state)] = (move, reason, result)
        note = None if result is None else result.stats.get("fallback")
        return Decision(move, reason, None if result is None else detached(result), tree, note)


def hard_ai(seed: int | None = None, *, randomize_ties: bool = False, fixed: bool = False) -> HardAI:
    """The HardAI preset (see :class:`HardAI`); ``seed`` matters only with ``randomize_ties``.

    Example:
        >>> hard_ai().name, hard_ai(fixed=True).name
        ('HardAI', 'HardAI (fixed)')
    """
    return HardAI(seed, randomize_ties=randomize_ties, fixed=fixed)
