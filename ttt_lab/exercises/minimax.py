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
    ('the board .X./.O./.X. (O to move)', -1)
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import Any

from ttt_lab.exercises.chained_children import name_chained_search
from ttt_lab.exercises.child_call_models import name_depth_kept
from ttt_lab.exercises.depth_windows import name_window_slip
from ttt_lab.exercises.diagnosis import (
    _board_case,
    _Case,
    _common_problems,
    _explain_values,
    _failed_count,
    _run_cases,
    _student_at,
    _tree_case,
)
from ttt_lab.exercises.harness import _board_text, _call, _close, _num, _Outcome, _Printed, _Watch
from ttt_lab.exercises.kept_state import snapshot
from ttt_lab.exercises.limit_in_loop import name_limit_in_loop
from ttt_lab.exercises.loop_source import (
    name_always_true_test,
    name_nested_branch,
    name_reversed_update,
    name_self_comparison,
    name_unreachable,
)
from ttt_lab.exercises.minimax_mistakes import OUTCOME_SUM, zero_taken_for_missing
from ttt_lab.exercises.move_helper_models import (
    ROOT_MOVE_HINTS,
    SAME_MOVER_CHILD,
    last_move_chosen,
    root_move_slips,
)
from ttt_lab.exercises.move_records import name_move_slips
from ttt_lab.exercises.remembered_answers import name_memo_between_calls
from ttt_lab.exercises.report import (
    DEPTH_OFF_BY_ONE,
    EVALUATES_TERMINAL,
    NO_MOVE,
    OUT_OF_RANGE,
    RETURNS_INDEX,
    RETURNS_POSITION,
    WRONG_DRAW,
    WRONG_MOVE,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.scope_models import (
    name_flag_below_root,
    name_unflipped_flag,
    stale_global_move,
)
from ttt_lab.exercises.sign_models import INFINITE_WINS
from ttt_lab.exercises.start_models import quote_reduce_start
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.exercises.terminal_models import DRAWS_EVERY_END, name_draw_first, wins_evaluated
from ttt_lab.exercises.terminal_source import finished_game_evaluated_above
from ttt_lab.exercises.window_source import name_bound_from_other, name_empty_window
from ttt_lab.games.list_board import Board, ListBoardGame
from ttt_lab.games.trees import TreeGame, TreeState, aima_figure_5_2, random_tree
from ttt_lab.search import line_evaluation, minimax

# Finished boards (a win with cells left, a full-board draw), then won, lost, drawn ones X or O moves in.
_TERMINAL_BOARDS = ("XXX/OO./...", "XX./OOO/X..", "XOX/XOO/OXX", "OXO/XXO/XOX")
_PLAY_BOARDS = ("XO./.XO/...", "XOX/.O./...", "XOX/OX./..O", "XOX/XOO/...", "OX./.XO/X..", "XOX/O.O/X..",
                "X.O/.X./O..",
                # Six cells left and O's win found only on the fifth ply: a full search with a depth cap of its own
                # copied from a depth-limited example (`if depth == maxdepth: return 0` with maxdepth = 5, tested
                # before the winner) answers 0 here, and right on every shallower case (wave 39's mm_02).
                ".X./.O./.X.")


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
    # Values beyond +-10, where a finite sentinel taken for infinity (INF = 10, "the largest game value")
    # is the best a node keeps: every other tree's values lie within it (wave 22's mm_01 passed).
    items.append((TreeGame([[12, 15], [-20, -11]]), (), "the tree [[12, 15], [-20, -11]]"))
    items.append((TreeGame([-12, -15, -30]), (), "the one-level tree [-12, -15, -30]"))
    # A best move after a dip (high, low, middle): code comparing each child with the one before it, not with the
    # best so far, keeps the middle one; every other root's values rise or fall where that code errs.
    items.append((TreeGame([9, -7, 4]), (), "the one-level tree [9, -7, 4]"))
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
             (TreeGame([[3, [2, 7]], [[5, 1], 4]]), (), "the tree [[3, [2, 7]], [[5, 1], 4]]"),
             # three moves at MIN: trying only the first and skipping the last part here
             (TreeGame([[4, -2, 6], [3, 9, 1]]), (), "the tree [[4, -2, 6], [3, 9, 1]]"),
             # finished games worth 0 whose evaluation is not 0: `value or evaluate(state)` takes 0 for missing
             (TreeGame([[0, 5], [3, 0]]), (), "the tree [[0, 5], [3, 0]]")]
    for seed in (4, 5):
        trees.append((random_tree((2, 3), 4, seed=seed), (), f"random_tree((2, 3), 4, seed={seed})"))
    for game, state, name in trees:
        evaluate = _tree_evaluation(game)
        cases += [_tree_case(game, state, name, depth, evaluate) for depth in (0, 1, 2)]
    board_game = ListBoardGame()
    line_value = line_evaluation(board_game.mnk)

    def board_evaluation(board: Board) -> float:
        return line_value(board_game.mnk_state(board))

    for text, depth in (("XO./.X./...", 2), ("XOX/.O./...", 1), ("XOX/XOO/...", 2), ("XX./OO./...", 1), ("X.O/.X./O..", 3),
                        # finished already, above the horizon: code that tests only the children in its loop
                        ("XXX/OO./...", 2), ("XOX/XOO/OX.", 2)):  # and a full draw one ply below: code stopping only at wins
        cases.append(_board_case(board_game, text, depth, board_evaluation))
    return tuple(cases)


