"""An evaluation that gives a board and the same board with its colours swapped one value: it
cannot tell a position good for X from the one good for O (used by :mod:`.evaluation`).

From X's view, swapping the colours of a board (X to move in both) turns X's advantage into O's:
a right estimate changes sign, ``f(swap) == -f(board)`` or near it, and where X is clearly ahead
it is not 0. Code that adds the opponent's score where it must subtract it (``score = mine +
theirs``, in whatever features: open lines, threats, centre control) gives both boards the same
value, which is then never negative (or, subtracting both, never positive). The line-count
model (:data:`~ttt_lab.exercises.board_models.ADDS_OPPONENT`) names it where the features are
weighted open lines; this rule names it for any features, and it makes such code fail even where
the boards it is asked to rank happen to come out in the right order (wave 19's ev_02 counted
only open twos, each side's added, and passed: the boards where O is to move ranked right by
chance, and equal values on the colour swaps were not counted against it).
"""

from __future__ import annotations

from collections.abc import Sequence

from ttt_lab.exercises.board_models import ADDS_OPPONENT, SUBTRACTS_X
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.report import Problem
from ttt_lab.games.mnk import MNK, MNKState

ADDS_OPPONENT_SCORE = "adds O's score to X's instead of subtracting it"
SUBTRACTS_OWN_SCORE = "subtracts X's score as it subtracts O's"
SAME_ON_COLOUR_SWAP = "gives a board and its colour swap the same value"
SWAP_NAMES = (ADDS_OPPONENT_SCORE, SUBTRACTS_OWN_SCORE, SAME_ON_COLOUR_SWAP)


def colour_swap_problem(mnk: MNK, swaps: Sequence[tuple[MNKState, MNKState, float, float]],
                        every_value: Sequence[float]) -> Problem | None:
    """The problem of an evaluation that gives every board where X is clearly ahead (X to move)
    and its colour swap one value, not 0 on at least one of them, or None.

    ``swaps`` holds (board, colour swap, value of the board, value of the swap); the sign the equal values
    share tells adding from subtracting, and ``every_value`` (the values on every unfinished board asked)
    whether no board at all gets the other sign, which is then said too.
    Pairs valued 0 on both sides say nothing (a feature the board lacks, such as no open two), nor does
    one value on every pair (0 plus a bonus for the side to move, X in every pair): the equal values must
    be two at least, not 0, and no pair may differ."""
    if not swaps or any(not _close(a, b) for _, _, a, b in swaps):
        return None
    telling = [(board, swap, a) for board, swap, a, _ in swaps if not _close(a, 0)]
    if len({round(value, 9) for _, _, value in telling}) < 2:
        return None  # one value on every pair: a bonus for the side to move where the feature is absent, say
    board, swap, value = max(telling, key=lambda t: abs(t[2]))
    shown = (f"{mnk.board_text(board)} is clearly better for X than {mnk.board_text(swap)}, the same board with"
             f" the colours swapped (X to move in both), yet your function gives both {_num(value)}; it gives"
             f" every one of the {len(swaps)} such pairs asked one value.")
    # Named by the sign the swaps share (a bonus for the side to move may turn other boards' signs); that no
    # board at all gets the other sign is said only where it holds.
    signs = {value > 0 for _, _, value in telling}
    if signs == {True}:
        never = " It gives no board a negative value." if min(every_value) >= 0 else ""
        return Problem(ADDS_OPPONENT_SCORE, shown + never + " O's score is added to X's (score = mine + theirs), so"
                       " an advantage for O raises the estimate as one for X does.",
                       "Subtract O's score from X's (score = mine - theirs): good for X is positive, good for O"
                       " negative, and a board with its colours swapped gets the opposite value.")
    if signs == {False}:
        never = " It gives no board a positive value." if max(every_value) <= 0 else ""
        return Problem(SUBTRACTS_OWN_SCORE, shown + never + " X's score is subtracted as O's is (score = -mine -"
                       " theirs), so an advantage for X lowers the estimate as one for O does.", "Add X's score and"
                       " subtract O's (score = mine - theirs): good for X is positive, good for O negative.")
    return Problem(SAME_ON_COLOUR_SWAP, shown + " From X's view swapping the colours turns X's advantage into O's,"
                   " so the value must change sign; a term that counts both sides alike (added for both, or"
                   " subtracted for both) gives them one value.",
                   "Score X's features positive and O's negative, the same features for both: a board with its"
                   " colours swapped then gets the opposite value.")


def explains_swaps(modelled: Sequence[Problem], swapped: Problem) -> bool:
    """Whether the line-count model's fit says what :func:`colour_swap_problem` found: O's lines added
    where no value is negative, X's subtracted where none is positive. Any other fit ranks a board and
    its colour swap apart, which the code does not."""
    wanted = {ADDS_OPPONENT_SCORE: ADDS_OPPONENT, SUBTRACTS_OWN_SCORE: SUBTRACTS_X}.get(swapped.name)
    return [p.name for p in modelled if not p.note] == [wanted]
