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

import ast
import dataclasses
import inspect
from collections.abc import Callable
from functools import cache
from typing import Any

from ttt_lab.exercises.alphabeta_models import (
    child_window_in_code,
    knobbed_negamax_ab,
    negamax_ab_base_mistakes,
    negamax_ab_mistakes,
)
from ttt_lab.exercises.chained_children import CHAINS_MOVES as CHAINS_MOVES
from ttt_lab.exercises.chained_children import name_chained_moves
from ttt_lab.exercises.code_claims import (
    last_mover_words,
    negation_cancelled_words,
    scores_for_a_side_it_reads,
)
from ttt_lab.exercises.diagnosis import _Case, _common_problems, _failed_count, _run_cases
from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake, unnamed_problem
from ttt_lab.exercises.error_model import mistaken_value
from ttt_lab.exercises.game_alterations import shifted
from ttt_lab.exercises.harness import _call, _close, _num, _Printed, _Watch
from ttt_lab.exercises.hint_checks import Source, read_source, vet_hints
from ttt_lab.exercises.loop_models import negamax_loop_mistakes, negation_mistakes
from ttt_lab.exercises.loop_source import (
    first_move_returned,
    leaving_return,
    name_always_true_test,
    name_self_comparison,
    without_first_only,
)
from ttt_lab.exercises.lost_or_drawn_leaves import lost_or_drawn_mistakes
from ttt_lab.exercises.minimax import _move_problems
from ttt_lab.exercises.mistake_catalogues import (
    finished_child_mistakes,
    skip_mistakes,
    win_loss_leaves_mistake,
)
from ttt_lab.exercises.negamax_tables import table_slip
from ttt_lab.exercises.own_depth_models import own_depth_mistakes
from ttt_lab.exercises.report import (
    FORGETS_NEGATION,
    IGNORES_TERMINAL,
    KEEPS_SEARCHING,
    MUTATES,
    NEGATES_FIRST_ONLY,
    OUT_OF_RANGE,
    PLAYER_NAMES,
    WRONG_START,
    CheckReport,
    _report,
    gives_up,
)
from ttt_lab.exercises.scope_models import TURN_FROM_ROOT, last_child_mistakes, unflipped_turn_flag
from ttt_lab.exercises.sign_models import (
    memo_in_place_mistakes,
    negated_best_mistakes,
    sign_and_size_mistakes,
)
from ttt_lab.exercises.start_models import (
    quote_reduce_first,
    sentinel_start_mistakes,
    start_at_minus_one_words,
)
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.exercises.terminal_models import (
    decided_lost_mistakes,
    draw_searched_mistakes,
    finished_at_call_mistakes,
    finished_scoring_mistakes,
    lost_or_nothing_mistakes,
    name_draw_first,
)
from ttt_lab.exercises.tree_spots import tree_spot
from ttt_lab.exercises.window_source import closed_root_window, name_bound_from_other, name_empty_window
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import TreeGame, random_tree
from ttt_lab.search import minimax

UTILITY_FOR_MAX = "scores finished games for MAX, not for the side to move"
UTILITY_FOR_LAST_MOVER = "scores finished games for the side that just moved, not for the side to move"
VALUE_FOR_MAX = "returns MAX's value, not the side to move's"
UTILITY_FOR_MIN = "scores finished games for MIN, not for the side to move"
VALUE_FOR_LAST_MOVER = "returns the value for the side that just moved"
ROOT_AS_MAX = "plays the root as MAX's turn wherever MIN is to move"
NEGATES_THE_BEST = "takes the min of the negated values instead of the max"
MIXES_MINIMAX = "takes the min where MIN moves, as well as negating"

