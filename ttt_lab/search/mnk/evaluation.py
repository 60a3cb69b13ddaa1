"""Evaluations for depth-limited search on m,n,k boards: an estimate of a position's value
where the search stops.

Two of them, both counting the lines each side can still complete:

- :func:`aima_evaluation` is AIMA's, exactly: Exercise 5.9's (3rd edition) Eval = 3·X2 + X1 − (3·O2 + O1)
  for tic-tac-toe (three in a row), where Xn counts the lines with exactly n X's and no O's.
- :func:`line_evaluation` is this package's own, for any k: a line with c stones of one side
  and none of the other is worth 3**c − 1 to that side (2 and 8 on 3x3, where AIMA has 1 and 3).

Both are scaled into [-0.9, 0.9] so that an estimate never outranks a real win (worth 1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ttt_lab.games.mnk import MNK, MNKState
from ttt_lab.search.scoring import DECISIVE


def line_evaluation(game: MNK) -> Callable[[MNKState], float]:
    """Count the lines each side can still complete, weighting fuller lines far more.

    A line with ``c`` stones of one side and none of the other is worth ``3**c - 1`` to that
    side (an empty line is worth nothing: it is open to both). The difference, X minus O,
    is scaled into [-0.9, 0.9] so an estimate never outranks a real win. This is the
    package's own weighting, for any k; AIMA's (:func:`aima_evaluation`) weighs a line of
    one stone 1 and of two stones 3, and is defined for three in a row.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> evaluate = line_evaluation(TicTacToe())
        >>> evaluate(TicTacToe().parse("X../.../...")) > 0
        True
        >>> evaluate(TicTacToe().parse("X../.O./...")) < evaluate(TicTacToe().parse(".../.X./..O"))
        True
    """
    weight = [3**c - 1 for c in range(game.k + 1)]
    return _weighted_lines(game, weight, f"line_evaluation({game!r})")


def aima_evaluation(game: MNK, *, raw: bool = False) -> Callable[[MNKState], float]:
    """AIMA's tic-tac-toe evaluation (3rd edition, Exercise 5.9): Eval = 3·X2 + X1 − (3·O2 + O1).

    Xn (On) is the number of rows, columns and diagonals with exactly n X's (O's) and no O's
    (X's). Defined for three in a row; any board size works.

    Args:
        game: an m,n,k game with ``k == 3``.
        raw: return the textbook's integer itself. By default it is scaled into [-0.9, 0.9]
            (divided by its largest possible size, 3 for every line), so that in a search
            no estimate outranks a real win, worth 1; the order of positions is the same.

    Returns:
        ``evaluate(state) -> float`` from X's view.

    Raises:
        ValueError: ``k`` is not 3.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> aima_evaluation(game, raw=True)(game.parse("X../.O./..."))  # X1 = 2, O1 = 3
        -1
        >>> aima_evaluation(game, raw=True)(game.parse("XX./.O./..."))  # X2 = 1, X1 = 1, O1 = 2
        2
        >>> aima_evaluation(game)(game.parse("XX./.O./..."))  # 2 of at most 3 x 8 lines, x 0.9 x 0.9
        0.0675
    """
    if game.k != 3:
        raise ValueError(f"AIMA's evaluation counts lines of two and one stones, for three in a row; {game!r} has k={game.k}")
    weight = [0, 1, 3, 0]
    name = f"aima_evaluation({game!r}{', raw=True' if raw else ''})"
    return _weighted_lines(game, weight, name, scaled=not raw)


def _weighted_lines(game: MNK, weight: Sequence[int], name: str, scaled: bool = True) -> Callable[[MNKState], float]:
    """X's open lines minus O's, a line of c stones weighing ``weight[c]``; scaled into [-0.9, 0.9]
    by the largest total an unfinished position can reach (every line one stone short)."""
    masks = game.line_masks
    scale = 0.9 * DECISIVE / (len(masks) * weight[game.k - 1] or 1) if scaled else 1

    def evaluate(state: MNKState) -> float:
        x, o = state.x, state.o
        score = 0
        for mask in masks:
            xs, os = x & mask, o & mask
            if xs and not os:
                score += weight[xs.bit_count()]
            elif os and not xs:
                score -= weight[os.bit_count()]
        return max(-0.9, min(0.9, score * scale)) if scaled else score

    evaluate.__qualname__ = name
    return evaluate