# ---------------------------------------------------------------------- minimax


@gives_up
@diagnoses
def check_minimax(fn: Callable[..., Any], *, with_move: bool = False, quiet: bool = False) -> CheckReport:
    """Check a student's minimax: ``fn(game, state) -> value``, or ``(value, move)``.

    ``fn`` must work on any game of the :class:`~ttt_lab.core.Game` protocol and return the
    value of ``state`` with perfect play, from MAX's view (``game.players[0]``), whoever is
    to move: +1 if X can force a win, 0 for a draw, -1 if O can; in textbook trees, the
    minimax value of the leaves below. When it returns ``(value, move)``, the move is judged
    too: where the game is not over it must be one of the moves that keep the value (any of
    them, if several do).

    It is run on AIMA Figure 5.2, small trees made to tell bugs apart (with MAX or MIN to
    move), seeded random trees, finished boards and boards with a few moves left; boards are
    lists of rows (:class:`ListBoardGame`). The answers are compared with
    :func:`ttt_lab.search.minimax`.

    Args:
        fn: the student's function.
        with_move: a move is required: a function that returns a value alone fails with
            "returns no move".
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
        check_minimax(my_minimax): ✘ 1 problem (14 of 26 cases went wrong).
          1. assumes the players are called X and O
             On a leaf worth 6 where MIN is to move it asked for game.utility(state, 'X'), but the players ...
             Hint: Name players through the game: game.players[0] is MAX (X in tic-tac-toe, "MAX" in ...
        >>> report.passed
        False
    """
    cases = _minimax_cases()
    printed = _Printed()
    run = printed.wrap(fn)
    outcomes = _run_cases(run, cases)
    problems = _common_problems(cases, outcomes, "function")
    value_problems = _explain_values(cases, outcomes, "function", _student_at(run), fn)
    move_problems, wrong_moves = _move_problems(cases, outcomes, with_move, extra=root_move_slips(fn), hints=ROOT_MOVE_HINTS)
    # A move that is no move (its index, the child position) follows from no value slip: a second mistake (blind28's
    # mm07), told from the moves returned (None where a running best started off-range never moved is the values').
    given = [dataclasses.replace(o, number=None) if _returned_move(o.value) is None else o for o in outcomes]
    not_moves = [p for p in _move_problems(cases, given, with_move)[0] if p.name in (RETURNS_INDEX, RETURNS_POSITION)]
    if any(problem.name != WRONG_VALUE for problem in value_problems) and not (
            move_problems and "That is what you get" in move_problems[0].detail  # the mover's own search: a turn slip's
            and SAME_MOVER_CHILD not in move_problems[0].detail and _moves_apart_from_values(run, cases, outcomes)):
        # A mistake of the model explains the values; the moves its code keeps (the best under its
        # own rule, or none where the running best never moved) are its consequence, not a second bug.
        # Moves that a known slip explains and whose child the code itself values other than the value
        # it returns with them (the move of the largest child at a MIN node that returns the smallest)
        # are a second mistake of their own.
        move_problems = []
    elif move_problems and value_problems and _moves_follow_own_values(run, cases, outcomes):
        # The values are wrong somewhere and every wrong move is the best by the code's own child
        # values: the move follows from the values, one slip, and a hint to update the move with the
        # value would ask for what the code already does.
        move_problems = []
    move_problems = move_problems or not_moves
    stale = stale_global_move(list(_wrong_moves_with_right_values(cases, outcomes)), fn) if with_move else None
    # A stale global is a second slip, whatever the values show; its moves, left from an earlier call, are no child's pair.
    move_problems = [stale] if stale is not None else name_move_slips(
        move_problems, fn, [(w[4], w[5]) for w in _wrong_moves_with_right_values(cases, outcomes)])
    value_problems = name_draw_first(name_nested_branch(value_problems, fn), fn, [out.number for out in outcomes])
    if any(p.name in (DRAWS_EVERY_END, OUTCOME_SUM) or INFINITE_WINS in p.detail for p in value_problems):  # its 0 (inf) is out of range
        problems = [p for p in problems if p.name != OUT_OF_RANGE]
    value_problems = name_flag_below_root(name_unflipped_flag(value_problems, fn), fn)
    problems += quote_reduce_start(name_reversed_update(name_unreachable(name_always_true_test(name_self_comparison(value_problems, fn), fn), fn), fn), fn) + move_problems + printed.notes()
    return _report("check_minimax", fn, name_chained_search(problems, fn), len(cases), _failed_count(cases, outcomes) + wrong_moves, quiet,
                   "It agrees with ttt_lab.search.minimax on every tree and board"
                   + (", and its moves keep the value." if with_move else "."))


