"""Checking a student's expectimax: ``fn(game, state) -> value`` or ``(value, move)``.

The graded cases are chance trees whose probabilities are uneven (so that a plain average
differs from the weighted one), a chance node whose outcomes are all worth the same (any
weights that sum to 1 give that value back), trees where MIN moves above chance, and
tic-tac-toe against an opponent modelled as random. Each wrong answer is compared with
what a typical bug would give, computed by :func:`ttt_lab.search.expectimax` itself on
the game reinterpreted that way (chance taken for MIN or MAX, or its outcomes for equally
likely); a chance node whose outcomes were not all visited means the function pruned there.

Example:
    >>> def plain_average(game, state):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     values = [plain_average(game, game.result(state, a)) for a in game.actions(state)]
    ...     if game.is_chance(state):
    ...         return sum(values) / len(values)
    ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
    >>> check_expectimax(plain_average, quiet=True).names
    ['takes the plain average at chance nodes']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ttt_lab.core import CHANCE, Player
from ttt_lab.exercises.harness import _call, _close, _num, _Outcome, _Printed, _Watch
from ttt_lab.exercises.report import (
    WRONG_MOVE,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.games.chance import ChanceTreeGame, RandomOpponent, max_die_min_tree
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search.expectimax import expectimax

UNWEIGHTED = "takes the plain average at chance nodes"
MIN_AT_CHANCE = "takes the min at chance nodes"
MAX_AT_CHANCE = "takes the max at chance nodes"
PRUNES_AT_CHANCE = "prunes at chance nodes"
WEIGHTS_NOT_ONE = "uses probabilities that don't sum to 1"

_HINTS = {
    UNWEIGHTED: "A chance node is worth the sum of p × value over its outcomes, with the p of"
                " game.outcomes(state): an unlikely outcome must count less than a likely one.",
    MIN_AT_CHANCE: "Chance is not an opponent: at a node where game.is_chance(state) is true, average"
                   " the outcomes weighted by their probabilities instead of taking the smallest.",
    MAX_AT_CHANCE: "Chance is not on your side: at a chance node average the outcomes weighted by"
                   " their probabilities instead of taking the largest.",
    PRUNES_AT_CHANCE: "Every outcome of a chance node counts in its average, however the first ones"
                      " turned out: visit them all. Only MAX and MIN nodes may stop early.",
    WEIGHTS_NOT_ONE: "The weights of a chance node must add up to 1: use each outcome's probability once,"
                     " for every outcome, and do not divide the weighted sum again.",
}


@dataclass(frozen=True)
class _ChanceCase:
    game: Any
    state: Any
    label: str


class _Reinterpreted:
    """``game`` with its chance nodes read another way: as MIN's or MAX's nodes, or with
    equally likely outcomes. Searching it with expectimax gives what a bug would."""

    def __init__(self, game: Any, rule: str) -> None:
        self._game, self._rule = game, rule
        self.players = game.players

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def is_chance(self, state: Any) -> bool:
        return self._rule == "mean" and self._game.is_chance(state)

    def to_move(self, state: Any) -> Player:
        if self._rule in ("min", "max") and self._game.is_chance(state):
            return self.players[self._rule == "min"]  # type: ignore[no-any-return]
        return self._game.to_move(state)  # type: ignore[no-any-return]

    def outcomes(self, state: Any) -> list[tuple[Any, float]]:
        moves = self._game.actions(state)
        return [(move, 1 / len(moves)) for move in moves]


class _ChanceWatch(_Watch):
    """The mirror, noting which outcomes of each chance node the student's function tried."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.tried: dict[Any, set[Any]] = {}

    def result(self, state: Any, move: Any) -> Any:
        if not self._game.is_terminal(state) and self._game.is_chance(state):
            self.tried.setdefault(state, set()).add(move)
        return super().result(state, move)

    def is_chance(self, state: Any) -> bool:
        self._tick("is_chance", state)
        return self._game.is_chance(state)  # type: ignore[no-any-return]


