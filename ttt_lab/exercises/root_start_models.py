"""The root's running best started at 0 where the nodes below start right: a root loop of its own.

Code that keeps the root apart from the search (a ``make_move`` or ``best_move`` loop over the
moves, each scored by a right minimax) often starts that loop with ``best_score = 0, best_move =
None``: the root's value is then ``max(0, children)`` for MAX (``min`` for MIN), and where every
move is on the other side of 0 it returns 0 with no move (blind58's mm_05, a port of a Frog/Toad
agent). The catalogue's start at 0 in every node does not fit such code, whose inner nodes are
right; the model here is the root alone (error model knob ``start="zero at root"``).

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.exercises.error_model import mistaken_value
    >>> mistaken_value(TreeGame([[-3, 5], [-2, -4]]), (), {"start": "zero at root"})  # worth -3, 0 beats it
    0.0
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.report import WRONG_START


def root_start_mistakes() -> list[Mistake]:
    """The root's loop started at 0 (both players' roots: MIN's mirrored with <= 0)."""
    return [Mistake(
        WRONG_START,
        "starts the root's best value so far at 0 (set to 0 before the loop over the moves), a number a move's"
        " value may not beat: where every move is worse than 0 for the player to move, no move replaces it, and the"
        " root returns 0 (with no move)",
        "Start the root's best at -math.inf for MAX and +math.inf for MIN (or take the first move's value), so"
        " that the first move always replaces it; the nodes below already do.",
        knobs=(("start", "zero at root"),))]
