"""Checking a student's iterative deepening: ``fn(game, state, evaluate, max_depth)`` returns one
``(value, move)`` per iteration, for depths 1, 2, ... ``max_depth``.

Each iteration is compared with :func:`ttt_lab.search.alphabeta` at that depth (plain
utilities, the same evaluation): the value must be alpha-beta's, the move one of the moves
whose depth-limited value is the best. A wrong list is matched against typical bugs: depths
that do not go up one at a time, iterations one ply off, a move kept from the first
iteration.

Example:
    >>> from ttt_lab.search import alphabeta
    >>> def deepen(game, state, evaluate, max_depth):
    ...     found = []
    ...     for depth in range(1, max_depth + 1):
    ...         result = alphabeta(game, state, depth=depth, evaluate=evaluate)
    ...         found.append((result.value, result.move))
    ...     return found
    >>> check_iterative_deepening(deepen, quiet=True).passed
    True
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from ttt_lab.exercises.harness import _as_number, _close, _error_summary, _num, _Printed
from ttt_lab.exercises.report import (
    CRASHES,
    DEPTH_OFF_BY_ONE,
    NOT_A_NUMBER,
    WRONG_MOVE,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import alphabeta, line_evaluation

NOT_ONE_PER_DEPTH = "does not search each depth from 1 up, once"
STALE_MOVE = "keeps an earlier iteration's move"

_HINTS = {
    NOT_ONE_PER_DEPTH: "Loop depth = 1, 2, ... max_depth, run one depth-limited search per depth and append"
                       " its (value, move): the list has max_depth entries, the i-th for depth i + 1.",
    DEPTH_OFF_BY_ONE: "Iteration d searches d plies below the root: pass depth=d, not d - 1 or d + 1.",
    STALE_MOVE: "Each iteration's move is the one that iteration found best: take it from that search,"
                " not from the first one (an earlier move only decides what to try first).",
}

_POSITIONS = ((3, 3, 3, "XO./.X./..."), (3, 3, 3, "X../.O./..."), (4, 4, 3, "X.../.O../..../...."),
              (3, 3, 3, "XOX/.O./..."))
_MAX_DEPTH = 4


@cache
def _cases() -> tuple[tuple[Any, Any, Any, str], ...]:
    cases = []
    for m, n, k, text in _POSITIONS:
        game = TicTacToe() if (m, n, k) == (3, 3, 3) else MNK(m, n, k)
        cases.append((game, game.parse(text), line_evaluation(game), f"{text} on {m}x{n} k={k}"))
    return tuple(cases)


def _best_moves(game: Any, state: Any, depth: int, evaluate: Any) -> set[Any]:
    values = {move: alphabeta(game, game.result(state, move), depth=depth - 1, evaluate=evaluate).value
              for move in game.actions(state)}
    pick = max if game.to_move(state) == game.players[0] else min
    best = pick(values.values())
    return {move for move, value in values.items() if _close(value, best)}


@gives_up
def check_iterative_deepening(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check ``fn(game, state, evaluate, max_depth) -> [(value, move), ...]``, one pair per
    iteration from depth 1 to ``max_depth``, against alpha-beta at each depth.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "keeps an earlier iteration's move".
    """
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    failed = 0
    for game, state, evaluate, label in _cases():
        try:
            found = list(run(game, state, evaluate, _MAX_DEPTH))
        except Exception as error:
            failed += 1
            problems.append(Problem(CRASHES, f"On {label}: {_error_summary(error)}"))
            continue
        values = {d: alphabeta(game, state, depth=d, evaluate=evaluate).value for d in range(0, _MAX_DEPTH + 2)}
        if len(found) != _MAX_DEPTH:
            failed += 1
            problems.append(Problem(NOT_ONE_PER_DEPTH, f"On {label} with max_depth={_MAX_DEPTH} it returned"
                                    f" {len(found)} iterations.", _HINTS[NOT_ONE_PER_DEPTH]))
            continue
        pairs = [(item[0], item[1]) if isinstance(item, (tuple, list)) and len(item) == 2 else (item, None)
                 for item in found]
        numbers = [_as_number(value) for value, _ in pairs]
        if any(number is None for number in numbers):
            failed += 1
            problems.append(Problem(NOT_A_NUMBER, f"On {label} an iteration's value is not a number: {pairs}."))
            continue
        wrong = [d for d, number in enumerate(numbers, 1) if not _close(number, values[d])]  # type: ignore[arg-type]
        if wrong:
            failed += 1
            d = wrong[0]
            shifted = [all(_close(number, values[i + shift]) for i, number in enumerate(numbers, 1))  # type: ignore[arg-type]
                       for shift in (-1, 1)]
            name = DEPTH_OFF_BY_ONE if any(shifted) else WRONG_VALUE
            problems.append(Problem(name, f"On {label}, iteration {d} returned {_num(numbers[d - 1])};"
                                    f" alpha-beta to depth {d} gives {_num(values[d])}.", _HINTS.get(name, "")))
            continue
        for d, (_, move) in enumerate(pairs, 1):
            best = _best_moves(game, state, d, evaluate)
            if move not in best:
                failed += 1
                stale = d > 1 and move == pairs[0][1]
                name = STALE_MOVE if stale else WRONG_MOVE
                problems.append(Problem(name, f"On {label}, iteration {d} plays {move!r}; at depth {d} the best"
                                        f" moves are {sorted(best)}.", _HINTS.get(name, "")))
                break
    return _report("check_iterative_deepening", fn, problems + printed.notes(), len(_cases()), failed, quiet,
                   praise="Each iteration agrees with alpha-beta at its depth, value and move.")
