"""How searches score positions: utilities, quick-win scoring, evaluation at the depth limit."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ttt_lab.core import HasChance

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


def check_no_chance(game: Any, algorithm: str) -> None:
    """Refuse a game with chance nodes: ``algorithm`` would take chance for an opponent.

    Example:
        >>> from ttt_lab.games.chance import max_die_min_tree
        >>> check_no_chance(max_die_min_tree(), "minimax")
        Traceback (most recent call last):
        ...
        ValueError: minimax takes every node for a player's, but this game has chance nodes: search it with expectimax
    """
    if isinstance(game, HasChance):
        raise ValueError(f"{algorithm} takes every node for a player's, but this game has chance nodes:"
                         " search it with expectimax")


def evaluated(evaluate: Evaluation, state: Any) -> float:
    """``evaluate(state)``, refused unless it is a finite number.

    A NaN compares false with everything and an infinity outranks every real win: either
    would silently steer the search, so they are refused where they appear.
    """
    return checked(evaluate(state), evaluate, state)


def checked(value: Any, evaluate: Evaluation, state: Any) -> float:
    """``value``, which ``evaluate`` returned for ``state``, refused unless it is a finite number."""
    if type(value) is float and -math.inf < value < math.inf:  # the usual case, checked first: it is cheap
        return value
    if not (isinstance(value, (int, float)) and math.isfinite(value)):
        raise ValueError(
            f"the evaluation {getattr(evaluate, '__qualname__', repr(evaluate))} returned {value!r}"
            f" for {state!r}: an evaluation must return a finite number"
        )
    return value


def leaf_valuer(game: Any, quick_wins: bool, evaluate: Evaluation | None, best_line: dict[int, Any],
                observer: Any) -> Callable[[Any, int, float, float, bool], float]:
    """The ``leaf_value(state, ply, alpha, beta, finished)`` that minimax and alpha-beta share.

    A leaf is a finished game, scored by its utility for the first player (shrunk by its
    distance with ``quick_wins``; kind ``"terminal"``), or a position at the depth limit,
    scored by ``evaluate`` (kind ``"cutoff"``). It ends the principal line at ``ply`` and
    tells the observer. Built once per search, so a leaf costs one call, as when each search
    wrote it out.

    Raises (from ``leaf_value``):
        ValueError: ``evaluate`` returned something that is not a finite number.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game, line = TicTacToe(), {}
        >>> leaf_value = leaf_valuer(game, True, None, line, None)
        >>> leaf_value(game.parse("XXX/OO./..."), 5, -1, 1, True), line
        (0.995, {5: []})
    """
    first_player = game.players[0]

    def leaf_value(state: Any, ply: int, alpha: float, beta: float, finished: bool) -> float:
        if finished:
            value = game.utility(state, first_player)
            if quick_wins:
                value = terminal_score(value, ply, quick_wins)
            kind = "terminal"
        else:
            value = evaluate(state)  # type: ignore[misc]  # checked here: a leaf costs one call less
            if not (type(value) is float and -math.inf < value < math.inf):
                value = checked(value, evaluate, state)  # type: ignore[arg-type]
            kind = "cutoff"
        best_line[ply] = []
        if observer is not None:
            observer.leave(value, kind, alpha, beta)
        return value  # type: ignore[no-any-return]

    return leaf_value


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
