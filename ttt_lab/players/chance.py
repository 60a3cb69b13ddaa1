"""A player that models its opponent as random and plays the best bet: :class:`ExpectimaxPlayer`."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Hashable
from typing import Any

from ttt_lab.core import Game, HasChance, Move, opponent
from ttt_lab.games.chance import RandomOpponent
from ttt_lab.players.base import BasePlayer, Decision, detached, game_key, legal_moves
from ttt_lab.search.budget import Budget, SearchLimitError, check_budget_argument
from ttt_lab.search.expectimax import expectimax
from ttt_lab.search.observer import SearchTree
from ttt_lab.search.result import SearchResult


class ExpectimaxPlayer(BasePlayer):
    """Plays the move with the best expected result, taking the opponent for a random mover.

    Where :class:`~ttt_lab.players.PerfectPlayer` assumes every reply is the best one,
    this player assumes each legal reply is equally likely (:class:`~ttt_lab.games.chance.
    RandomOpponent`) and maximises its expected score. Against a perfect opponent that can
    cost it a game; against a random one it wins more often. On a game with chance nodes of
    its own (:class:`~ttt_lab.core.HasChance`) it searches the game as it is. A quicker win
    counts a little more than a slower one. It remembers each position's search.

    Args:
        seed, name, record: see :class:`~ttt_lab.players.BasePlayer`; with ``record`` the
            decision carries the expectimax tree (for small positions: the recorder's cap
            applies).
        budget: what one move may cost (default :attr:`DEFAULT_BUDGET`, 10 s: a 3x3 game
            takes well under a second, while a 4x4 slippery board ran past 60 s and 800 MB
            without one). With a budget it first searches to the end with half of it; if
            that does not finish, it deepens with the rest, one ply at a time (1, 2, 3, ...
            plies, positions past the horizon counted even, 0) until a search reaches the
            end of every line (then the move is exact) or the budget runs out; then it
            plays the deepest finished search's move, ``reason`` ``"fallback"`` and a
            ``note`` saying how deep it looked (a random legal move, if not even one ply
            finished). With ``budget=None`` it searches to the end, however long that takes
            (expectimax prunes nothing).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> decision = ExpectimaxPlayer(seed=0).decide(game, game.parse("XX./OO./..."))
        >>> decision.move, decision.reason
        ((0, 2), 'search')
    """

    default_name = "Expectimax"
    DEFAULT_BUDGET = Budget(seconds=10.0)
    """What a move may cost unless ``budget=`` says otherwise: a move always comes."""

    def __init__(self, seed: int | None = None, *, name: str | None = None, record: bool = False,
                 budget: Budget | None = DEFAULT_BUDGET) -> None:
        check_budget_argument(budget)
        super().__init__(seed, name=name, record=record)
        self.budget = budget
        self._searched: dict[Hashable, dict[Hashable, SearchResult]] = {}

    def model(self, game: Game[Any, Any], state: Any) -> Game[Any, Any]:
        """The game this player searches in ``state``: ``game`` itself if it has chance nodes,
        else ``game`` with the opponent's turns made chance nodes."""
        if isinstance(game, HasChance):
            return game
        return RandomOpponent(game, opponent(game, game.to_move(state)))

    def _searched_result(self, game: Game[Any, Any], state: Any) -> SearchResult:
        legal_moves(game, state)
        searched = self._searched.setdefault((game_key(game), game.to_move(state)), {})
        position = game.key(state)
        if position not in searched:
            searched[position] = self._search(self.model(game, state), state)
        return searched[position]

    def _search(self, model: Game[Any, Any], state: Any) -> SearchResult:
        if self.budget is None:
            return expectimax(model, state, quick_wins=True, table=True)
        start = time.perf_counter()
        half = Budget(nodes=None if self.budget.nodes is None else max(1, self.budget.nodes // 2),
                      seconds=None if self.budget.seconds is None else self.budget.seconds / 2)
        try:  # to the end with half the budget: a small game is settled at once, exactly
            return expectimax(model, state, quick_wins=True, table=True, budget=half)
        except SearchLimitError:
            pass
        best: SearchResult | None = None
        depth, spent = 1, half.nodes or 0
        horizon = [0]  # positions the last search cut at its depth: none means it saw every end

        def even(position: Any) -> float:
            horizon[0] += 1
            return 0.0

        while True:
            horizon[0] = 0
            try:
                left = self.budget.left(spent, time.perf_counter() - start)  # one budget for every depth
                result = expectimax(model, state, depth=depth, evaluate=even, quick_wins=True, table=True,
                                    budget=left)
            except SearchLimitError:
                break
            if not horizon[0]:
                return result  # exact: every line ended within the depth
            best, depth, spent = result, depth + 1, spent + result.nodes
        if best is None:
            moves = list(model.actions(state))
            note = f"not even one ply searched in {self.budget}; playing a random legal move"
            return SearchResult(value=0.0, move=self.rng.choice(moves), pv=[], nodes=0, algorithm="expectimax",
                                seconds=time.perf_counter() - start, stats={"fallback": note})
        note = f"looked {best.depth} plies ahead in {self.budget} (not to the end); playing the best bet there"
        return dataclasses.replace(best, stats={**best.stats, "fallback": note})

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        result = self._searched_result(game, state)
        return result.best_moves(), "search" if "fallback" not in result.stats else "fallback"

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        result = self._searched_result(game, state)
        tree = None
        if self.record:
            tree = SearchTree()
            if result.depth is None:
                expectimax(self.model(game, state), state, quick_wins=True, observer=tree)
            else:
                expectimax(self.model(game, state), state, depth=result.depth, evaluate=lambda position: 0.0,
                           quick_wins=True, observer=tree)
        note = result.stats.get("fallback")
        return Decision(self.rng.choice(result.best_moves()), "search" if note is None else "fallback",
                        detached(result), tree, note)