_NO_MOVE = object()


def _returned_move(value: Any) -> Any:
    """The move in what a student's search returned: the second item of (value, move)."""
    if isinstance(value, (tuple, list)) and len(value) == 2:
        move = value[1]
        return tuple(move) if isinstance(move, list) else move
    return getattr(value, "move", _NO_MOVE)


def _moves_by_value(case: _Case) -> tuple[dict[Any, float], tuple[Any, ...]]:
    """Each move's minimax value at a case (the library's search), and the last move of the
    line it expects (empty when that is the first move)."""
    game, state = case.game, case.make_state()
    values = {move: minimax(game, game.result(state, move)).value for move in game.actions(state)}
    return values, tuple(minimax(game, state).pv[1:][-1:])


def _nested(x: Any) -> Any:
    return tuple(map(_nested, x)) if isinstance(x, (list, tuple)) else x


def _same_state(a: Any, b: Any) -> bool:
    """The same position, whether a board comes back as lists or tuples (the student may copy it)."""
    try:
        return bool(a == b or _nested(a) == _nested(b))
    except Exception:  # a student's object that cannot be compared is not the position
        return False


def _is_child_position(case: _Case, move: Any, values: dict[Any, float]) -> bool:
    """The returned "move" is the position one of the best moves leads to."""
    state = case.make_state()
    return any(_same_state(case.game.result(state, b), move) for b in _best_moves(case, values))


def _is_move_index(case: _Case, move: Any, values: dict[Any, float]) -> bool:
    """The returned "move" is no move there but the index of a best move in game.actions(state)."""
    if not isinstance(move, int) or isinstance(move, bool) or move in values:
        return False
    moves = list(case.game.actions(case.make_state()))
    return 0 <= move < len(moves) and moves[move] in _best_moves(case, values)


def _move_hypotheses(case: _Case, values: dict[Any, float], reply: tuple[Any, ...],
                     extra: Callable[[_Case], list[tuple[str, Any]]] | None = None) -> list[tuple[str, Any]]:
    """The move each known bug would return on a case, with what such code does (``extra``: a
    checker's own, such as alpha-beta's tie on a bound)."""
    moves = list(values)
    maximizing = case.game.to_move(case.make_state()) == case.game.players[0]
    worst = (min if maximizing else max)(moves, key=values.__getitem__)
    found = [("keeps the last move it tried, not the best one", moves[-1]),
             ("keeps the first move it tried", moves[0]),
             ("picks the move that is best for the other player", worst),
             (LARGEST_EVERYWHERE, max(moves, key=values.__getitem__)),
             (SMALLEST_EVERYWHERE, min(moves, key=values.__getitem__))]
    found.append((SHARED_MOVE, last_move_chosen(case.game, case.make_state())))
    found.append(("passes up the move its best child returned (a move further down the line), and the node's first"
                  " move where that child is a finished game with no move", _passed_up_move(case.game, case.make_state())))
    found += extra(case) if extra is not None else []
    if reply:
        found.append(("passes up the move its best child returned, so the move that comes back is the"
                      " last move of the expected line, not its first", reply[0]))
    return found