_HINTS = {
    FORGETS_NEGATION: "A child's value is the opponent's: what is good for them is bad for you. Take the"
                      " largest of -negamax(child), not of negamax(child).",
    UTILITY_FOR_MAX: "At a finished game return game.utility(state, game.to_move(state)): the value for the"
                     " side to move there, like every other value negamax returns.",
    UTILITY_FOR_LAST_MOVER: "At a finished game return game.utility(state, game.to_move(state)), the side to"
                            " move there (the one who did not make the last move), not its opponent.",
    VALUE_FOR_MAX: "Negamax's values are always for the side to move at the position, MAX or MIN: do not"
                   " turn them back to MAX's view.",
    NEGATES_THE_BEST: "The side to move takes its best move: the largest of the negated values,"
                      " max(-negamax(child) for each child). min(-v) is the move worst for you, and -max(v)"
                      " is that same number.",
    MIXES_MINIMAX: "Negamax needs no min: every side takes the largest of its children's values negated."
                   " The negation is what turns the opponent's best into your worst.",
}


FIRST_NOT_NEGATED = "leaves the first child's value un-negated"
FIRST_NOT_NEGATED_HINT = ("Every child's value is the opponent's: negate each one, the first too. A running best taken"
                          " from the first child (or reduce(pick, values) without an initial value, which starts from"
                          " the first value as it is) must take -value of it: start at -math.inf, or take max(-v for v"
                          " in values).")

_STRUCTURAL = {KEEPS_SEARCHING, PLAYER_NAMES, MUTATES, IGNORES_TERMINAL}
"""Problems that already explain wrong values: no mistake of the model is named on top of them."""


def _min_to_move(case: Any) -> bool:
    return bool(case.game.to_move(case.state) != case.game.players[0])


_START_ONE = ("starts the best value at -1 (tic-tac-toe's worst utility), so a position whose moves are all worse than -1"
              " for the side to move is worth -1", "Start the best value at -math.inf (or take max() of the list of"
              " negated values): utilities need not lie between -1 and 1.")

