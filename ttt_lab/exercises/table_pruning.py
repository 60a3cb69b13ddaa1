"""The pruning of a table alpha-beta's search, judged as :func:`check_alphabeta` judges it.

A table alpha-beta whose values are right may still never prune (``continue`` where ``break``
belongs) or prune too little (a bound narrowed by the wrong side): its values stay right, so
only the positions it scores tell. With a table that remembers nothing, the search is plain
depth-limited alpha-beta; the positions it scores (``evaluate`` at the horizon, ``utility`` at
a finished game), in order, are compared with those of :func:`knobbed_alphabeta` run on the
depth-limited game (:class:`_Horizon`): right under either pruning convention, or reproduced
exactly by one of alpha-beta's pruning slips, which then names it. Where no slip reproduces
every search, nothing is said: named wrongly is worse than unnamed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

from ttt_lab.exercises.alphabeta_models import alphabeta_mistakes, knobbed_alphabeta
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _call, _Watch
from ttt_lab.exercises.report import (
    KEEPS_VISITING,
    NARROWS_BOTH,
    NEVER_PRUNES,
    NO_ALPHA_UPDATE,
    NO_BETA_UPDATE,
    STRICT,
    WINDOW_NOT_PASSED,
    WRONG_BOUND,
    Problem,
)

_PRUNING_NAMES = {KEEPS_VISITING, NO_ALPHA_UPDATE, NO_BETA_UPDATE, NARROWS_BOTH, WINDOW_NOT_PASSED, WRONG_BOUND}
"""Alpha-beta's slips that change which positions are scored and, on a search from the full
window, never the value: the ones a table alpha-beta with right values may still have."""


class _Horizon:
    """``game`` cut at a depth: a state is (position, plies left); a position at the horizon is
    finished, scored by ``evaluate``, so that alpha-beta on trees runs unchanged on it."""

    def __init__(self, game: Any, evaluate: Callable[[Any], float]) -> None:
        self.game, self.evaluate = game, evaluate
        self.players = game.players

    def is_terminal(self, state: tuple[Any, int]) -> bool:
        return bool(state[1] <= 0 or self.game.is_terminal(state[0]))

    def utility(self, state: tuple[Any, int], player: Any) -> float:
        position = state[0]
        return float(self.game.utility(position, player) if self.game.is_terminal(position)
                     else self.evaluate(position))

    def to_move(self, state: tuple[Any, int]) -> Any:
        return self.game.to_move(state[0])

    def actions(self, state: tuple[Any, int]) -> list[Any]:
        return list(self.game.actions(state[0]))

    def result(self, state: tuple[Any, int], move: Any) -> tuple[Any, int]:
        return self.game.result(state[0], move), state[1] - 1


class _Scored:
    """The positions a search scores, in order, one entry per run of calls on the same one."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.keys: list[Hashable] = []

    def note(self, state: Any) -> None:
        key = self.game.key(state)
        if not self.keys or self.keys[-1] != key:
            self.keys.append(key)


class _ScoringWatch(_Watch):
    """The watched game, noting each finished position whose utility is asked."""

    def __init__(self, game: Any, scored: _Scored, cap: int) -> None:
        super().__init__(game, cap=cap)
        self._scored = scored

    def utility(self, state: Any, player: Any) -> float:
        if self._game.is_terminal(state):
            self._scored.note(state)
        return super().utility(state, player)


def _pruning_catalogue() -> list[Mistake]:
    return [m for m in alphabeta_mistakes() if m.name in _PRUNING_NAMES]


def table_pruning_problems(run: Callable[..., Any], game: Any, evaluate: Callable[[Any], float],
                           searches: list[tuple[Any, int, float, float, str]],
                           forgetful: Callable[[], Any]) -> list[Problem]:
    """The pruning problem of ``run`` (``fn(game, state, depth, evaluate, alpha, beta, table)``)
    on ``searches`` (position, depth, alpha, beta, label), each with a ``forgetful()`` table;
    ``[]`` when it prunes as alpha-beta does (either convention; the strict one as a note) or
    when no slip reproduces what it scored. Windows narrower than the full one tell apart slips
    that all score every position from the full window (no cut, no window passed, a bound never
    narrowed)."""
    seen: list[list[Hashable]] = []
    for state, depth, alpha, beta, _ in searches:
        scored = _Scored(game)

        def scoring(position: Any, scored: _Scored = scored) -> float:
            scored.note(position)
            return evaluate(position)

        watch = _ScoringWatch(game, scored, cap=400_000)
        outcome = _call(run, watch, watch, state, depth, scoring, alpha, beta, forgetful())
        if outcome.number is None:
            return []
        seen.append(scored.keys)
    horizon = _Horizon(game, evaluate)

    def predicted(knobs: dict[str, Any], on_equal: bool) -> list[list[Hashable]]:
        return [_merged([game.key(leaf[0]) for leaf in knobbed_alphabeta(
            horizon, (state, depth), knobs, on_equal=on_equal, window=(alpha, beta))[1]])
            for state, depth, alpha, beta, _ in searches]

    right = {on_equal: predicted({}, on_equal) for on_equal in (True, False)}
    if seen == right[True]:
        return []
    if seen == right[False]:
        return [Problem(STRICT, "It stops only when v > beta / v < alpha (Berkeley CS188's convention), which is"
                        " not wrong in itself; this course (like AIMA) stops on equality too and prunes more.",
                        note=True)]
    full = [i for i, search in enumerate(searches) if (search[2], search[3]) == (-math.inf, math.inf)]
    every = predicted({"after_cut": "continue"}, True)
    for on_equal in (True, False):
        fits = [m for m in _pruning_catalogue() for style in (None, "window")
                if predicted({**dict(m.knobs), "cut_style": style}, on_equal) == seen]
        if not fits:
            continue
        index = next(i for i in full + list(range(len(seen))) if seen[i] != right[on_equal][i])
        label, wanted, count = searches[index][4], len(right[on_equal][index]), len(seen[index])
        if len({m.name for m in fits}) == 1:
            mistake = fits[0]
            return [Problem(mistake.name, f"With a table that remembers nothing its values are right, but on"
                            f" {label} it scored {count} positions where alpha-beta scores {wanted}. That is what"
                            f" you get from code that {mistake.because}; it explains every position your function"
                            " scored, with every window.", mistake.hint)]
        if seen == every:
            causes = list(dict.fromkeys(m.because for m in fits))
            return [Problem(
                NEVER_PRUNES,
                f"With a table that remembers nothing its values are right, but on {label} it scored all"
                f" {count} positions a search without pruning scores; alpha-beta scores {wanted}. It never pruned"
                " on any search, whatever the window.",
                "Each of these slips gives exactly the positions your function scored; look for the one in your"
                " code: it " + "; or it ".join(causes) + ".",
            )]
        return []  # slips of different names fit alike: naming one would be a guess
    return []


def _merged(keys: list[Hashable]) -> list[Hashable]:
    out: list[Hashable] = []
    for key in keys:
        if not out or out[-1] != key:
            out.append(key)
    return out
