"""An evaluation for depth-limited search on m,n,k boards: an estimate of a position's value
where the search stops."""

from __future__ import annotations

from collections.abc import Callable

from ttt_lab.games.mnk import MNK, MNKState
from ttt_lab.search.scoring import DECISIVE


def line_evaluation(game: MNK) -> Callable[[MNKState], float]:
    """Count the lines each side can still complete, weighting fuller lines far more.

    A line with ``c`` stones of one side and none of the other is worth ``3**c - 1`` to that
    side (an empty line is worth nothing: it is open to both). The difference, X minus O,
    is scaled into [-0.9, 0.9] so an estimate never outranks a real win. This is AIMA's
    tic-tac-toe evaluation (3·X2 + X1 − (3·O2 + O1)) generalised to any k.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> evaluate = line_evaluation(TicTacToe())
        >>> evaluate(TicTacToe().parse("X../.../...")) > 0
        True
        >>> evaluate(TicTacToe().parse("X../.O./...")) < evaluate(TicTacToe().parse(".../.X./..O"))
        True
    """
    masks = game.line_masks
    weight = [3**c - 1 for c in range(game.k + 1)]
    scale = 0.9 * DECISIVE / (len(masks) * weight[game.k - 1] or 1)

    def evaluate(state: MNKState) -> float:
        x, o = state.x, state.o
        score = 0
        for mask in masks:
            xs, os = x & mask, o & mask
            if xs and not os:
                score += weight[xs.bit_count()]
            elif os and not xs:
                score -= weight[os.bit_count()]
        return max(-0.9, min(0.9, score * scale))

    evaluate.__qualname__ = f"line_evaluation({game!r})"
    return evaluate
