"""Problems an evaluation shows in its values alone, before any ranking of boards: one value on
every board, or every estimate clipped at 0 on one side (used by :mod:`.evaluation`)."""

from __future__ import annotations

import ast
from collections.abc import Callable

from ttt_lab.exercises.board_models import explain_lines
from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import ROUNDS_DOWN, Problem
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


UNEVEN_START = "values the empty board as nearly won or lost"
_UNEVEN = 0.5
"""How far from 0 the empty board's estimate may be: a bonus for the side to move is a choice,
a value half-way to a certain result on a board where nobody has a line is not."""


def _uneven_start_problem(mnk: MNK, values: dict[int, float]) -> Problem | None:
    """The empty board far from 0: every line is open to both sides alike there, so a count of
    X's lines minus O's is 0; a score started at another value (or a constant added) shifts
    every estimate, and a search then takes a draw (0) for a win or a loss."""
    value = values.get(mnk.key(mnk.initial_state()))
    if value is None or abs(value) < _UNEVEN or abs(value) >= 1:
        return None
    side, result = ("X", "a loss") if value < 0 else ("X", "a win")
    return Problem(
        UNEVEN_START,
        f"On the empty board {mnk.board_text(mnk.initial_state())}, where every line is open to both sides"
        f" alike, it gives {_num(value)}, nearly {result} for {side} (a real one is {'-1' if value < 0 else '1'}):"
        " a line count gives 0 there, X's lines and O's cancel. A score that starts at another value (or a"
        " constant added to it) shifts every estimate, and a search then prefers a draw (0) to most positions,"
        " or the other way round.",
        "A board where neither side has an advantage is worth 0: start the running score at 0 (score = 0) and add"
        " no constant of your own to it.",
    )


def _floored_problem(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                     judge: Callable[[MNKState], float]) -> Problem | None:
    """A few whole-number steps, 0 on boards where X is clearly ahead but below 0 on every board
    where O is: a score divided with // (rounded down) and then squashed (tanh, a scale), so every
    score from 0 up to the divisor becomes 0 and every score below 0 a whole step lower."""
    found = sorted({values[mnk.key(s)] for s in unfinished})
    ahead_zero = [s for s in unfinished if judge(s) >= 0.1 and values[mnk.key(s)] == 0]
    behind = [s for s in unfinished if judge(s) <= -0.1]
    # Some board above 0 (X far ahead): never positive at all is an estimate clipped at 0, said elsewhere.
    if (len(found) > 7 or 0 not in found or found[-1] <= 0 or len(ahead_zero) < 3 or len(behind) < 3
            or any(values[mnk.key(s)] >= 0 for s in behind)):
        return None
    ahead = max(ahead_zero, key=judge)
    low = min(behind, key=lambda s: abs(values[mnk.key(s)]))
    return Problem(
        ROUNDS_DOWN,
        f"On every unfinished board it gives one of {len(found)} values ({', '.join(_num(v) for v in found)}):"
        f" 0 on {len(ahead_zero)} boards where X is clearly ahead, e.g. {mnk.board_text(ahead)}"
        f" ({explain_lines(mnk, ahead)}), while every board where O is clearly ahead gets less than 0, e.g."
        f" {_num(values[mnk.key(low)])} on {mnk.board_text(low)}. A score divided with // is rounded down before"
        " it is squashed: every score from 0 up to the divisor becomes 0, every score below 0 a whole step lower.",
        "Divide with / (true division), not // or int(): the estimate must keep its fraction.",
    )


def scores_cells_not_lines(source: Source) -> str | None:
    """The hint for a ranking that dead lines explain, when the code never reads the game's lines
    (a table of cell weights, the centre alone): there is no line to skip, so say what to count."""
    for node in source.nodes():
        named = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
        if "line" in named.lower() or "row" in named.lower():
            return None
    return ("Your code scores cells (where the stones are, a weight per cell or the centre alone), not lines: a"
            " cell's weight stands for every line through it, the lines that hold both colours too. Count, line"
            " by line, only the lines one side can still complete (no stone of the other), weighted by its"
            " stones, as in 3·X2 + X1 − (3·O2 + O1).")
