"""The difficulty levels of the m,n,k boards: which board, who starts, and the AI opponent.

Example:
    >>> [(number, level.title) for number, level in LEVELS.items()][:3]
    [(1, 'Random'), (2, 'Win or block'), (3, 'Monte Carlo')]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ttt_lab.core import Player as Side
from ttt_lab.core import is_int
from ttt_lab.games.mnk import MNK
from ttt_lab.players.base import BasePlayer
from ttt_lab.players.rules import HumanlikePlayer, RandomPlayer, WinBlockPlayer
from ttt_lab.players.searching import HeuristicPlayer, MCTSPlayer, PerfectPlayer
from ttt_lab.search.budget import Budget


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


SAFETY_SECONDS = 10.0
"""The far safety net of every seeded AI's move: its budget is counted in nodes (or playouts),
so the same seed gives the same games on any machine and under any load; only a machine
about ten times slower than the one the node counts were measured on reaches these seconds
(and the move then says so, as at any limit)."""

MOVE_BUDGET = Budget(nodes=50_000, seconds=SAFETY_SECONDS)
"""What one move of a searching level may cost, so that a board never waits long: on the
level's own board it is never reached (a 4x4 move of levels 7 and 8 solves at most about
17,000 nodes, measured over 20 games each); on a big board set up by hand the level plays the
best move it found within it and says so (see ``PerfectPlayer`` and ``HeuristicPlayer``).
50,000 nodes of ``solve`` on a 7x7 to 9x9 board, with the fallback's look-ahead after them,
took 1.0 to 1.2 s on the shared 2-core machine at a load of 1 (November 2026): what the 1 s
of time budget the levels had before cost, without its moves depending on the load."""

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
              (3, 3, 3), False, lambda seed: HeuristicPlayer(4, seed=seed, name="Level 5 (Heuristic d4)", budget=MOVE_BUDGET)),
        Level(6, "Perfect", "3x3, the AI starts. It never loses and sets traps: a draw is the best you can"
              " do.",
              (3, 3, 3), True, lambda seed: PerfectPlayer(seed, set_traps=True, name="Level 6 (Perfect)", budget=MOVE_BUDGET)),
        Level(7, "Perfect 4x4", "4x4, four in a row, you start. A draw with perfect play, on a board where"
              " threats are harder to see.",
              (4, 4, 4), False, lambda seed: PerfectPlayer(seed, set_traps=True, name="Level 7 (Perfect 4x4x4)",
                                                         budget=MOVE_BUDGET)),
        Level(8, "Perfect 4x4, three in a row", "4x4, three in a row, you start. The first player can force"
              " a win, so you can beat it, but only with perfect play: one slip and it wins instead.",
              (4, 4, 3), False, lambda seed: PerfectPlayer(seed, set_traps=True, name="Level 8 (Perfect 4x4x3)",
                                                         budget=MOVE_BUDGET)),
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
    if not is_int(number) or number not in LEVELS:
        raise ValueError(f"there is no level {number!r}: levels are {min(LEVELS)} to {max(LEVELS)}")
    return LEVELS[number].make_player(seed)
