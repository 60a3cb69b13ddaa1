"""Checking a student's negamax: ``fn(game, state) -> value`` for the side to move in ``state``.

Negamax is minimax's one-function twin: a position is worth, to the side to move, the
largest of its children's values *negated* (a child's value is the opponent's). The answers
are compared with :func:`ttt_lab.search.minimax` (MAX's value, turned to the mover's), and a
wrong one with what typical bugs give (small models of the wrong code).

Example:
    >>> def negamax(game, state):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.to_move(state))
    ...     return max(-negamax(game, game.result(state, a)) for a in game.actions(state))
    >>> check_negamax(negamax, quiet=True).passed
    True
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from ttt_lab.exercises.harness import _call, _close, _num, _Printed, _Watch
from ttt_lab.exercises.report import (
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import TreeGame, random_tree
from ttt_lab.search import minimax

FORGETS_NEGATION = "forgets to negate the children's values"
UTILITY_FOR_MAX = "scores finished games for MAX, not for the side to move"
VALUE_FOR_MAX = "returns MAX's value, not the side to move's"

_HINTS = {
    FORGETS_NEGATION: "A child's value is the opponent's: what is good for them is bad for you. Take the"
                      " largest of -negamax(child), not of negamax(child).",
    UTILITY_FOR_MAX: "At a finished game return game.utility(state, game.to_move(state)): the value for the"
                     " side to move there, like every other value negamax returns.",
    VALUE_FOR_MAX: "Negamax's values are always for the side to move at the position, MAX or MIN: do not"
                   " turn them back to MAX's view.",
}


def _bug_model(game: Any, state: Any, bug: str) -> float:
    """What negamax with ``bug`` returns: a model of the wrong code, so the checker can tell
    which mistake an answer comes from (the right value always comes from minimax itself).

    ``"no negation"`` takes the largest child value as it is; ``"max utility"`` scores a
    finished game for MAX instead of for the side to move there.
    """
    if game.is_terminal(state):
        mover = game.players[0] if bug == "max utility" else game.to_move(state)
        return game.utility(state, mover)  # type: ignore[no-any-return]
    values = [_bug_model(game, game.result(state, a), bug) for a in game.actions(state)]
    return max(values) if bug == "no negation" else max(-v for v in values)


@cache
def _cases() -> tuple[tuple[Any, Any, str], ...]:
    board = TicTacToe()
    trees = [(TreeGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]]), (), "AIMA Figure 5.2 (MAX to move)"),
             (TreeGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]]), (1,), "node C of Figure 5.2 (MIN to move)"),
             (TreeGame([[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]]), (), "a three-level tree"),
             (random_tree((2, 3), 4, seed=3), (), "random_tree((2, 3), 4, seed=3)")]
    boards = [(board, board.parse(text), f"the board {text}")
              for text in ("XO./.X./..O", "XOX/.O./...", "XX./OO./...", "XOX/OXO/...")]
    return tuple(trees + boards)


def _mover_sign(game: Any, state: Any) -> int:
    return 1 if game.to_move(state) == game.players[0] else -1


@gives_up
def check_negamax(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check ``fn(game, state) -> value``: the minimax value of ``state`` for the side to move there.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "forgets to negate the children's values".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    wrong: list[tuple[str, float, float, list[str]]] = []  # label, returned, expected, bugs that give it
    failed = 0
    for game, state, label in _cases():
        watch = _Watch(game)
        outcome = _call(run, watch, watch, state)
        answer = outcome.answer(label)
        if isinstance(answer, Problem):
            failed += 1
            problems.append(answer)
            continue
        sign = _mover_sign(game, state)
        expected = sign * minimax(game, state).value
        if _close(answer, expected):
            continue
        failed += 1
        guesses = {
            VALUE_FOR_MAX: sign * expected,
            FORGETS_NEGATION: _bug_model(game, state, "no negation"),
            UTILITY_FOR_MAX: _bug_model(game, state, "max utility"),
        }
        matching = [name for name, value in guesses.items()
                    if (sign < 0 or name != VALUE_FOR_MAX) and _close(answer, value)]
        wrong.append((label, answer, expected, matching))
    if wrong:
        # The bug that explains every wrong answer, when one does; else the first answer's.
        common = [name for name in wrong[0][3] if all(name in names for *_, names in wrong)]
        name = (common or wrong[0][3] or [WRONG_VALUE])[0]
        label, returned, expected, _ = wrong[0]
        problems.append(Problem(name, f"On {label} it returned {_num(returned)}; for the side to move the"
                                f" value is {_num(expected)}.", _HINTS.get(name, "")))
    return _report("check_negamax", fn, problems + printed.notes(), len(_cases()), failed, quiet,
                   praise="Its values are minimax's, seen from the side to move.")
