"""Naming the bug behind wrong values, and the problems every search checker looks for.

A graded :class:`_Case` is a position or tree with its right value. :func:`_explain_values`
hands the student's answers to the diagnosis engine (:mod:`~ttt_lab.exercises.engine`) with the
error model of minimax (:data:`~ttt_lab.exercises.minimax_mistakes.MINIMAX_MISTAKES`: mostly the
game altered and searched by the library's own :func:`~ttt_lab.search.minimax`, as this
diagnosis always did: the leaves scored for the player to move, MIN and MAX exchanged, a depth
one ply off...). A mistake, or a pair of them, is named only when it predicts every value the
student's function returned; otherwise the message shows the lowest node of the smallest wrong
case where the student's value is wrong while its children's are right. :func:`_common_problems`
names what needs no values: crashes, non-numbers, runaway searches, boards changed in place,
moves after the end.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> game = TreeGame([[3, 12], [2, 4]])
    >>> case = _tree_case(game, (), "a tree")
    >>> [_predict(case, game, dict(mistake.knobs)) for mistake in MINIMAX_MISTAKES
    ...  if mistake.name == "does not alternate MAX and MIN"]
    [12.0, 2.0, 3.0, 12.0, 12.0, 3.0]
"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import math
import numbers
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import HasUtilityBounds
from ttt_lab.exercises.child_call_models import read_catalogue
from ttt_lab.exercises.engine import fit_problems, name_mistake, unnamed_problem
from ttt_lab.exercises.error_model import mistaken_value
from ttt_lab.exercises.game_alterations import shifted
from ttt_lab.exercises.harness import (
    _board_text,
    _call,
    _close,
    _not_written,
    _num,
    _Outcome,
    _shown,
    _Watch,
    crash_hint,
)
from ttt_lab.exercises.kept_state import kept_container_hint
from ttt_lab.exercises.loop_models import (
    ROOT_ONLY,
    root_only_value,
)
from ttt_lab.exercises.memo_keys import memo_key_problem
from ttt_lab.exercises.memo_probes import depth_memo_probe, remembers_other_depth
from ttt_lab.exercises.minimax_mistakes import MINIMAX_MISTAKES
from ttt_lab.exercises.report import (
    CRASHES,
    IGNORES_TERMINAL,
    KEEPS_SEARCHING,
    KEEPS_STATE,
    MUTATES,
    NOT_A_NUMBER,
    OUT_OF_RANGE,
    PAIR_SWAPPED,
    PLAYER_NAMES,
    RETURNS_MOVE,
    TOO_MANY,
    WRONG_VALUE,
    Problem,
)
from ttt_lab.exercises.set_once_globals import set_once_problem
from ttt_lab.exercises.sign_models import children_negated
from ttt_lab.exercises.tree_spots import tree_spot
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.games.trees import TreeGame, TreeState
from ttt_lab.search import SearchTree, minimax


@dataclass
class _Case:
    """A graded position or tree: what the student's function is run on and should return.

    ``make_state`` gives a fresh state for each run (a student may write into a board);
    ``depth`` and ``evaluate`` are set for depth-limited search.
    """

    label: str
    game: Any
    make_state: Callable[[], Any]
    expected: float
    depth: int | None = None
    evaluate: Callable[[Any], float] | None = None

    @property
    def state(self) -> Any:
        """A fresh copy of the case's position."""
        return self.make_state()

    def position(self) -> str:
        state = self.make_state()
        if isinstance(self.game, ListBoardGame):
            game = self.game
            if game.is_terminal(state):
                winner = game.winner(state)
                how = f"{winner} has won" if winner else "a draw"
                return f"the finished board {game.text(state)} ({how})"
            return f"the board {game.text(state)} ({game.to_move(state)} to move)"
        return self.label


def _tree_label(game: TreeGame, state: TreeState, name: str) -> str:
    node = game.node_name(state)
    role = "a leaf" if game.is_terminal(state) else f"{game.to_move(state)} to move"
    where = "from the root A" if not state else f"from node {node} ({role})"
    return f"{name} {where}"


