"""Checking a student's minimax, plain and depth-limited.

Both checkers run the student's function through the mirror on graded cases, small trees
made to tell the bugs apart (with MAX or MIN to move), seeded random trees and list boards,
and compare its answers with :func:`ttt_lab.search.minimax`. The depth-limited checker also
watches the ``evaluate`` it hands over: on which plies it is called, and whether on
finished games.

Example:
    >>> [case.label for case in _minimax_cases()[:3]]
    ['a leaf worth 6 where MIN is to move', 'a leaf worth 8 where MAX is to move', 'the one-level tree [4, -7, 9] from the root A']
    >>> _minimax_cases()[-1].position(), _minimax_cases()[-1].expected
    ('the board X.O/.X./O.. (X to move)', 1)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from ttt_lab.exercises.diagnosis import (
    _board_case,
    _Case,
    _common_problems,
    _explain_values,
    _failed_count,
    _run_cases,
    _tree_case,
)
from ttt_lab.exercises.harness import _board_text, _call, _Printed, _Watch
from ttt_lab.exercises.report import (
    DEPTH_OFF_BY_ONE,
    EVALUATES_TERMINAL,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.games.list_board import Board, ListBoardGame
from ttt_lab.games.trees import TreeGame, TreeState, aima_figure_5_2, random_tree
from ttt_lab.search import line_evaluation

# Boards for minimax: finished games (a win with cells left, a full-board
# draw), then games with a few moves left, X or O to move, won, lost and drawn.
_TERMINAL_BOARDS = ("XXX/OO./...", "XX./OOO/X..", "XOX/XOO/OXX", "OXO/XXO/XOX")
_PLAY_BOARDS = ("XO./.XO/...", "XOX/.O./...", "XOX/OX./..O", "XOX/XOO/...", "OX./.XO/X..", "XOX/O.O/X..",
                "X.O/.X./O..")


@cache
def _trees_for_minimax() -> tuple[tuple[Any, TreeState, str], ...]:
    fig = aima_figure_5_2()
    one_ply = TreeGame([4, -7, 9])
    min_one_ply = TreeGame([[4, -7, 9], 6])
    three_ply = TreeGame([[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]])
    items: list[tuple[Any, TreeState, str]] = [
        (min_one_ply, (1,), "a leaf worth 6 where MIN is to move"),
        (three_ply, (0, 0, 1), "a leaf worth 8 where MAX is to move"),
        (one_ply, (), "the one-level tree [4, -7, 9]"),
        (min_one_ply, (0,), "the tree [[4, -7, 9], 6]"),
        (fig, (), "AIMA Figure 5.2"),
        (fig, (1,), "AIMA Figure 5.2"),
        (three_ply, (), "the three-level tree [[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]]"),
        (three_ply, (1,), "the three-level tree [[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]]"),
    ]
    for seed in (1, 2, 3):
        tree = random_tree((2, 3), 4, seed=seed)
        items.append((tree, (), f"random_tree((2, 3), 4, seed={seed})"))
    return tuple(items)


@cache
def _minimax_cases() -> tuple[_Case, ...]:
    cases = [_tree_case(game, state, name) for game, state, name in _trees_for_minimax()]
    board_game = ListBoardGame()
    cases += [_board_case(board_game, text) for text in _TERMINAL_BOARDS + _PLAY_BOARDS]
    return tuple(cases)


def _tree_evaluation(game: TreeGame) -> Callable[[TreeState], float]:
    """A made-up heuristic for a textbook tree: a fixed number for each node, from its path."""

    def evaluate(state: TreeState) -> float:
        rng = random.Random(f"ttt_lab exercises {state}")  # str seeds are stable across runs
        return rng.randint(-9, 9) + 0.5

    return evaluate


@cache
def _depth_cases() -> tuple[_Case, ...]:
    cases = []
    three_ply = TreeGame([[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]])
    trees: list[tuple[Any, TreeState, str]] = [(three_ply, (), "the three-level tree [[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]]"),
             (three_ply, (1,), "the three-level tree [[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]]"),
             (TreeGame([[3, [2, 7]], [[5, 1], 4]]), (), "the tree [[3, [2, 7]], [[5, 1], 4]]")]
    for seed in (4, 5):
        trees.append((random_tree((2, 3), 4, seed=seed), (), f"random_tree((2, 3), 4, seed={seed})"))
    for game, state, name in trees:
        evaluate = _tree_evaluation(game)
        cases += [_tree_case(game, state, name, depth, evaluate) for depth in (0, 1, 2)]
    board_game = ListBoardGame()
    line_value = line_evaluation(board_game.mnk)

    def board_evaluation(board: Board) -> float:
        return line_value(board_game.mnk_state(board))

    for text, depth in (("XO./.X./...", 2), ("XOX/.O./...", 1), ("XOX/XOO/...", 2), ("XX./OO./...", 1),
                        ("X.O/.X./O..", 3)):
        cases.append(_board_case(board_game, text, depth, board_evaluation))
    return tuple(cases)


# ---------------------------------------------------------------------- minimax


@gives_up
def check_minimax(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check a student's minimax: ``fn(game, state) -> value``.

    ``fn`` must work on any game of the :class:`~ttt_lab.core.Game` protocol and return the
    value of ``state`` with perfect play, from MAX's view (``game.players[0]``), whoever is
    to move: +1 if X can force a win, 0 for a draw, -1 if O can; in textbook trees, the
    minimax value of the leaves below. Returning ``(value, move)`` is fine too.

    It is run on AIMA Figure 5.2, small trees made to tell bugs apart (with MAX or MIN to
    move), seeded random trees, finished boards and boards with a few moves left; boards are
    lists of rows (:class:`ListBoardGame`). The answers are compared with
    :func:`ttt_lab.search.minimax`.

    Args:
        fn: the student's function.
        quiet: do not print the message (the report still has it).

    Returns:
        A :class:`CheckReport`; its diagnosis names the problems found, the main one first.

    Example:
        A first attempt written for tic-tac-toe alone (the trees' players are MAX and MIN):

        >>> def my_minimax(game, state):
        ...     if game.is_terminal(state):
        ...         return game.utility(state, "X")
        ...     values = [my_minimax(game, game.result(state, a)) for a in game.actions(state)]
        ...     return max(values) if game.to_move(state) == "X" else min(values)
        >>> report = check_minimax(my_minimax)  # doctest: +ELLIPSIS
        check_minimax(my_minimax): ✘ 1 problem (11 of 22 cases went wrong).
          1. assumes the players are called X and O
             On a leaf worth 6 where MIN is to move it asked for game.utility(state, 'X'), but the players ...
             Hint: Name players through the game: game.players[0] is MAX (X in tic-tac-toe, "MAX" in ...
        >>> report.passed
        False
    """
    cases = _minimax_cases()
    printed = _Printed()
    outcomes = _run_cases(printed.wrap(fn), cases)
    problems = _common_problems(cases, outcomes, "function")
    problems += _explain_values(cases, outcomes, "function") + printed.notes()
    failed = _failed_count(cases, outcomes)
    return _report("check_minimax", fn, problems, len(cases), failed, quiet,
                   "It agrees with ttt_lab.search.minimax on every tree and board.")