MISTAKES = [
    Mistake(FORGETS_NEGATION, "takes the largest child value without negating it", _HINTS[FORGETS_NEGATION],
            knobs=(("negate", False),), worded=negation_cancelled_words),
    Mistake(NEGATES_FIRST_ONLY, "negates the first child's value (best = -negamax(first child)) but compares"
            " the others as they come (max(best, negamax(child)))", "Every child's value is the opponent's:"
            " negate each one, -negamax(child), the first and the rest alike.", knobs=(("negate", "first only"),)),
    Mistake(FIRST_NOT_NEGATED, "negates every child's value but the first, which counts as it is (the running best"
            " taken from the first child, reduce(pick, values) without an initial value, and only the later ones"
            " negated)", FIRST_NOT_NEGATED_HINT, knobs=(("negate", "all but first"),)),
    Mistake(UTILITY_FOR_MAX, "scores each finished game for MAX, game.players[0]", _HINTS[UTILITY_FOR_MAX],
            knobs=(("leaf", "max"),)),
    Mistake(UTILITY_FOR_MIN, "scores each finished game for MIN, game.players[1]", _HINTS[UTILITY_FOR_MAX],
            knobs=(("leaf", "min"),)),
    Mistake(UTILITY_FOR_LAST_MOVER, "scores each finished game for the player who just moved",
            _HINTS[UTILITY_FOR_LAST_MOVER], knobs=(("leaf", "just_moved"),)),
    Mistake(TURN_FROM_ROOT, "scores every finished game for the side to move at the root, not at the game's end (a"
            " colour or a player handed down to each child unchanged, never flipped)", "Each child is the other"
            " player's turn: hand it the colour negated, -color (or score a finished game with game.to_move of"
            " that position, game.utility(state, game.to_move(state))).", knobs=(("leaf", "root"),),
            refuted_by=scores_for_a_side_it_reads),
    Mistake(VALUE_FOR_MAX, "turns the value back to MAX's view where MIN is to move", _HINTS[VALUE_FOR_MAX],
            knobs=(("answer", "max"),), applies=_min_to_move),
    Mistake(VALUE_FOR_MAX, "turns each searched position's value to MAX's view before returning it (negated where"
            " MIN is to move), while the caller still negates it", _HINTS[VALUE_FOR_MAX], knobs=(("inner_view", "max"),)),
    Mistake(VALUE_FOR_MAX, "returns MAX's value from every position, finished games scored for MAX, while the caller"
            " still negates it", _HINTS[VALUE_FOR_MAX], knobs=(("inner_view", "max"), ("leaf", "max"))),
    Mistake(VALUE_FOR_LAST_MOVER, "returns the value negated, the side that just moved's",
            "negamax(state) is the value for the side to move at state: return the best of the negated"
            " children's values as it is, without negating it again.", knobs=(("answer", "negated"),),
            worded=last_mover_words),
    Mistake(ROOT_AS_MAX, "takes the side by the depth's parity, as if MAX were always to move at the root",
            "The side to move is game.to_move(state), not the depth's parity: at a position where MIN moves,"
            " negamax's value is MIN's (colour -1 there, not +1).", knobs=(("root_as_max", True),),
            applies=_min_to_move),
    Mistake(NEGATES_THE_BEST, "takes the smallest of the children's values negated, min(-v) (or -max(v), the same"
            " number): the move worst for the side to move",
            _HINTS[NEGATES_THE_BEST], knobs=(("pick", "min"),)),
    Mistake(WRONG_START, "starts the best value at 0, so a position whose moves all lose is worth 0",
            "Start the best value at -math.inf (or take max() of the list of negated values): 0 is a value"
            " no move may reach.", knobs=(("start", "zero"),)),
    Mistake(WRONG_START, _START_ONE[0], _START_ONE[1], knobs=(("start", "one"),), worded=start_at_minus_one_words(*_START_ONE)),
    *sentinel_start_mistakes(negamax=True),
    *memo_in_place_mistakes(),
    _START_ABOVE := Mistake(WRONG_START, "starts the best value at +inf, so max(best, -child) never moves from it and every"
            " unfinished position is worth +inf", "Start the best value at -math.inf, below every value, so"
            " that the first move's value replaces it.", knobs=(("start", "max at +inf"),)),
    Mistake(MIXES_MINIMAX, "negates the children's values and then takes the min where MIN is to move",
            _HINTS[MIXES_MINIMAX], knobs=(("mixed", True),)),
    *skip_mistakes(),
    *last_child_mistakes(),
    *finished_child_mistakes(),
    *negamax_ab_mistakes(),
    *negamax_ab_base_mistakes(),
    *negamax_loop_mistakes(),
    *negated_best_mistakes(negamax=True),
    *sign_and_size_mistakes(negamax=True),
    win_loss_leaves_mistake(negamax=True),
    *negation_mistakes(negamax=True),
    *own_depth_mistakes(),
    *decided_lost_mistakes(negamax=True),
    *lost_or_nothing_mistakes(negamax=True),
    *lost_or_drawn_mistakes(),  # its win not caught: -inf, not 0 (wave 35's nm_01)
    *finished_scoring_mistakes(negamax=True),
    *finished_at_call_mistakes(negamax=True),
    *draw_searched_mistakes(negamax=True),  # stops only at wins: a draw searched on, worth -inf
]
"""The mistakes of negamax the checker can name: changes of the error model's negamax."""