def _label(game: TreeGame, state: TreeState, name: str) -> str:
    if game.is_terminal(state):
        return name
    return _tree_label(game, state, name)


def _predict(case: _Case, game: Any, knobs: dict[str, Any]) -> float:
    """What minimax with ``knobs`` returns on ``case`` played on ``game`` (maybe altered): the
    library's minimax when only the game is altered, the error model's variant otherwise."""
    if not knobs:
        if game is case.game:
            return case.expected
        return minimax(game, case.state, depth=case.depth, evaluate=case.evaluate).value
    if knobs.get(ROOT_ONLY):
        return root_only_value(game, case.state, knobs, case.depth, case.evaluate)
    return mistaken_value(game, case.state, knobs, case.depth, case.evaluate)


def _tree_case(game: TreeGame, state: TreeState, name: str, depth: int | None = None,
               evaluate: Callable[[Any], float] | None = None) -> _Case:
    """A graded case on a textbook tree, ``name`` saying which (``"AIMA Figure 5.2"``)."""
    label = _label(game, state, name) + ("" if depth is None else f", depth {depth}")
    return _graded_case(game, state, label, lambda: state, depth, evaluate)


def _board_case(game: ListBoardGame, text: str, depth: int | None = None,
                evaluate: Callable[[Any], float] | None = None) -> _Case:
    """A graded case on a list board; each run gets a fresh board, since a student may write into it."""
    label = text if depth is None else f"{text}, depth {depth}"
    return _graded_case(game, game.parse(text), label, lambda: game.parse(text), depth, evaluate)


def _graded_case(game: Any, state: Any, label: str, make_state: Callable[[], Any], depth: int | None,
                 evaluate: Callable[[Any], float] | None) -> _Case:
    expected = minimax(game, state, depth=depth, evaluate=evaluate).value
    return _Case(label, game, make_state, expected, depth, evaluate)


def _run_cases(run: Callable[..., Any], cases: Sequence[_Case],
               more_args: Callable[[_Case, Any], tuple[Any, ...]] = lambda case, state: (),
               around: Sequence[AbstractContextManager[Any]] = ()) -> list[_Outcome]:
    """Call ``run(game, state, *more_args(case, state))`` on each case, through a fresh mirror each
    time, inside the case's context in ``around`` if there is one (a trace of the calls)."""
    outcomes = []
    for i, case in enumerate(cases):
        watch = _Watch(case.game)
        state = watch.watch(case.make_state())
        with around[i] if i < len(around) else contextlib.nullcontext():
            outcomes.append(_call(run, watch, watch, state, *more_args(case, state)))
    return outcomes


