"""An evaluation that reads one feature of the board instead of its open lines: the centre square
alone (blind18's e03, a C++ SmartEval), or neighbouring pairs of stones (blind18's e06, a Connect
Four streak count ported to 3x3).

Named only when the feature explains every value: every probed position (the sampled ones and
every board of one or two stones) gets the value the feature predicts, so positions with the same
feature get one value whatever their open lines, which the line count (the judge) tells apart.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.evaluation_blind_spots import _probe_values
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.report import WRONG_PLAYER, Problem
from ttt_lab.games.mnk import MNK, MNKState

CENTRE_ONLY = "scores only the centre square"
COUNTS_PAIRS = "counts neighbouring pairs of stones, not open lines"

_LINE_COUNT = "stones of one side only, add its weight for X (subtract it for O), as in 3·X2 + X1 − (3·O2 + O1)."
"""The rule both hints point to: the open lines, weighted, X's minus O's."""

_PAIR_DIRECTIONS = (("the rows", ((0, 1),)), ("the rows and columns", ((0, 1), (1, 0))),
                    ("every direction", ((0, 1), (1, 0), (1, 1), (1, -1))))


def feature_problems(mnk: MNK, unfinished: list[MNKState], values: dict[int, float], judge: Callable[[MNKState], float],
                     fn: Callable[[Any], Any], shown: Callable[[MNKState], Any]) -> list[Problem]:
    """The problems of an evaluation whose every value one feature of the board explains, or []."""
    if mnk.n != mnk.m or mnk.n % 2 == 0 or not unfinished:
        return []
    states = _probe_values(mnk, unfinished, values, fn, shown)
    value = {mnk.key(s): values[mnk.key(s)] for s in states}
    (centre,) = mnk.centre_cells()  # one cell: the board is square with an odd side
    by_centre: dict[Any, set[float]] = {}
    for s in states:
        by_centre.setdefault(mnk.stone_at(s, centre), set()).add(round(value[mnk.key(s)], 9))
    if len(by_centre) == 3 and all(len(v) == 1 for v in by_centre.values()) and len(set.union(*by_centre.values())) == 3:
        return _centre_problems(mnk, states, value, judge, {k: next(iter(v)) for k, v in by_centre.items()}, centre)
    for words, directions in _PAIR_DIRECTIONS:
        counts = {mnk.key(s): _pairs(mnk, s, directions) for s in states}
        scale = next((value[k] / c for k, c in counts.items() if c), None)
        if scale is None or scale <= 0 or not all(_close(value[k], scale * c) for k, c in counts.items()):
            continue
        blind = next(((a, b) for a, b in itertools.combinations(states, 2) if counts[mnk.key(a)] == counts[mnk.key(b)]
                      and not _close(judge(a), judge(b)) and judge(a) > 0 > judge(b)), None)
        if blind is None:
            return []
        a, b = blind
        return [Problem(
            COUNTS_PAIRS,
            f"Every value it gave is {_num(scale)} × (X's pairs of neighbouring stones in {words} − O's): "
            f"{mnk.board_text(a)} and {mnk.board_text(b)} both get {_num(value[mnk.key(a)])}, though the first is better for X"
            " and the second for O (by their open lines). Two stones side by side are no line, and a line blocked by the"
            " other side's stone is worth nothing.",
            "Count lines, not neighbours: for each of game.lines (rows, columns and both diagonals) that holds"
            f" {_LINE_COUNT}",
        )]
    return []


def _pairs(mnk: MNK, state: MNKState, directions: tuple[tuple[int, int], ...]) -> int:
    """X's pairs of neighbouring equal stones along ``directions`` minus O's."""
    count = 0
    for r, c in itertools.product(range(mnk.n), range(mnk.m)):
        for dr, dc in directions:
            if 0 <= r + dr < mnk.n and 0 <= c + dc < mnk.m:
                a, b = mnk.stone_at(state, (r, c)), mnk.stone_at(state, (r + dr, c + dc))
                count += (a == b == "X") - (a == b == "O")
    return count


def _centre_problems(mnk: MNK, states: list[MNKState], value: dict[Any, float], judge: Callable[[MNKState], float],
                     by_centre: dict[Any, float], centre: tuple[int, int]) -> list[Problem]:
    """Every value one of three numbers, by the centre square's stone (X's, O's, none)."""
    group = [s for s in states if mnk.stone_at(s, centre) is None]
    pair = next(((a, b) for a, b in itertools.combinations(group, 2) if judge(a) > 0 > judge(b)), None)
    if pair is None:
        return []
    a, b = pair
    found = [Problem(
        CENTRE_ONLY,
        f"Every value it gave is one of three numbers, by the centre square alone: {_num(by_centre.get('X', 0))} with"
        f" X there, {_num(by_centre.get('O', 0))} with O, {_num(by_centre[None])} when it is empty."
        f" {mnk.board_text(a)} and {mnk.board_text(b)} both get {_num(value[mnk.key(a)])}, though the first is better for X"
        " and the second for O (by their open lines).",
        "The centre is one square of four lines; the estimate is about the lines: for each of game.lines that"
        f" holds {_LINE_COUNT}",
    )]
    if by_centre["X"] < by_centre["O"]:
        found.insert(0, Problem(
            WRONG_PLAYER,
            f"A centre X, good for X, gets {_num(by_centre['X'])} and a centre O gets {_num(by_centre['O'])}: it scores"
            " from O's view.",
            "The estimate is from X's view (MAX, game.players[0]): X's stones count for it, O's against it.",
        ))
    return found