@gives_up
def check_depth_limited_minimax(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check a student's depth-limited minimax: ``fn(game, state, depth, evaluate) -> value``.

    ``depth`` counts plies below ``state``: at depth 0 a position that is not finished is
    worth ``evaluate(state)``; a finished game is always worth its utility (never its
    evaluation); each child is searched with ``depth - 1``. Values are from MAX's view, as
    ``evaluate``'s are. The answers are compared with
    ``ttt_lab.search.minimax(game, state, depth=depth, evaluate=evaluate)``.

    Args:
        fn: the student's function.
        quiet: do not print the message.

    Returns:
        A :class:`CheckReport`.

    Example:
        >>> def my_search(game, state, depth, evaluate):
        ...     if game.is_terminal(state):
        ...         return game.utility(state, game.players[0])
        ...     if depth == 0:
        ...         return evaluate(state)
        ...     values = [my_search(game, game.result(state, a), depth - 1, evaluate)
        ...               for a in game.actions(state)]
        ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
        >>> check_depth_limited_minimax(my_search, quiet=True).passed
        True
    """
    cases = _depth_cases()
    printed = _Printed()
    run = printed.wrap(fn)
    outcomes = []
    depth_notes: list[tuple[_Case, list[int]]] = []
    finished_evaluated: list[tuple[_Case, Any]] = []
    for case in cases:
        watch = _Watch(case.game)
        state = watch.watch(case.make_state())
        game = case.game
        seen_depths: list[int] = []
        root_depth = _ply(game, state)
        inner = case.evaluate
        assert inner is not None

        def evaluate(s: Any, inner: Callable[[Any], float] = inner, seen: list[int] = seen_depths,
                     game: Any = game, root_depth: int = root_depth, case: _Case = case) -> float:
            seen.append(_ply(game, s) - root_depth)
            if game.is_terminal(s):
                finished_evaluated.append((case, s))
            return inner(s)

        outcomes.append(_call(run, watch, watch, state, case.depth, evaluate))
        depth_notes.append((case, seen_depths))
    problems = _common_problems(cases, outcomes, "function", "fn(game, state, depth, evaluate)")
    if finished_evaluated:
        case, state = finished_evaluated[0]
        problems.append(Problem(
            EVALUATES_TERMINAL,
            f"On {case.position()} it called evaluate on a finished game"
            f" ({_board_text(state) if isinstance(state, list) else 'a leaf'}), whose value is"
            " known exactly.",
            "Test game.is_terminal(state) before the depth: a finished game is worth its utility.",
        ))
    value_problems = _explain_values(cases, outcomes, "function")
    for i, problem in enumerate(value_problems):
        if problem.name == DEPTH_OFF_BY_ONE:
            wrong = [(case, depths) for case, depths in depth_notes if depths and case.depth is not None
                     and set(depths) != {case.depth}]
            if wrong:
                case, depths = wrong[0]
                value_problems[i] = Problem(
                    problem.name,
                    problem.detail + f"\nOn {case.position()} it called evaluate on positions"
                    f" {', '.join(str(d) for d in sorted(set(depths)))}"
                    f" {'ply' if set(depths) == {1} else 'plies'} below the state it was given,"
                    f" instead of {case.depth}.",
                    problem.hint,
                )
    problems += value_problems + printed.notes()
    return _report("check_depth_limited_minimax", fn, problems, len(cases), _failed_count(cases, outcomes),
                   quiet, "It agrees with ttt_lab.search.minimax(..., depth=..., evaluate=...) everywhere.")


def _ply(game: Any, state: Any) -> int:
    if isinstance(game, TreeGame):
        return len(state)
    if isinstance(game, ListBoardGame):
        return game.mnk_state(state).stones
    return 0