def _explain_values(cases: Sequence[_Case], outcomes: Sequence[_Outcome], what: str,
                    student_at: Callable[[_Case, Any, int | None], float | None] | None = None,
                    fn: Callable[..., Any] | None = None) -> list[Problem]:
    """Name the mistake behind wrong values: the one (or the pair) of
    :data:`~ttt_lab.exercises.minimax_mistakes.MINIMAX_MISTAKES` that predicts every answer; else show where the smallest wrong case first goes wrong, with
    ``student_at(case, state, depth)`` running the student's function on a sub-position."""
    answers = [out.number for out in outcomes]
    failing = [i for i, (case, number) in enumerate(zip(cases, answers, strict=True))
               if number is not None and not _close(number, case.expected)]
    if not failing:
        return []
    # Code that changes the position it was given answers each case from a board it has altered:
    # no pair of mistakes is worth trying on such answers (thousands of searches, a minute on a
    # loaded machine, and the student was told "runs too long"); the change itself is named.
    mutated = any(out.watch is not None and out.watch.mutated() for out in outcomes)
    fit = children_negated(name_mistake(cases, answers, read_catalogue(MINIMAX_MISTAKES, fn), _predict,
                                       game_of=lambda case: case.game, pairs=not mutated), fn)
    if fit is not None and student_at is not None:
        # A search that keeps state between calls may drift into what a mistake predicts (a ply
        # counter that has crept past every depth evaluates at the root): asked again, it answers anew.
        drift = _keyed_or_drifting(cases, answers, student_at, fn)
        if drift is not None:
            return [drift]
    if fit is not None and student_at is not None and isinstance(cases[fit.wrong[0]].game, TreeGame) and \
            remembers_other_depth(cases[fit.wrong[0]], answers[fit.wrong[0]], cases, student_at):  # type: ignore[arg-type]
        fit = None  # a memo's remembered values, which the model only happens to predict: the spot names it
    if fit is not None:
        case = cases[fit.wrong[0]]
        return fit_problems(fit, f"On {case.position()}, your {what} returned {_num(answers[fit.wrong[0]])}; the"
                                 f" right value is {_num(case.expected)}.")
    if student_at is not None:
        drift = _keyed_or_drifting(cases, answers, student_at, fn)
        if drift is not None:
            return [drift]
    index = min(failing, key=lambda i: _case_size(cases[i]))
    case, number = cases[index], answers[index]
    # Counted as values, not cases: the report's first line counts a case whose move alone is wrong too,
    # and "10 of 25 cases are wrong" under "11 of 25 cases went wrong" read as a contradiction.
    detail = (f"On {case.position()}, your {what} returned {_num(number)}; the right value is"
              f" {_num(case.expected)} ({len(failing)} of {sum(a is not None for a in answers)} cases give a wrong value).")
    if student_at is None:
        return [Problem(WRONG_VALUE, detail, "Compare what your code does at that node with the rule shown.")]
    spot = tree_spot(case.game, case.state, lambda state, depth: student_at(case, state, depth),
                     lambda state, depth: minimax(case.game, state, depth=depth, evaluate=case.evaluate).value,
                     depth=case.depth, evaluate=case.evaluate)
    elsewhere = [(other.label, other.game, _value_in(other)) for other in cases
                 if other.game != case.game and other.depth is None and isinstance(other.game, TreeGame)]
    probe = None
    if isinstance(case.game, TreeGame) and case.depth is None:
        new_game = shifted(case.game, 100)
        probe_case = dataclasses.replace(case, game=new_game)

        def probe(state: Any) -> float | None:
            return student_at(probe_case, state, None)

    if isinstance(case.game, TreeGame) and case.depth is not None and spot is not None and case.evaluate is not None:
        elsewhere, probe = depth_memo_probe(case, cases, spot.node.state[1], student_at)
    return [unnamed_problem(detail, spot, elsewhere, probe, searched=case.game if case.depth is not None else None)]


def _matters(namespace: dict[str, Any], name: str, case: _Case, answer: float | None,
             student_at: Callable[[_Case, Any, int | None], float | None]) -> bool:
    """Whether the student's answer on ``case`` changes with the module-level number ``name`` set
    back to 0 (then restored): a variable its answers depend on, not a count kept on the side."""
    saved = namespace[name]
    try:
        namespace[name] = type(saved)(0)
        again = student_at(case, case.state, case.depth)
    finally:
        namespace[name] = saved
    return again is not None and answer is not None and not _close(again, answer)


_KEEPS_STATE_HINT = ("Keep a search's state in its parameters and local variables: pass the ply or the depth"
                     " left down as an argument. A global changed by one call stays changed for the next, and"
                     " an early return that skips the line undoing the change leaves it drifting.")