@cache
def _cases() -> tuple[_Case, ...]:
    board = TicTacToe()
    figure = TreeGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    trees = [(TreeGame([[4, -7, 9], 6]), (1,), "a leaf worth 6 where MIN is to move"),
             (TreeGame([4, -7, 9]), (), "the one-level tree [4, -7, 9] (MAX to move)"),
             (figure, (), "AIMA Figure 5.2 (MAX to move)"),
             (figure, (1,), "node C of Figure 5.2 (MIN to move)"),
             (TreeGame([[[1, 8], [-3, 5]], [[-6, 2], [7, -4]]]), (), "a three-level tree"),
             (random_tree((2, 3), 4, seed=3), (), "random_tree((2, 3), 4, seed=3)")]
    boards = [(board, board.parse(text), f"the board {text}")
              for text in ("XO./.X./..O", "XOX/.O./...", "XX./OO./...", "XOX/OXO/...", "XXX/OO./...",
                           # transpositions whose stored bound is read back under another window
                           "XXO/.../.O.", "..X/..X/O.O",
                           # six cells left, O's win found only on the fifth ply: a full search with a depth cap
                           # of its own tested before the end (`if ply == 6: return 0`, the root at ply 1) answers
                           # 0 here and right on every shallower case (wave 39's mm_02, told for negamax)
                           "..X/..X/O..")]
    return tuple(_Case(label, game, _constant(state), _mover_sign(game, state) * minimax(game, state).value)
                 for game, state, label in trees + boards)


def _constant(state: Any) -> Callable[[], Any]:
    """The case's position, handed out as it is: trees' and MNK's states cannot be changed."""
    return lambda: state


def _mover_sign(game: Any, state: Any) -> int:
    return 1 if game.to_move(state) == game.players[0] else -1


def _truth(game: Any, state: Any) -> float:
    return _mover_sign(game, state) * minimax(game, state).value  # type: ignore[no-any-return]


def _predict(case: _Case, game: Any, knobs: dict[str, Any]) -> float:
    if not knobs and game is case.game:
        return case.expected
    if knobs.get("negamax_ab"):
        return knobbed_negamax_ab(game, case.state, knobs)
    if knobs.pop("root_as_max", False):
        # Played from the root as if MAX moved there: the MAX-view search with the turns swapped.
        return mistaken_value(game, case.state, {"turns": "swapped", **knobs})
    return mistaken_value(game, case.state, {"negamax": True, **knobs})


