"""Checking a student's quiescence search: ``fn(game, state, evaluate) -> value`` for a position
at the depth limit, from MAX's view.

Past the horizon only forcing moves count: a win in one; else the blocks an opponent's threat
forces (no standing pat: declining loses); else the moves that make a threat, with
``evaluate(state)`` as the *stand-pat* value of declining them all. The answer is compared with
``alphabeta(game, state, depth=0, evaluate=evaluate, quiescence=True)`` on positions whose
forced win or block lies just past the horizon; a wrong one with what typical bugs give: the
evaluation alone, the exact value (every move searched), the search with the evaluation
turned to the mover's view.

Example:
    >>> def quiesce(game, state, evaluate):
    ...     me = game.to_move(state)
    ...     you = "O" if me == "X" else "X"
    ...     maximizing = me == "X"
    ...     if game.is_terminal(state):
    ...         return game.utility(state, "X")
    ...     moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    ...     stand = None
    ...     if not moves:
    ...         stand = evaluate(state)
    ...         moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    ...     values = [quiesce(game, game.result(state, m), evaluate) for m in moves]
    ...     values += [] if stand is None else [stand]
    ...     return max(values) if maximizing else min(values)
    >>> check_quiescence(quiesce, quiet=True).passed
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
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import alphabeta, line_evaluation, solve

STOPS_AT_HORIZON = "stops at the horizon"
SEARCHES_QUIET = "searches quiet moves too"
NO_STAND_PAT = "has no stand-pat bound"
STAND_PAT_WRONG_SIDE = "stands pat from the wrong side"

_HINTS = {
    STOPS_AT_HORIZON: "At the depth limit, before evaluating, look for forcing moves: a win in one, a block"
                      " the opponent's threat forces, a threat of your own. Only a quiet position is just"
                      " evaluated.",
    SEARCHES_QUIET: "Past the horizon search only forcing moves (wins, forced blocks, threats): a quiet move"
                    " there makes the search as wide as a full one and never ends early.",
    NO_STAND_PAT: "The side to move may decline every threat: count evaluate(state) as one of its options"
                  " (the stand-pat), unless a block is forced.",
    STAND_PAT_WRONG_SIDE: "evaluate(state) is MAX's view everywhere: use it as it is for both sides, MAX"
                          " takes the largest option and MIN the smallest.",
}


@cache
def _cases() -> tuple[tuple[Any, Any, Any, str], ...]:
    board, wide = TicTacToe(), MNK(4, 4, 3)
    cases = []
    for game, texts in ((board, ("XX./O../O..", "XO./.X./...", "X../.O./...", "XO./XO./...", "OX./.X./..O",
                                 "X.O/.O./X..", ".X./.O./...", ".X./..X/XOO", ".XO/X.O/..X")),
                        (wide, ("..../.XO./..../....", "X.../.O../..../....", "XO../.X../..../...."))):
        evaluate = line_evaluation(game)
        cases += [(game, game.parse(text), evaluate, f"{text} ({game.to_move(game.parse(text))} to move)")
                  for text in texts]
    return tuple(cases)


def _quiescence(game: Any, state: Any, evaluate: Any) -> float:
    return alphabeta(game, state, depth=0, evaluate=evaluate, quiescence=True).value


def _mover_view(game: Any, evaluate: Any) -> Callable[[Any], float]:
    """``evaluate`` turned to the side to move's view: what a wrong-side stand-pat uses."""

    def turned(state: Any) -> float:
        value = evaluate(state)
        return value if game.to_move(state) == game.players[0] else -value  # type: ignore[no-any-return]

    return turned


@gives_up
def check_quiescence(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check ``fn(game, state, evaluate) -> value``: the quiescence value of ``state`` (at the
    depth limit) for MAX, searching only forcing moves past it.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "stops at the horizon".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    wrong: list[tuple[str, float, float, float, list[str]]] = []  # label, got, expected, stand, bugs giving it
    failed = 0
    for game, state, evaluate, label in _cases():
        watch = _Watch(game)
        outcome = _call(run, watch, watch, state, evaluate)
        if outcome.too_many:
            failed += 1
            problems.append(Problem(SEARCHES_QUIET, f"On {label} it searched more than {watch.cap:,} positions:"
                                    " far more than the forcing moves lead to.", _HINTS[SEARCHES_QUIET]))
            continue
        answer = outcome.answer(label)
        if isinstance(answer, Problem):
            failed += 1
            problems.append(answer)
            continue
        expected = _quiescence(game, state, evaluate)
        got = answer
        if _close(got, expected):
            continue
        failed += 1
        stand = evaluate(state)
        maximizing = game.to_move(state) == game.players[0]
        matching = [name for name, fits in (
            (STOPS_AT_HORIZON, _close(got, stand)),
            (STAND_PAT_WRONG_SIDE, _close(got, _quiescence(game, state, _mover_view(game, evaluate)))),
            (NO_STAND_PAT, _close(expected, stand) and (got < stand if maximizing else got > stand)),
            (SEARCHES_QUIET, _close(got, solve(game, state).value)),  # every move searched: the exact value
        ) if fits]
        wrong.append((label, got, expected, stand, matching))
    if wrong:
        # The bug that explains every wrong answer, when one does; else the first answer's.
        common = [name for name in wrong[0][4] if all(name in names for *_, names in wrong)]
        name = (common or wrong[0][4] or [WRONG_VALUE])[0]
        label, got, expected, stand, _ = wrong[0]
        problems.append(Problem(name, f"On {label} it returned {_num(got)}; the quiescence value is"
                                f" {_num(expected)} (the evaluation says {_num(stand)}).", _HINTS.get(name, "")))
    return _report("check_quiescence", fn, problems + printed.notes(), len(_cases()), failed, quiet,
                   praise="It follows the forcing moves past the horizon and stands pat where the position is quiet.")