def _drifting(cases: Sequence[_Case], answers: Sequence[float | None],
              student_at: Callable[[_Case, Any, int | None], float | None],
              fn: Callable[..., Any] | None = None) -> Problem | None:
    """Asked each graded question again, in the same order: a search whose answer depends only on
    its arguments gives the same answers. One that answers differently, or whose call leaves a
    module-level number of its own changed (``fn``'s globals), keeps something from one call to
    the next that changes what it does, which no mistake of one search explains."""
    for case, first in zip(cases, answers, strict=True):
        if first is None or not _close(first, case.expected):
            continue  # a wrong answer asked again may be wrong again the same way: the right ones tell
        again = student_at(case, case.state, case.depth)
        if again is None or _close(again, first):
            continue
        return Problem(
            KEEPS_STATE,
            f"On {case.position()} it returned {_num(first)}, the right value, the first time and {_num(again)}"
            " when asked the same again. A search's answer depends only on its arguments: something your code"
            " keeps between calls (a global or module-level variable such as a ply counter, a list or dict it"
            " fills, a mutable default argument) changes what it answers.", kept_container_hint(fn) or _KEEPS_STATE_HINT)
    namespace = getattr(inspect.unwrap(fn), "__globals__", None) if fn is not None else None
    wrong = [i for i, (case, a) in enumerate(zip(cases, answers, strict=True)) if a is not None
             and not _close(a, case.expected)]
    if not isinstance(namespace, dict) or not wrong:
        return None
    case = cases[wrong[0]]
    before = {name: value for name, value in namespace.items() if not name.startswith("_")
              and isinstance(value, (int, float)) and not isinstance(value, bool)}
    student_at(case, case.state, case.depth)
    changed = [(name, value, namespace.get(name)) for name, value in before.items() if namespace.get(name) != value]
    mattering = [(name, old, new) for name, old, new in changed if _matters(namespace, name, case, answers[wrong[0]],
                                                                           student_at)]
    if not mattering:
        return None  # a counter kept for statistics, say: the answers do not depend on it
    name, old, new = mattering[0]
    return Problem(
        KEEPS_STATE,
        f"On {case.position()} it returned {_num(answers[wrong[0]])}; the right value is {_num(case.expected)}."
        f"\nAsked that again, it changed the module-level variable {name} from {_num(old)} to {_num(new)} and"
        " left it so: each call starts where the last one stopped, so its answers drift from call to call"
        " (a depth or ply read from it is no longer the one the search was given).", _KEEPS_STATE_HINT)


def _keyed_or_drifting(cases: Sequence[_Case], answers: Sequence[float | None],
                       student_at: Callable[[_Case, Any, int | None], float | None],
                       fn: Callable[..., Any] | None) -> Problem | None:
    """A memo whose key is not the position (wrong from a fresh start, right with the memo forgetting:
    :mod:`~ttt_lab.exercises.memo_keys`), tried on the wrong full-depth cases before the state kept
    between calls (:func:`_drifting`), which such a memo also shows and which would name it wrongly."""
    if fn is not None:
        wrong = sorted((i for i, (case, a) in enumerate(zip(cases, answers, strict=True)) if a is not None
                        and case.depth is None and not _close(a, case.expected)), key=lambda i: _case_size(cases[i]))
        def rerun(case: _Case) -> Callable[[], float | None]:
            return lambda: student_at(case, case.state, None)
        keyed = memo_key_problem(fn, [(rerun(cases[i]), cases[i].expected) for i in wrong],
                                 lambda k: cases[wrong[k]].position())
        if keyed is not None:
            return keyed
        # A global set on the first call and never reset (a depth limit) answers the same when asked again:
        # asked from "not set yet", it is right (set_once_globals).
        once = set_once_problem([(cases[i].position(), answers[i] or 0.0, cases[i].expected, _again(cases[i], student_at))
                                 for i in _wrong_smallest_first(cases, answers)], fn)
        if once is not None:
            return once
    return _drifting(cases, answers, student_at, fn)


def _again(case: _Case, student_at: Callable[[_Case, Any, int | None], float | None]) -> Callable[[], float | None]:
    return lambda: student_at(case, case.state, case.depth)


def _wrong_smallest_first(cases: Sequence[_Case], answers: Sequence[float | None]) -> list[int]:
    return sorted((i for i, (case, a) in enumerate(zip(cases, answers, strict=True)) if a is not None
                   and not _close(a, case.expected)), key=lambda i: _case_size(cases[i]))


def _value_in(case: _Case) -> Callable[[Any], float]:
    return lambda state: minimax(case.game, state).value


def _case_size(case: _Case) -> int:
    """How many positions the search of a case visits: the smallest wrong case is shown."""
    recorder = SearchTree()
    minimax(case.game, case.state, depth=case.depth, evaluate=case.evaluate, observer=recorder)  # type: ignore[arg-type]
    return len(recorder)


