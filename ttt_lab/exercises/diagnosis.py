"""Naming the bug behind wrong values, and the problems every search checker looks for.

A graded :class:`_Case` is a position or tree with its right value and, for each known bug,
the value that bug would give (a :class:`_Hypothesis`). The hypotheses are computed by the
library's own :func:`~ttt_lab.search.minimax` on slightly changed games: the tree with its
leaves negated, the game with each leaf scored for the player to move there, a depth one
ply off. A bug is named when its hypothesis predicts every value the student's function
returned (:func:`_explain_values`); :func:`_common_problems` names what needs no values:
crashes, non-numbers, runaway searches, boards changed in place, moves after the end.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> game = TreeGame([[3, 12], [2, 4]])
    >>> [(h.name, h.value) for h in _value_hypotheses(game, (), 3) if h.name == NOT_ALTERNATING]
    [('does not alternate MAX and MIN', 12), ('does not alternate MAX and MIN', 2)]
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any

from ttt_lab.core import HasUtilityBounds
from ttt_lab.exercises.harness import (
    INF,
    _board_text,
    _call,
    _close,
    _not_written,
    _num,
    _Outcome,
    _Rescored,
    _shown,
    _Watch,
)
from ttt_lab.exercises.report import (
    CRASHES,
    DEPTH_OFF_BY_ONE,
    IGNORES_DEPTH,
    IGNORES_TERMINAL,
    KEEPS_SEARCHING,
    MUTATES,
    NEVER_COUNTS_DOWN,
    NOT_A_NUMBER,
    NOT_ALTERNATING,
    OUT_OF_RANGE,
    PLAYER_NAMES,
    SWAPPED,
    TOO_MANY,
    WRONG_DRAW,
    WRONG_PLAYER,
    WRONG_VALUE,
    Problem,
)
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.games.trees import Tree, TreeGame, TreeState
from ttt_lab.search import SearchTree, minimax


@dataclass
class _Hypothesis:
    """A bug that would make the student's function return ``value`` on a case."""

    name: str
    because: str  # what such code does, for the message
    value: float


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
    hypotheses: list[_Hypothesis] = field(default_factory=list)
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


def _negated(tree: Tree) -> Tree:
    if isinstance(tree, (list, tuple)):
        return [_negated(child) for child in tree]
    return -tree  # type: ignore[operator]