LARGEST_EVERYWHERE = ("picks the move of the largest child value at every node, MIN's included (the move chosen with"
                      " max where MIN's belongs with min, say values.index(max(values)) copied into MIN's half)")
SMALLEST_EVERYWHERE = ("picks the move of the smallest child value at every node, MAX's included (the move chosen with"
                       " min where MAX's belongs with max)")

SHARED_MOVE = ("keeps the best move in one variable shared by the whole search (an attribute such as"
               " self.best_move, or a global), so every node below the root overwrites it and the move that comes"
               " back is the last one any node chose")


def _passed_up_move(game: Any, state: Any) -> Any:
    """The move a search returns that hands up its best child's own move (``value, move =
    search(child)``), a node whose best child is finished taking its first move instead."""
    MAX = game.players[0]

    def search(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return float(game.utility(s, MAX)), None
        maximizing, best, move = game.to_move(s) == MAX, None, None
        for a in game.actions(s):
            v, m = search(game.result(s, a))
            if best is None or (v > best if maximizing else v < best):
                best, move = v, m
        return (best if best is not None else 0.0), (move if move is not None else game.actions(s)[0])

    return search(state)[1]


def _move_problems(cases: Sequence[_Case], outcomes: Sequence[_Outcome], required: bool,
                   extra: Callable[[_Case], list[tuple[str, Any]]] | None = None,
                   hints: dict[str, str] | None = None, prefer: Sequence[str] = ()) -> tuple[list[Problem], int]:
    """Judge the moves returned where the value is right and the game is not over (``extra``:
    the checker's own hypotheses of a wrong move, ``hints`` their hints; ``prefer``: the ones the
    code itself points to, named first where another explains the same moves)."""
    runs = [(case, out, _returned_move(out.value)) for case, out in zip(cases, outcomes, strict=True)
            if out.number is not None and _close(out.number, case.expected)
            and not case.game.is_terminal(case.make_state())]
    if not runs:
        return [], 0
    if all(move is _NO_MOVE for _, _, move in runs):
        if not required:
            return [], 0
        case = runs[0][0]
        return [Problem(NO_MOVE, f"On {case.position()} it returned a value alone, {_num(case.expected)}; a player"
                                 " needs to know which move to play.",
                        "Return a pair: (value, move), where move reaches a child worth that value.")], len(runs)
    judged = [(case, move, *_moves_by_value(case)) for case, _, move in runs]
    wrong = [(case, move, values, reply) for case, move, values, reply in judged
             if move not in _best_moves(case, values)]
    if not wrong:
        return [], 0
    case, move, values, _ = wrong[0]
    if all(_is_child_position(c, m, v) for c, m, v, _ in wrong):
        state = case.make_state()
        best = next(b for b in _best_moves(case, values) if _same_state(case.game.result(state, b), move))
        return [Problem(
            RETURNS_POSITION,
            f"On {case.position()} it returned the right value, {_num(case.expected)}, with {move!r}: that is"
            f" the position game.result(state, {best!r}) reaches, not the move {best!r}, and so it is on every case"
            " whose move is wrong.",
            "Keep the move of the loop with the value (best_move = move) and return it; the child position"
            " game.result(state, move) is only for the recursive call.")], len(wrong)
    if all(_is_move_index(c, m, v) for c, m, v, _ in wrong):
        meant = list(case.game.actions(case.make_state()))[move]
        return [Problem(
            RETURNS_INDEX,
            f"On {case.position()} it returned the right value, {_num(case.expected)}, with {move!r}: that is the"
            f" place of the move {meant!r} in game.actions(state), counting from 0, not the move itself, and so it"
            " is on every case whose move is wrong.",
            "Keep the move itself with the value (best_move = move, not its number i from enumerate) and return"
            " it: the caller plays it with game.result(state, move).")], len(wrong)
    shown = f"{move!r} (worth {_num(values[move])})" if move in values else f"{move!r}, not a move there"
    detail = (f"On {case.position()} it returned the right value, {_num(case.expected)}, with the move {shown};"
              f" the moves that keep the value are {', '.join(map(repr, _best_moves(case, values)))}.")
    by_bug: dict[str, int] = {}
    for case, move, values, reply in wrong:
        for because, predicted in _move_hypotheses(case, values, reply, extra):
            by_bug[because] = by_bug.get(because, 0) + (predicted == move)
    for case, move, values, reply in judged:  # a bug's code plays its move on the right cases too
        if move not in _best_moves(case, values) or move is _NO_MOVE:
            continue
        for because, predicted in _move_hypotheses(case, values, reply, extra):
            if predicted != move:
                by_bug[because] = -1
    fits = [b for b, hits in by_bug.items() if hits == len(wrong)]
    explained = next((b for b in prefer if b in fits), fits[0] if fits else None)
    if explained is not None:
        detail += f"\nThat is what you get from code that {explained}; it explains every wrong move."
    hint = ("Remember the move together with the value: when a child's value beats the best so far,"
            " update both, best_value and best_move, in the same if.")
    if explained is not None and hints and explained in hints:
        hint = hints[explained]
    elif explained == SHARED_MOVE:
        hint = ("Keep each node's best move in a local variable (best_move = None at the top of the function)"
                " and return it with the value: one attribute or global shared by every call is overwritten by"
                " the nodes below the root.")
    elif explained in (LARGEST_EVERYWHERE, SMALLEST_EVERYWHERE):
        hint = ("Pick the move with the same rule as the value: the largest child value where MAX is to move, the"
                " smallest where MIN is (values.index(min(values)) in MIN's half).")
    elif explained is not None and explained.startswith("passes up"):  # its code does update both already
        hint = ("The move to return is the one played here, the move of the loop (best_move = move), not"
                " the move the child's search returned: that one is played further down the line.")
    return [Problem(WRONG_MOVE, detail, hint)], len(wrong)


def _wrong_moves_with_right_values(cases: Sequence[_Case], outcomes: Sequence[_Outcome]) -> Iterator[
        tuple[_Case, float, Any, Any, Any, dict[Any, float]]]:
    """The cases of an unfinished position where the student returned the right value with a move
    that is not a best one: ``(case, the value returned, game, state, move, values of the moves)``."""
    for case, out in zip(cases, outcomes, strict=True):
        game, state = case.game, case.make_state()
        if out.number is None or not _close(out.number, case.expected) or game.is_terminal(state):
            continue
        move = _returned_move(out.value)
        values, _ = _moves_by_value(case)
        if move is _NO_MOVE or move in _best_moves(case, values):
            continue
        yield case, out.number, game, state, move, values


def _moves_follow_own_values(run: Callable[..., Any], cases: Sequence[_Case], outcomes: Sequence[_Outcome]) -> bool:
    """Every wrong move returned with a right value is the best move by the student's own values
    of the children (the first of them, as a strict update keeps it), or no move where no child's
    own value beats the value returned (a running best that never moved from its start)."""
    at = _student_at(run)
    for case, number, game, state, move, _values in _wrong_moves_with_right_values(cases, outcomes):
        found = {a: at(case, game.result(state, a), None) for a in game.actions(state)}
        own = {a: v for a, v in found.items() if v is not None}
        if len(own) < len(found) or not own:
            return False
        maximizing = game.to_move(state) == game.players[0]
        best = (max if maximizing else min)(own.values())
        if move is None:
            if (best > number) if maximizing else (best < number):
                return False
        elif move != next(a for a, v in own.items() if _close(v, best)):
            return False
    return True


def _moves_apart_from_values(run: Callable[..., Any], cases: Sequence[_Case], outcomes: Sequence[_Outcome]) -> bool:
    """Every wrong move returned with a right value leads to a child the code itself values other
    than the value it returns with that move: the move is picked by a rule of its own, apart from
    the value (the values' slip cannot have made it). False where there is no such move."""
    at = _student_at(run)
    found = False
    for case, number, game, state, move, values in _wrong_moves_with_right_values(cases, outcomes):
        if move not in values:
            return False
        own = at(case, game.result(state, move), None)
        if own is None or _close(own, number):
            return False
        found = True
    return found


def _best_moves(case: _Case, values: dict[Any, float]) -> list[Any]:
    return [move for move, value in values.items() if _close(value, case.expected)]


@gives_up
@diagnoses
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
    cases, kept = _depth_cases(), snapshot(fn)  # what a call can keep for the next, before the first
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

        # Keyword-only defaults: evaluate takes the state alone, and evaluate(game, state) says so.
        def evaluate(s: Any, *, inner: Callable[[Any], float] = inner, seen: list[int] = seen_depths,
                     game: Any = game, root_depth: int = root_depth, case: _Case = case) -> float:
            seen.append(_ply(game, s) - root_depth)
            if game.is_terminal(s):
                finished_evaluated.append((case, s))
            return inner(s)

        evaluate.__qualname__ = "evaluate"  # what a crash calling it wrongly names
        outcomes.append(_call(run, watch, watch, state, case.depth, evaluate))
        depth_notes.append((case, seen_depths))
    problems = _common_problems(cases, outcomes, "function", "fn(game, state, depth, evaluate)")
    problems = [dataclasses.replace(p, hint=p.hint + " evaluate takes the state alone: evaluate(state), never the game as well.")
                if "evaluate() takes 1 positional argument" in p.detail else p for p in problems]
    if finished_evaluated:
        case, state = finished_evaluated[0]
        problems.append(_evaluates_finished(run, case, state, fn))
    value_problems = _explain_values(cases, outcomes, "function", _student_at(run), fn)
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
    if any(p.name in (EVALUATES_TERMINAL, WRONG_DRAW) for p in value_problems):  # a draw searched on is evaluated too
        watched = [p for p in problems if p.name == EVALUATES_TERMINAL]
        if watched and "before the depth" not in watched[0].hint:
            value_problems = []  # a shortcut that evaluates children: the watch's account and hint stand
        else:
            # The model of a depth test made first explains every value (with a second slip, if
            # any): its account replaces the one from watching evaluate's calls.
            problems = [p for p in problems if p.name != EVALUATES_TERMINAL]
    value_problems = wins_evaluated(name_unflipped_flag(name_depth_kept(name_nested_branch(name_window_slip(value_problems, cases, [out.number for out in outcomes], fn), fn), fn), fn))
    problems += quote_reduce_start(name_reversed_update(name_unreachable(name_bound_from_other(name_always_true_test(name_self_comparison(name_empty_window(value_problems, fn), fn), fn), fn), fn), fn), fn) + printed.notes()
    probed = name_memo_between_calls(problems, run, fn, cases, [out.number for out in outcomes], kept)  # a cache outliving the call
    return _report("check_depth_limited_minimax", fn, name_chained_search(name_limit_in_loop(probed, fn, [out.number for out in outcomes]), fn), len(cases) + 1, _failed_count(cases, outcomes) + len(probed) - len(problems),
                   quiet, "It agrees with ttt_lab.search.minimax(..., depth=..., evaluate=...) everywhere.")


def _evaluates_finished(run: Callable[..., Any], case: _Case, state: Any, fn: Callable[..., Any]) -> Problem:
    """A finished game evaluated, with the hint picked by what the code does: called on that
    finished game itself with depth 0 or 1, code that tests the depth first evaluates it, and
    is told to test game.is_terminal first; code that scores it right there already does, so
    the evaluation came from a shortcut that evaluates children without calling the search
    on them (``if depth == 1: values = [evaluate(c) for c in children]``)."""
    shown = _board_text(state) if isinstance(state, list) else "a leaf"
    detail = f"On {case.position()} it called evaluate on a finished game ({shown}), whose value is known exactly."
    hint = "Test game.is_terminal(state) before the depth: a finished game is worth its utility."
    inner = case.evaluate
    assert inner is not None
    right = float(case.game.utility(state, case.game.players[0]))
    falsy = zero_taken_for_missing(fn, right)
    if falsy is not None:
        return Problem(EVALUATES_TERMINAL, f"{detail}\n{falsy[0]}", falsy[1])
    for depth in (0, 1):
        evaluated: list[Any] = []

        def evaluate(s: Any, evaluated: list[Any] = evaluated) -> float:
            evaluated.append(s)
            return inner(s)

        watch = _Watch(case.game)
        answer = _call(run, watch, watch, watch.watch(copy.deepcopy(state)), depth, evaluate).number
        if evaluated or answer is None or not _close(answer, right):
            return Problem(EVALUATES_TERMINAL, detail, hint)
    return finished_game_evaluated_above(detail, right, fn)


def _ply(game: Any, state: Any) -> int:
    if isinstance(game, TreeGame):
        return len(state)
    if isinstance(game, ListBoardGame):
        return game.mnk_state(state).stones
    return 0