def _student_at(run: Callable[..., Any], *extra: Any) -> Callable[[_Case, Any, int | None], float | None]:
    """Run the student's function on a sub-position of a case: ``run(game, state, *extra)``, with
    the depth and the evaluation instead for depth-limited cases."""

    def at(case: _Case, state: Any, depth: int | None) -> float | None:
        watch = _Watch(case.game)
        state = watch.watch(_copied(state))
        more = extra if case.depth is None else (depth, case.evaluate)
        return _call(run, watch, watch, state, *more).number

    return at


def _copied(state: Any) -> Any:
    if isinstance(state, list):
        return [_copied(item) for item in state]
    return state


_HINTS = {
    IGNORES_TERMINAL: "Start with: if game.is_terminal(state): return game.utility(state, game.players[0]).",
}


# ---------------------------------------------------------------------- common diagnoses


def _move_then_number(value: Any) -> bool:
    """Whether ``value`` is a pair whose second item alone is a number: (move, value)."""
    return (isinstance(value, (tuple, list)) and len(value) == 2 and isinstance(value[1], numbers.Real)
            and not isinstance(value[1], bool) and not isinstance(value[0], numbers.Real))


def _returned_moves(runs: list[tuple[_Case, _Outcome]]) -> list[tuple[_Case, _Outcome]]:
    """The runs that returned a legal move of their position, if every unfinished one did."""
    found = []
    for case, out in runs:
        if out.error is not None or out.too_many:
            continue
        state = case.make_state()
        if case.game.is_terminal(state):
            continue
        try:
            legal = out.value in case.game.actions(state) or (
                isinstance(out.value, list) and tuple(out.value) in case.game.actions(state))
        except Exception:
            legal = False
        if not legal:
            return []
        found.append((case, out))
    return found if len(found) >= 2 else []


