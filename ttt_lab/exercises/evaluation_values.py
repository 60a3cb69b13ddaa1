"""Problems an evaluation shows in its values alone, before any ranking of boards: one value on
every board, or every estimate clipped at 0 on one side (used by :mod:`.evaluation`)."""

from __future__ import annotations

from collections.abc import Callable

from ttt_lab.exercises.board_models import explain_lines
from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.report import Problem
from ttt_lab.games.mnk import MNK, MNKState

CONSTANT_VALUE = "returns the same value on every board"
NEVER_POSITIVE = "never gives X a positive value"
NEVER_NEGATIVE = "never gives O's advantage a negative value"


def _one_signed_problem(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                        judge: Callable[[MNKState], float]) -> Problem | None:
    """Never above 0 (or never below), 0 on every board where X (or O) is clearly ahead and
    telling the other side's boards apart: an estimate clipped on one side, ``min(0, score)``
    where ``max(-c, min(c, score))`` belongs; a search then sees no advantage for that side."""
    found = [values[mnk.key(s)] for s in unfinished]
    for sign, side, clip in ((1, "X", "min(0, score)"), (-1, "O", "max(0, score)")):
        ahead = [s for s in unfinished if sign * judge(s) >= 0.1]
        behind = [s for s in unfinished if sign * judge(s) <= -0.1]
        if (len(ahead) < 2 or not behind or max(sign * v for v in found) > 0
                or any(values[mnk.key(s)] != 0 for s in ahead) or min(sign * v for v in found) == 0):
            continue
        state = max(ahead, key=lambda s: sign * judge(s))
        lowest = min(unfinished, key=lambda s: sign * values[mnk.key(s)])
        value_word = "positive" if sign == 1 else "negative"
        return Problem(
            NEVER_POSITIVE if sign == 1 else NEVER_NEGATIVE,
            f"It gives 0 on all {len(ahead)} unfinished boards where {side} is clearly ahead, e.g."
            f" {mnk.board_text(state)} ({explain_lines(mnk, state)}), and no board a {value_word} value, while it"
            f" gives {_num(values[mnk.key(lowest)])} on {mnk.board_text(lowest)}: the estimate is clipped at 0"
            f" on {side}'s side, as {clip} does, so a search sees no advantage for {side}.",
            f"Clip on both sides, e.g. max(-0.9, min(0.9, score)), or scale instead of clipping: {side}'s"
            " advantage must give a " + value_word + " value.",
        )
    return None


def _constant_problem(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                      judge: Callable[[MNKState], float]) -> Problem | None:
    """One value on every unfinished board asked (the sampled ones and those of one or two
    stones): the estimate does not depend on the board. Where that value is 0 on boards where
    X is clearly ahead, X's count and O's count cancel: most often the opponent a helper works
    out from the player is the player itself, so both sides are counted alike."""
    asked = [s for s in unfinished if mnk.key(s) in values]
    found = {values[mnk.key(s)] for s in asked}
    if len(asked) < 3 or len(found) != 1 or any(abs(v) >= 1 for v in found):
        return None
    value = found.pop()
    ahead = max(asked, key=judge)
    behind = min(asked, key=judge)
    detail = (f"It gives {_num(value)} on all {len(asked)} unfinished boards it was asked about, e.g. on"
              f" {mnk.board_text(ahead)} (X clearly ahead: {explain_lines(mnk, ahead)}) and on"
              f" {mnk.board_text(behind)} ({explain_lines(mnk, behind)}).")
    if value == 0:
        detail += (" 0 everywhere means X's count and O's count cancel on every board: the two sides are"
                   " counted alike.")
        hint = ("Check that the two sides are counted apart: where a helper takes a player and works out the"
                " opponent, print both (a copy-paste such as other = \"O\" if player == \"O\" else \"X\""
                " gives the player itself); X's open lines minus O's must differ on these boards.")
    else:
        hint = ("The estimate must depend on the board: compute it from the stones (e.g. the lines each side"
                " can still complete, X's minus O's) and return that, not a value fixed beforehand.")
    return Problem(CONSTANT_VALUE, detail, hint)
