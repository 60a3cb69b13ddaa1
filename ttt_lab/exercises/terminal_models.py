"""The test for a finished game, slipped (issue 27): a status helper whose "still playing" value
is also a utility.

Code that asks a helper for the game's status, and searches on while it answers IN_PROGRESS,
takes a finished game for an unfinished one whenever the game's utility there equals that value
(IN_PROGRESS = 1 collides with MAX's win, -1 with MIN's): it searches on, finds no moves, and
returns its loop's start (-inf where MAX is to move, +inf where MIN is). As a change of the game
(searched then by the library's own minimax), like the other mistakes of the finished game.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.search import minimax
    >>> game = TreeGame([[1, 3], [0, 2]])
    >>> minimax(game, ()).value, minimax(sentinel_collides(1)(game), ()).value  # leaf 1: -inf, so B is -inf
    (1, 0.0)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _Rescored

SENTINEL_COLLIDES = "takes a finished game for an unfinished one when its utility is the code's 'still playing' value"


def sentinel_collides(sentinel: float) -> Callable[[Any], Any]:
    """The game as code sees it whose status helper says ``sentinel`` for "still playing": a
    finished game worth ``sentinel`` to MAX is searched on, has no moves, and is worth the start
    of its loop."""
    def alter(game: Any) -> Any:
        MAX = game.players[0]

        def scored(s: Any) -> float:
            value = float(game.utility(s, MAX))
            if value != sentinel:
                return value
            return -math.inf if game.to_move(s) == MAX else math.inf

        return _Rescored(game, scored)

    return alter


def sentinel_mistakes() -> list[Mistake]:
    """A "still playing" value of 1 or -1 that a finished game's utility can also take (0, a draw's, is
    "stops only at wins": code that looks for a winner, named so already)."""
    return [Mistake(SENTINEL_COLLIDES, f"reads a status of {sentinel} as \"still playing\", so a finished game worth"
                    f" {sentinel} is searched on: it has no moves, and is worth its loop's start (-inf where MAX is to"
                    " move, +inf where MIN is)", "Test for the end with game.is_terminal(state), and only then read"
                    " the utility: a status value that means \"still playing\" must be one no finished game can have"
                    " (None, not 1).", alter=sentinel_collides(sentinel))
            for sentinel in (1, -1)]