def _common_problems(cases: Sequence[_Case], outcomes: Sequence[_Outcome], what: str,
                     call: str = "fn(game, state)", view: str = "game.players[0]") -> list[Problem]:
    """Crashes, non-numbers, runaway searches, boards changed in place, play after the end. ``view``: the
    player whose utility a finished game is worth in the checker's convention (``game.to_move(state)`` in
    negamax, where MAX's utility is a bug of its own: wave 32's hints quoted it there)."""
    problems: list[Problem] = []
    runs = list(zip(cases, outcomes, strict=True))
    mutated = [(case, out) for case, out in runs if out.watch is not None and out.watch.mutated()]
    if mutated:
        case, out = mutated[0]
        now, before = out.watch.mutated()[0]  # type: ignore[union-attr]
        problems.append(Problem(
            MUTATES,
            f"On {case.position()}, a board your {what} was handed changed while it ran: it was"
            f" {_board_text(before)} and is now {_board_text(now)}.",
            "Never write into a state you were given: get the next position with"
            " child = game.result(state, move), which leaves state alone.",
        ))
    crashes = [(case, out) for case, out in runs if out.error is not None]
    if crashes:
        case, out = crashes[0]
        watch = out.watch
        empty_max = isinstance(out.error, ValueError) and "empty" in str(out.error)
        if (empty_max and watch is not None and watch.last_call == "actions"
                and watch._game.is_terminal(watch.last_state)):
            problems.append(Problem(
                IGNORES_TERMINAL,
                f"On {case.position()} it crashed with {out.error_text}\njust after asking for the moves"
                " of a finished game, which has none.", _HINTS[IGNORES_TERMINAL].replace("game.players[0]", view)))
        else:
            problems.append(_not_written(out.error_text) or Problem(
                CRASHES,
                f"It raised an exception on {len(crashes)} of {len(cases)} cases. The first, on"
                f" {case.position()}:\n{out.error_text}",
                crash_hint(out.error) or f"Read the last line of the error; the line of your code that raised it is"
                f" shown. The checker calls {call}.",
            ))
    returned_moves = _returned_moves(runs)
    if returned_moves:
        case, out = returned_moves[0]
        problems.append(Problem(
            RETURNS_MOVE,
            f"On {case.position()} your {what} returned {_shown(out.value)}, a move there, not a value"
            f" ({len(returned_moves)} positions like this: every one that is not finished).",
            "Return the best value (the number), or the pair (value, move) with the value first, if the exercise"
            " asks for the move too; keep the move in a variable of its own.",
        ))
        for _, out in returned_moves:
            out.number = None  # a move such as (1, 1) is not the pair (value 1, move 1)
    not_numbers = [(case, out) for case, out in runs if not returned_moves
                   and out.error is None and not out.too_many and out.number is None]
    if not_numbers:
        case, out = not_numbers[0]
        hint = "Did you forget to return the value?" if out.value is None else (
            "Return a number, or a (value, move) pair with the value first.")
        if all(_move_then_number(out.value) for _, out in not_numbers):
            problems.append(Problem(
                PAIR_SWAPPED, f"On {case.position()} your {what} returned {_shown(out.value)}: the move first,"
                " then the number.", "Return (value, move): the value first, then the move."))
        else:
            problems.append(Problem(
                NOT_A_NUMBER, f"On {case.position()} your {what} returned {_shown(out.value)}.", hint))
    # With a depth limit the evaluation's numbers are values too: only an infinity is made up.
    outside = [(case, out) for case, out in runs
               if out.number is not None and not _within_utilities(case.game, out.number)
               and (case.evaluate is None or not math.isfinite(out.number))]
    if outside:
        case, out = outside[0]
        low, high = _utility_range(case.game)
        problems.append(Problem(
            OUT_OF_RANGE,
            f"On {case.position()} your {what} returned {_shown(out.value)}, but every value of this"
            f" game lies between {_num(low)} and {_num(high)}, its worst and best utilities.",
            "A search only passes on values it found: the utilities of finished games (and, with a"
            " depth limit, the evaluation). Look for a number your code makes up, or an"
            " infinity that is never replaced.",
        ))
    runaway = [case for case, out in runs if out.too_many]
    if runaway:
        problems.append(Problem(
            TOO_MANY,
            f"On {runaway[0].position()} it asked the game about more than {outcomes[0].watch.cap:,}"  # type: ignore[union-attr]
            " positions without finishing, far more than the whole tree has; it was stopped.",
            "Check that each call searches only the children of its own state and stops at"
            " finished games.",
        ))
    strangers = [(case, out) for case, out in runs if out.watch is not None and out.watch.strangers]
    if strangers:
        case, out = strangers[0]
        problems.append(Problem(
            PLAYER_NAMES,
            f"On {case.position()} it asked for game.utility(state, {out.watch.strangers[0]!r}), but the"  # type: ignore[union-attr]
            f" players of that game are {case.game.players}.",
            "Name players through the game: game.players[0] is MAX (X in tic-tac-toe, \"MAX\" in"
            " trees); compare game.to_move(state) with it, not with \"X\".",
        ))
    after_end = [(case, out) for case, out in runs if out.watch is not None and out.watch.moves_after_end]
    if after_end:
        case, out = after_end[0]
        state, move = out.watch.moves_after_end[0]  # type: ignore[union-attr]
        problems.append(Problem(
            KEEPS_SEARCHING,
            f"On {case.position()}, it played {move!r} in {_board_text(state)}, a game that is"
            " already over.",
            "A game also ends with a win, before the board is full: test game.is_terminal(state)"
            " first, and take the moves from game.actions(state).",
        ))
    return problems


def _failed_count(cases: Sequence[_Case], outcomes: Sequence[_Outcome]) -> int:
    return sum(
        1 for case, out in zip(cases, outcomes, strict=True)
        if out.number is None or not _close(out.number, case.expected)
        or (out.watch is not None and (out.watch.mutated() or out.watch.moves_after_end))
    )


def _plies(count: int) -> str:
    return f"{count} ply" if count == 1 else f"{count} plies"


def _utility_range(game: Any) -> tuple[float, float]:
    """The smallest and largest utility of ``game`` (its declared bounds, else -1 and 1)."""
    bounds: tuple[float, float] = game.utility_bounds if isinstance(game, HasUtilityBounds) else (-1.0, 1.0)
    return bounds


def _within_utilities(game: Any, value: float) -> bool:
    low, high = _utility_range(game)
    return low - 1e-9 <= value <= high + 1e-9