def _value_hypotheses(game: Any, state: Any, expected: float, depth: int | None = None,
                      evaluate: Callable[[Any], float] | None = None) -> list[_Hypothesis]:
    """What each known bug would return on this case, each computed by the library's minimax
    on a changed game or tree (never by a search of our own)."""
    MAX = game.players[0]
    hypotheses: list[_Hypothesis] = []

    def value_of(g: Any, ev: Callable[[Any], float] | None = evaluate, d: int | None = depth) -> float:
        return minimax(g, state, depth=d, evaluate=ev).value

    to_move_max = game.to_move(state) == MAX
    hypotheses.append(_Hypothesis(
        WRONG_PLAYER, "returns the value for the player to move, not for MAX",
        expected if to_move_max else -expected))
    hypotheses.append(_Hypothesis(WRONG_PLAYER, "returns MIN's value instead of MAX's", -expected))

    def mover_view(s: Any) -> float:
        u = float(game.utility(s, game.to_move(s)))
        return u

    hypotheses.append(_Hypothesis(
        WRONG_PLAYER, "scores each finished game for the player to move there, not for MAX",
        value_of(_Rescored(game, mover_view))))
    if evaluate is not None:
        ev = evaluate

        def mover_evaluation(s: Any) -> float:
            return ev(s) if game.to_move(s) == MAX else -ev(s)

        hypotheses.append(_Hypothesis(
            WRONG_PLAYER, "scores positions at the depth limit for the player to move there, not for MAX",
            value_of(game, mover_evaluation)))

    def no_base_case(s: Any) -> float:
        return -INF if game.to_move(s) == MAX else INF

    hypotheses.append(_Hypothesis(
        IGNORES_TERMINAL, "never tests game.is_terminal, so a finished game (no moves left) is"
        " worth -inf to MAX and +inf to MIN", value_of(_Rescored(game, no_base_case))))

    def draws_unscored(s: Any) -> float:
        u = float(game.utility(s, MAX))
        return u if u else no_base_case(s)

    draw_value = value_of(_Rescored(game, draws_unscored))
    if not _close(draw_value, expected):
        hypotheses.append(_Hypothesis(
            WRONG_DRAW, "stops only at wins, so a full board without a winner is worth -inf"
            " to MAX and +inf to MIN instead of 0", draw_value))
    if depth is not None:
        hypotheses.append(_Hypothesis(
            DEPTH_OFF_BY_ONE, f"looks {_plies(depth + 1)} ahead when asked for {_plies(depth)}",
            value_of(game, d=depth + 1)))
        if depth >= 1:
            hypotheses.append(_Hypothesis(
                DEPTH_OFF_BY_ONE, f"looks only {_plies(depth - 1)} ahead when asked for {_plies(depth)}",
                value_of(game, d=depth - 1)))
        to_the_end = minimax(game, state).value
        hypotheses.append(_Hypothesis(
            IGNORES_DEPTH, "searches to the end of the game, past the depth limit", to_the_end))
        hypotheses.append(_Hypothesis(
            NEVER_COUNTS_DOWN, "stops at depth 0 but hands every child the same depth, so below the"
            " root the depth never reaches 0 and the search runs to the end",
            expected if depth == 0 else to_the_end))
    if isinstance(game, TreeGame):
        recorder = SearchTree()
        minimax(game, state, depth=depth, evaluate=evaluate, observer=recorder)  # type: ignore[arg-type]
        frontier = [node.value for node in recorder if node.kind in ("terminal", "cutoff")]
        hypotheses.append(_Hypothesis(
            NOT_ALTERNATING, "takes the max at every level, MIN's turns included",
            max(v for v in frontier if v is not None)))
        hypotheses.append(_Hypothesis(
            NOT_ALTERNATING, "takes the min at every level, MAX's turns included",
            min(v for v in frontier if v is not None)))
        flipped: Any = TreeGame(_negated(game.tree))  # type: ignore[arg-type]
        flipped_ev = None if evaluate is None else (lambda s: -evaluate(s))  # type: ignore[misc]
        swapped = -minimax(flipped, state, depth=depth, evaluate=flipped_ev).value
        hypotheses.append(_Hypothesis(
            SWAPPED, "takes the min where MAX is to move and the max where MIN is", swapped))
        hypotheses.append(_Hypothesis(
            SWAPPED, "always starts with MAX-VALUE, even where MIN is to move",
            expected if to_move_max else swapped))
        hypotheses.append(_Hypothesis(
            SWAPPED, "always starts with MIN-VALUE, even where MAX is to move",
            swapped if to_move_max else expected))
    return hypotheses


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
    return _Case(label, game, make_state, expected, _value_hypotheses(game, state, expected, depth, evaluate),
                 depth, evaluate)


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


