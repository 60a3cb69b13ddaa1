"""The AI opponents, from a random mover to perfect play, and the difficulty levels.

A player is anything with a ``name`` and ``choose(game, state) -> move`` (the
:class:`Player` protocol). The players here also answer ``decide(game, state)`` with an
immutable :class:`Decision`: the move, why it was chosen, the search that chose it and,
with ``record=True``, the tree that search recorded.

- :mod:`~ttt_lab.players.base`: the protocol, :class:`Decision`, :class:`BasePlayer`;
- :mod:`~ttt_lab.players.rules`: :class:`RandomPlayer`, :class:`WinBlockPlayer`,
  :class:`HumanlikePlayer`;
- :mod:`~ttt_lab.players.searching`: :class:`HeuristicPlayer` (depth-limited alpha-beta),
  :class:`PerfectPlayer` (:func:`~ttt_lab.search.solve`), :class:`MCTSPlayer`;
- :mod:`~ttt_lab.players.anytime`: :class:`DeepeningPlayer` (iterative deepening
  alpha-beta for a set time per move);
- :mod:`~ttt_lab.players.chance`: :class:`ExpectimaxPlayer`, who bets on a random opponent;
- :mod:`~ttt_lab.players.mnk`: :class:`HardAI`, an AI of m,n,k boards only;
- :mod:`~ttt_lab.players.levels`: :data:`LEVELS` 1 to 8 of the m,n,k boards;
- :mod:`~ttt_lab.players.ultimate` and :mod:`~ttt_lab.players.cat_mice`: the AIs and
  levels of those two games.

Every random choice comes from the player's own ``random.Random``, seeded by ``seed``.

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

from ttt_lab.players.anytime import DeepeningPlayer
from ttt_lab.players.base import BasePlayer, Decision, Player, player_name
from ttt_lab.players.cat_mice import CAT_MICE_LEVELS, cat_mice_player
from ttt_lab.players.chance import ExpectimaxPlayer
from ttt_lab.players.levels import LEVELS, MCTS_LEVEL_ITERATIONS, Level, player_for_level
from ttt_lab.players.mnk import HardAI, hard_ai, hard_ai_evaluation
from ttt_lab.players.rules import (
    HumanlikePlayer,
    RandomPlayer,
    WinBlockPlayer,
    blocking_moves,
    centre_cells,
    corner_cells,
    edge_cells,
    winning_moves,
)
from ttt_lab.players.searching import HeuristicPlayer, MCTSPlayer, PerfectPlayer
from ttt_lab.players.ultimate import (
    ULTIMATE_AIS,
    UltimateWinBlockPlayer,
    ultimate_evaluation,
    ultimate_player,
)

__all__ = [
    "CAT_MICE_LEVELS",
    "LEVELS",
    "MCTS_LEVEL_ITERATIONS",
    "ULTIMATE_AIS",
    "BasePlayer",
    "Decision",
    "DeepeningPlayer",
    "ExpectimaxPlayer",
    "HardAI",
    "HeuristicPlayer",
    "HumanlikePlayer",
    "Level",
    "MCTSPlayer",
    "PerfectPlayer",
    "Player",
    "RandomPlayer",
    "UltimateWinBlockPlayer",
    "WinBlockPlayer",
    "blocking_moves",
    "cat_mice_player",
    "centre_cells",
    "corner_cells",
    "edge_cells",
    "hard_ai",
    "hard_ai_evaluation",
    "player_for_level",
    "player_name",
    "ultimate_evaluation",
    "ultimate_player",
    "winning_moves",
]
