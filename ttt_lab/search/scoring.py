"""How searches score positions: utilities, quick-win scoring, evaluation at the depth limit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Evaluation = Callable[[Any], float]
"""A heuristic: a non-terminal state's estimated value from the first player's view.
Keep it within [-0.9, 0.9] so no estimate outranks a real win (which scores at least
0.9 even with quick-win scoring)."""

PLY_PENALTY = 0.001
"""With quick-win scoring a win ``p`` plies away is worth ``1 - p * PLY_PENALTY``."""

DECISIVE = 0.9
"""Values at least this large in size are won or lost games, not heuristic estimates."""


def check_limits(depth: int | None, evaluate: Evaluation | None) -> None:
    """Raise ``ValueError`` for a depth limit the search could not honour.

    Example:
        >>> check_limits(3, None)
        Traceback (most recent call last):
        ...
        ValueError: a depth limit needs an evaluate function to score the positions where the search stops; pass evaluate=... or drop depth=3
    """
    if depth is None:
        return
    if not isinstance(depth, int) or isinstance(depth, bool) or depth < 0:
        raise ValueError(f"depth must be None or an int >= 0, got {depth!r}")
    if evaluate is None:
        raise ValueError(
            "a depth limit needs an evaluate function to score the positions where the search"
            f" stops; pass evaluate=... or drop depth={depth}"
        )


def leaf_score(game: Any, state: Any, ply: int, finished: bool, quick_wins: bool,
               evaluate: Evaluation | None) -> tuple[float, str]:
    """A leaf's value from the first player's view, and its kind: a finished game scored by its
    utility (``"terminal"``), or the evaluation where a depth limit stopped (``"cutoff"``).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> leaf_score(game, game.parse("XXX/OO./..."), 5, True, True, None)
        (0.995, 'terminal')
    """
    if finished:
        return terminal_score(game.utility(state, game.players[0]), ply, quick_wins), "terminal"
    return evaluate(state), "cutoff"  # type: ignore[misc]


def terminal_score(utility: float, ply: int, quick_wins: bool) -> float:
    """A finished game's value, shrunk by its distance from the root when scoring quick wins.

    Example:
        >>> terminal_score(1, 5, quick_wins=True), terminal_score(-1, 5, quick_wins=True)
        (0.995, -0.995)
    """
    if quick_wins and utility:
        return utility * (1 - ply * PLY_PENALTY)
    return utility


def to_table(value: float, ply: int, quick_wins: bool) -> float:
    """A root-relative quick-win score as seen from the node itself, for the table.

    The same position can be met at another distance from another root (the table is kept
    across the moves of a game), so the table stores "win in p plies from here".
    """
    if quick_wins and abs(value) >= DECISIVE:
        return value + ply * PLY_PENALTY if value > 0 else value - ply * PLY_PENALTY
    return value


def from_table(value: float, ply: int, quick_wins: bool) -> float:
    """The inverse of :func:`to_table`."""
    if quick_wins and abs(value) >= DECISIVE:
        return value - ply * PLY_PENALTY if value > 0 else value + ply * PLY_PENALTY
    return value