@gives_up
@diagnoses
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
    cases = _cases()
    outcomes = _run_cases(run, cases)
    # Negamax's values are the mover's: MAX's range of utilities does not bound them.
    problems = [p for p in _common_problems(cases, outcomes, "function", view="game.to_move(state)") if p.name != OUT_OF_RANGE]
    answers = [out.number for out in outcomes]
    wrong = [i for i, (case, answer) in enumerate(zip(cases, answers, strict=True))
             if answer is not None and not _close(answer, case.expected)]
    if wrong and not any(p.name in _STRUCTURAL for p in problems):
        fit = name_mistake(cases, answers, _catalogue(fn), _predict, game_of=lambda case: case.game)
        if fit is None and (narrowed := without_first_only(_catalogue(fn), fn)) is not None:
            # "skips the last move" and "tries only the first" predicted alike: the code's loop tells.
            fit = name_mistake(cases, answers, narrowed, _predict, game_of=lambda case: case.game)
        returned_in_loop = None
        if fit is not None and _START_ABOVE in fit.mistakes and not _starts_above_every_value(fn):
            # +inf at every unfinished position is also what a fail-hard search returning beta (or
            # stopping after one move with return beta) gives from the full window: only the code tells.
            returned_in_loop = leaving_return(read_source(fn))
            if returned_in_loop is None or returned_in_loop[0].split()[-1] != "beta":
                fit = None
        closed = None if fit is not None else closed_root_window(fn, cases, answers, _from_window)
        slip = None if fit is not None or closed is not None else table_slip(cases, answers, fn)
        if slip is not None:
            problems.append(slip)
        elif fit is not None:
            case = cases[fit.wrong[0]]
            found = name_bound_from_other(name_always_true_test(name_self_comparison(name_empty_window(fit_problems(
                fit, f"On {case.label} it returned {_num(answers[fit.wrong[0]])}; for the side to move the value is"
                f" {_num(case.expected)}."), fn), fn), fn), fn)
            if returned_in_loop is not None:  # `return beta` dedented out of its cutoff test: +inf from the full window
                found = [first_move_returned(found[0], returned_in_loop[0], "beta, +inf from the full window",
                                              returned_in_loop[1]), *found[1:]]
            problems += found
        elif closed is not None:
            problems.append(closed)
        else:
            case = cases[wrong[0]]  # the cases go from small to large: the first is the smallest
            spot = tree_spot(case.game, case.state, _student_at(run, case.game),
                             lambda state, depth: _truth(case.game, state), negamax=True)
            elsewhere = [(other.label, other.game, _truth_in(other.game)) for other in cases
                         if other.game != case.game and isinstance(other.game, TreeGame)]
            probe = None
            if isinstance(case.game, TreeGame):
                new_game = shifted(case.game, 100)

                def probe(state: Any) -> float | None:
                    return _student_at(run, new_game)(state, None)

            problems.append(unnamed_problem(
                f"On {case.label} it returned {_num(answers[wrong[0]])}; for the side to move the value is"
                f" {_num(case.expected)}.", spot, elsewhere, probe))
    # A (value, move) pair's move, judged as check_minimax(with_move) does, on MAX's view of both.
    signs = [_mover_sign(case.game, case.state) for case in cases]
    max_view = [dataclasses.replace(case, expected=sign * case.expected) for case, sign in zip(cases, signs, strict=True)]
    max_outcomes = [dataclasses.replace(out, number=None if out.number is None else sign * out.number)
                    for out, sign in zip(outcomes, signs, strict=True)]
    move_problems, wrong_moves = _move_problems(max_view, max_outcomes, required=False)
    if not wrong:
        problems += move_problems
    problems = quote_reduce_first(name_draw_first(problems, fn, answers), fn, FIRST_NOT_NEGATED)
    problems = vet_hints(_name_unflipped_colour(problems, fn), fn, {UTILITY_FOR_MAX: utility_turned_twice})
    # Moves played on top of each other show as play after a finished game, crashes and wrong values.
    problems = name_chained_moves(problems, fn, {KEEPS_SEARCHING, IGNORES_TERMINAL})
    return _report("check_negamax", fn, problems + printed.notes(), len(cases),
                   _failed_count(cases, outcomes) + (wrong_moves if not wrong else 0),
                   quiet, praise="Its values are minimax's, seen from the side to move.")


def _catalogue(fn: Callable[..., Any]) -> list[Mistake]:
    """:data:`MISTAKES`, without the window's slips for a function that takes no window (fn(game,
    state) alone): its -inf everywhere is a running best never set, not a window read wrongly."""
    try:
        windowed = len(inspect.signature(fn).parameters) > 2
    except (TypeError, ValueError):
        windowed = True
    # A wrapper fn(game, state) that starts a helper of its own with a window searches with one too.
    windowed = windowed or any(isinstance(node, ast.FunctionDef) and {"alpha", "beta"} <= {a.arg for a in node.args.args}
                               for node in read_source(fn).nodes())
    found = MISTAKES if windowed else [m for m in MISTAKES if not dict(m.knobs).get("negamax_ab")]
    window = child_window_in_code(fn) if windowed else None
    if window is not None:  # windows that give the same values alike: the one the code hands its child
        found = [m for m in found if dict(m.knobs).get("window", window) == window or not dict(m.knobs).get("negamax_ab")]
    if not returns_a_negation(read_source(fn)):
        # -best returned gives min(children) as a min of children not negated does: the code tells which.
        found = [m for m in found if "negate_result" not in dict(m.knobs)]
    return found


def returns_a_negation(source: Any) -> bool:
    """The code returns a negated value (``return -best``, ``return -result``, or the best taken there,
    ``return -max(-v for v in values)``: blind20's n04), not a negated call of a search."""
    def negated_value(operand: ast.AST) -> bool:
        return isinstance(operand, (ast.Name, ast.Subscript)) or (
            isinstance(operand, ast.Call) and isinstance(operand.func, ast.Name) and operand.func.id in ("max", "min"))

    return any(isinstance(node, ast.Return) and isinstance(node.value, ast.UnaryOp)
               and isinstance(node.value.op, ast.USub) and negated_value(node.value.operand)
               for node in source.nodes())