@cache
def _cases() -> tuple[_ChanceCase, ...]:
    backgammon = ChanceTreeGame(
        [[(0.25, [[(0.5, 3), (0.5, -1)], [(0.9, 0), (0.1, 4)]]), (0.75, [[(0.5, 2), (0.5, 2)], [(0.2, 6), (0.8, -3)]])],
         [(0.6, [[(0.5, 1), (0.5, 1)], [(0.3, 5), (0.7, 2)]]), (0.4, [[(0.5, -2), (0.5, 8)], [(0.1, 0), (0.9, 1)]])]],
        levels=("MAX", "CHANCE", "MIN", "CHANCE"),
    )
    board = TicTacToe()
    model = RandomOpponent(board, "O")
    return (
        _ChanceCase(ChanceTreeGame([(0.25, 8), (0.75, 4)], levels=("CHANCE",)), (),
                    "a chance node: 8 with probability 1/4, 4 with probability 3/4"),
        _ChanceCase(ChanceTreeGame([(0.2, 6), (0.3, 6), (0.5, 6)], levels=("CHANCE",)), (),
                    "a chance node whose three outcomes are all worth 6"),
        _ChanceCase(max_die_min_tree(), (), "a tree shaped like the top of AIMA's backgammon tree (MAX, a die, MIN)"),
        _ChanceCase(ChanceTreeGame([[(0.9, -2), (0.1, 9)], [(0.5, 1), (0.5, 0)]], levels=("MIN", "CHANCE")), (),
                    "MIN to move above two chance nodes"),
        _ChanceCase(ChanceTreeGame([[(0.5, 6), (0.5, 2)], [(0.5, 9), (0.5, 0)]], levels=("MAX", "CHANCE")), (),
                    "MAX to move above two even coins"),
        _ChanceCase(backgammon, (), "a four-level tree: MAX, chance, MIN, chance"),
        *(_ChanceCase(model, board.parse(text), f"tic-tac-toe {text} (X to move) against a random O")
          for text in ("XO./.X./..O", "XOX/.O./...")),
    )


def _explain(case: _ChanceCase, got: float) -> str | None:
    """The bug whose value ``got`` is on ``case``, if one of the typical ones gives it."""
    for rule, name in (("mean", UNWEIGHTED), ("min", MIN_AT_CHANCE), ("max", MAX_AT_CHANCE)):
        buggy = expectimax(_Reinterpreted(case.game, rule), case.state).value
        if _close(got, buggy):
            return name
    return None


@gives_up
def check_expectimax(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check a student's expectimax: ``fn(game, state) -> value``, or ``(value, move)``.

    ``fn`` must return the expected value of ``state`` for MAX (``game.players[0]``): the
    utility at a finished game, the largest child value where MAX moves, the smallest where
    MIN moves, and where ``game.is_chance(state)`` the sum of ``p × value`` over
    ``game.outcomes(state)``. With ``(value, move)``, the move must be one of the best.

    Args:
        fn: the student's function.
        quiet: do not print the report (it is returned either way).

    Returns:
        A :class:`CheckReport`: its names are the bugs found, e.g. "takes the min at chance
        nodes", "prunes at chance nodes".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    failed = 0
    for case in _cases():
        watch = _ChanceWatch(case.game)
        outcome: _Outcome = _call(run, watch, watch, case.state)
        expected = expectimax(case.game, case.state)
        answer = outcome.answer(case.label)
        if isinstance(answer, Problem):
            failed += 1
            problems.append(answer)
            continue
        skipped = {state: set(watch.actions(state)) - moves for state, moves in watch.tried.items()
                   if set(watch.actions(state)) - moves}
        if skipped:
            failed += 1
            problems.append(Problem(
                PRUNES_AT_CHANCE,
                f"On {case.label} it never tried the outcomes {sorted(map(str, next(iter(skipped.values()))))}"
                " of a chance node it entered.", _HINTS[PRUNES_AT_CHANCE]))
        if not _close(answer, expected.value):
            failed += not skipped
            name = _explain(case, answer)
            if name is None and case.label.startswith("a chance node whose"):
                name = WEIGHTS_NOT_ONE
            detail = f"On {case.label} it returned {_num(answer)}; the expected value is {_num(expected.value)}."
            problems.append(Problem(name or WRONG_VALUE, detail, _HINTS.get(name or "", "")))
            continue
        move = outcome.value[1] if isinstance(outcome.value, (tuple, list)) and len(outcome.value) == 2 else None
        if move is not None and watch.to_move(case.state) != CHANCE and move not in expected.best_moves():
            failed += 1
            problems.append(Problem(
                WRONG_MOVE, f"On {case.label} the value {_num(answer)} is right but the move {move!r} is not:"
                f" the best are {expected.best_moves()}.",
                "Keep the move whose value is best, as you keep the value."))
    return _report("check_expectimax", fn, problems + printed.notes(), len(_cases()), failed, quiet,
                   praise="It averages chance nodes by their probabilities and agrees with ttt_lab.search.expectimax.")
