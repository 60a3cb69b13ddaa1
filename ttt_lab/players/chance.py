"""A player that models its opponent as random and plays the best bet: :class:`ExpectimaxPlayer`."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ttt_lab.core import Game, HasChance, Move, opponent
from ttt_lab.games.chance import RandomOpponent
from ttt_lab.players.base import BasePlayer, Decision, detached, game_key, legal_moves
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

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> decision = ExpectimaxPlayer(seed=0).decide(game, game.parse("XX./OO./..."))
        >>> decision.move, decision.reason
        ((0, 2), 'search')
    """

    default_name = "Expectimax"

    def __init__(self, seed: int | None = None, *, name: str | None = None, record: bool = False) -> None:
        super().__init__(seed, name=name, record=record)
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
            searched[position] = expectimax(self.model(game, state), state, quick_wins=True, table=True)
        return searched[position]

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return self._searched_result(game, state).best_moves(), "search"

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        result = self._searched_result(game, state)
        tree = None
        if self.record:
            tree = SearchTree()
            expectimax(self.model(game, state), state, quick_wins=True, observer=tree)
        return Decision(self.rng.choice(result.best_moves()), "search", detached(result), tree)