def _explain_values(cases: Sequence[_Case], outcomes: Sequence[_Outcome], what: str) -> list[Problem]:
    """Name the bug behind wrong values: the hypotheses that predict every answer."""
    runs = [(case, out) for case, out in zip(cases, outcomes, strict=True) if out.number is not None]
    failing = [(case, out) for case, out in runs if not _close(out.number, case.expected)]  # type: ignore[arg-type]
    if not failing:
        return []
    keys: dict[tuple[str, str], list[tuple[_Case, _Outcome, float]]] = {}
    for case, out in runs:
        for h in case.hypotheses:
            keys.setdefault((h.name, h.because), []).append((case, out, h.value))
    explained: list[tuple[str, str, _Case, _Outcome]] = []
    partial: list[tuple[str, str, int]] = []
    for (name, because), predictions in keys.items():
        wrong_hits = [
            (case, out) for case, out, v in predictions
            if _close(out.number, v) and not _close(out.number, case.expected)  # type: ignore[arg-type]
        ]
        misses = [1 for case, out, v in predictions if not _close(out.number, v)]  # type: ignore[arg-type]
        if wrong_hits and not misses:
            explained.append((name, because, *wrong_hits[0]))
        elif wrong_hits:
            partial.append((name, because, len(wrong_hits)))
    problems = []
    for name, because, case, out in explained:
        problems.append(Problem(
            name,
            f"On {case.position()}, your {what} returned {_num(out.number)}; the right value is"
            f" {_num(case.expected)}.\nThat is what you get from code that {because}; it"
            f" explains every value your {what} returned.",
            _HINTS.get(name, ""),
        ))
    if problems:
        return problems
    case, out = failing[0]
    detail = (
        f"On {case.position()}, your {what} returned {_num(out.number)}; the right value is"
        f" {_num(case.expected)} ({len(failing)} of {len(runs)} cases are wrong)."
    )
    if partial:
        name, because, hits = max(partial, key=lambda p: p[2])
        detail += f"\nOn {hits} of them it returns what you get from code that {because}."
    return [Problem(WRONG_VALUE, detail, "Step through that case by hand and compare with yours.")]


_HINTS = {
    WRONG_PLAYER: "Values are always from MAX's view (game.players[0]): use"
                  " game.utility(state, game.players[0]), whoever is to move.",
    IGNORES_TERMINAL: "Start with: if game.is_terminal(state): return game.utility(state, game.players[0]).",
    WRONG_DRAW: "A full board is finished too: test game.is_terminal(state), which is true for"
                " wins and draws, instead of looking for a winner.",
    NOT_ALTERNATING: "MAX takes the largest child value, MIN the smallest: compare"
                     " game.to_move(state) with game.players[0] (not with \"X\": in trees MAX is"
                     " called \"MAX\") at every node, or let MAX-VALUE call MIN-VALUE and back.",
    SWAPPED: "MAX (game.players[0]) wants the largest value: use max (MAX-VALUE) when"
             " game.to_move(state) == game.players[0], min (MIN-VALUE) otherwise, at the root too.",
    DEPTH_OFF_BY_ONE: "depth counts plies below the given state: at depth 0 return evaluate(state);"
                      " each child gets depth - 1.",
    IGNORES_DEPTH: "Stop when depth reaches 0 and return evaluate(state) there.",
    NEVER_COUNTS_DOWN: "Each child is one ply further down: call your search on it with depth - 1, not depth.",
}


# ---------------------------------------------------------------------- common diagnoses


def _common_problems(cases: Sequence[_Case], outcomes: Sequence[_Outcome], what: str,
                     call: str = "fn(game, state)") -> list[Problem]:
    """Crashes, non-numbers, runaway searches, boards changed in place, play after the end."""
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
                " of a finished game, which has none.", _HINTS[IGNORES_TERMINAL]))
        else:
            problems.append(_not_written(out.error_text) or Problem(
                CRASHES,
                f"It raised an exception on {len(crashes)} of {len(cases)} cases. The first, on"
                f" {case.position()}:\n{out.error_text}",
                f"Read the last line of the error; the line of your code that raised it is shown."
                f" The checker calls {call}.",
            ))
    not_numbers = [(case, out) for case, out in runs
                   if out.error is None and not out.too_many and out.number is None]
    if not_numbers:
        case, out = not_numbers[0]
        hint = "Did you forget to return the value?" if out.value is None else (
            "Return a number, or a (value, move) pair with the value first.")
        problems.append(Problem(
            NOT_A_NUMBER, f"On {case.position()} your {what} returned {_shown(out.value)}.", hint))
    outside = [(case, out) for case, out in runs
               if out.number is not None and not _within_utilities(case.game, out.number)]
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