def utility_turned_twice(source: Source) -> str | None:
    """The hint for code whose finished game is scored for MAX by turning twice: the utility for
    the side to move, ``game.utility(state, game.to_move(state))``, then multiplied by a colour
    (blind22's n03: ``color * game.utility(state, game.to_move(state))``). The call already does
    what the hint asks; the extra factor is what to take out. None for code without that product."""
    movers = {target.id for node in source.nodes() if isinstance(node, ast.Assign) and _calls(node.value, "to_move")
              for target in node.targets if isinstance(target, ast.Name)}

    def for_mover(node: ast.AST) -> bool:
        return (_calls(node, "utility") and isinstance(node, ast.Call) and len(node.args) >= 2
                and (_calls(node.args[1], "to_move") or (isinstance(node.args[1], ast.Name) and node.args[1].id in movers)))

    for node in source.nodes():
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            utility, factor = (node.left, node.right) if for_mover(node.left) else (node.right, node.left)
            if for_mover(utility) and not isinstance(factor, ast.Constant):
                return (f"Your code multiplies the side to move's utility by {source.segment(factor)}"
                        f" (`{source.segment(node)}`): {source.segment(utility)} is already the value for the side"
                        f" to move, and the factor turns it once more, to MAX's view, where MIN is to move. Return"
                        f" {source.segment(utility)} as it is (the colour belongs with game.utility(state,"
                        " game.players[0]), MAX's utility, not with the side to move's).")
    return None


def _name_unflipped_colour(problems: list[Any], fn: Callable[..., Any]) -> list[Any]:
    """``problems`` with "decides who moves from the root position" told by the call that hands a
    child the colour unchanged (``negamax(game, child, color)``, never ``-color``), where the code
    shows one."""
    found = unflipped_turn_flag(fn, signed=True) if any(p.name == TURN_FROM_ROOT for p in problems) else None
    if found is None:
        return problems
    colour, call = found
    return [dataclasses.replace(
        p, detail=p.detail.split("\nThat is what you get")[0] + f"\nYour code hands each child the colour `{colour}`"
        f" unchanged (`{call}`): it stays the root's, so every finished game is scored for the side to move at the"
        " root, whoever is to move there; that explains every value your function returned.",
        hint=f"Each child is the other player's turn: call it with `-{colour}`.")
        if p.name == TURN_FROM_ROOT and not p.note else p for p in problems]


def _calls(node: ast.AST, name: str) -> bool:
    """``node`` is a call of ``name`` (``game.name(...)`` or ``name(...)``)."""
    return isinstance(node, ast.Call) and (getattr(node.func, "attr", None) == name or getattr(node.func, "id", None) == name)


def _from_window(case: _Case, root: tuple[float, float], hard: bool) -> float:
    return knobbed_negamax_ab(case.game, case.state, {"hard": hard, "root": root})


_POSITIVE_INFINITIES = {"math.inf", "inf", "INF", "float('inf')", "float('+inf')", "float('infinity')", "np.inf"}


def _starts_above_every_value(fn: Callable[..., Any]) -> bool:
    """The student's code sets a variable to +inf (``best = math.inf``): a running best started
    above every value, as the +inf model says, and not a bound returned in its place."""
    source = read_source(fn)
    return any(isinstance(node, ast.Assign) and ast.unparse(node.value).replace('"', "'") in _POSITIVE_INFINITIES
               for node in source.nodes())


def _truth_in(game: Any) -> Callable[[Any], float]:
    return lambda state: _truth(game, state)


def _student_at(run: Callable[..., Any], game: Any) -> Callable[[Any, Any], float | None]:
    def at(state: Any, depth: Any) -> float | None:
        watch = _Watch(game)
        return _call(run, watch, watch, state).number

    return at
