"""Checkers for the course's exercises: run a student's function and name the bug.

Each checker runs the student's function on graded positions and trees, compares it with
the library's own search (the one implementation of each algorithm), prints a friendly
diagnosis and returns a :class:`CheckReport`. A diagnosis is a list of named
:class:`Problem` s, most fundamental first: "does not alternate MAX and MIN", "returns the
value for the wrong player", "keeps visiting children after a cutoff"...

- :func:`check_minimax`: ``fn(game, state) -> value`` (or ``(value, move)``).
- :func:`check_depth_limited_minimax`: ``fn(game, state, depth, evaluate) -> value``.
- :func:`check_alphabeta`: ``fn(game, state)`` or ``fn(game, state, alpha, beta)``.
- :func:`check_evaluation`: ``fn(state) -> float``, an evaluation for depth-limited search.
- :func:`check_win_test`: ``fn(board) -> "X" | "O" | None`` (or ``fn(board, k)``).
- :func:`which_leaves_are_pruned` and :func:`random_pruning_quiz`: pruning practice.
- ``reference_minimax``, ``reference_alphabeta``...: solutions for the notebooks' hidden
  cells, thin wrappers over the library's searches.

In a notebook, call a checker on its own line: it prints its message, and the report it
returns shows as a one-line badge (``report.passed``, ``report.diagnosis`` for code).

Values are always from MAX's view (``game.players[0]``: ``"X"``, or ``"MAX"`` in a tree),
as everywhere in :mod:`ttt_lab.search`. The checkers never search themselves: they call
:func:`~ttt_lab.search.minimax` and :func:`~ttt_lab.search.alphabeta` and read the trees
those record; to tell bugs apart they ask the same searches about slightly changed games
("what would minimax say if every leaf were scored for the player to move there?").

How it works: the student's function gets the game through a one-way mirror that notes
every leaf it scores (to compare the leaves alpha-beta must visit), every move it plays
after the game is over, and every board it changes in place. Boards in the exercises are
plain lists of rows (:class:`ListBoardGame`) so that a function that writes into the board
it was given is caught.

Example:
    >>> def my_minimax(game, state):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     values = [my_minimax(game, game.result(state, a)) for a in game.actions(state)]
    ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
    >>> report = check_minimax(my_minimax, quiet=True)
    >>> report.passed
    True
    >>> def max_everywhere(game, state):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     return max(max_everywhere(game, game.result(state, a)) for a in game.actions(state))
    >>> check_minimax(max_everywhere, quiet=True).diagnosis[0].name
    'does not alternate MAX and MIN'
"""

from __future__ import annotations

import contextlib
import html
import inspect
import io
import math
import numbers
import random
import traceback
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from ttt_lab.core import Player
from ttt_lab.games.list_board import Board, ListBoardGame
from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.games.trees import Tree, TreeGame, TreeState, aima_figure_5_2, random_tree
from ttt_lab.search import SearchTree, alphabeta, line_evaluation, minimax
from ttt_lab.search.scoring import DECISIVE

INF = math.inf

# ---------------------------------------------------------------------- the named problems

NOT_WRITTEN = "is not written yet"
MUTATES = "mutates the state it was given"
CRASHES = "crashes"
NOT_A_NUMBER = "does not return a number"
TOO_MANY = "searches far too many positions"
IGNORES_TERMINAL = "ignores terminal states"
KEEPS_SEARCHING = "keeps searching after a win"
WRONG_DRAW = "wrong value on a draw"
WRONG_PLAYER = "returns the value for the wrong player"
PLAYER_NAMES = "assumes the players are called X and O"
NOT_ALTERNATING = "does not alternate MAX and MIN"
SWAPPED = "mixes up MAX and MIN"
DEPTH_OFF_BY_ONE = "depth off by one"
IGNORES_DEPTH = "ignores the depth limit"
EVALUATES_TERMINAL = "evaluates finished games"
WRONG_ORDER = "does not try the moves in order"
WRONG_BOUND = "prunes on the wrong bound"
PRUNES_TOO_MUCH = "prunes too much"
NEVER_PRUNES = "never prunes"
KEEPS_VISITING = "keeps visiting children after a cutoff"
STRICT = "uses the strict (CS188) pruning convention"
ON_EQUAL = "prunes on equal values (the AIMA convention)"
OUTRANKS_WIN = "outranks a real win"
NO_PREFERENCE = "does not tell good positions from bad"
ASYMMETRIC = "gives symmetric positions different values"
NEAR_DECISIVE = "comes close to a real win"
MISSES_ROWS = "misses rows"
MISSES_COLUMNS = "misses columns"
MISSES_DIAGONALS = "misses diagonals"
MISSES_MAIN_DIAGONAL = "misses the main diagonal"
MISSES_ANTI_DIAGONAL = "misses the anti-diagonal"
MISSES_LINES = "misses some lines"
CONFUSES_PLAYERS = "confuses X and O"
EMPTY_LINE_WINS = "counts an empty line as a win"
INCOMPLETE_LINE = "reports a winner for an incomplete line"
NOT_A_PLAYER = "returns something other than 'X', 'O' or None"
WRONG_VALUE = "returns a wrong value"
MISSED_PRUNED = "misses pruned leaves"
NOT_PRUNED = "marks leaves that alpha-beta visits"
UNKNOWN_LEAF = "names leaves that are not in the tree"
PRINTS = "prints while it is checked"

_PRIORITY = [
    # Board-only code also crashes on trees: what it does wrong on boards comes first.
    NOT_WRITTEN, MUTATES, KEEPS_SEARCHING, CRASHES, NOT_A_NUMBER, NOT_A_PLAYER, TOO_MANY, IGNORES_TERMINAL,
    WRONG_DRAW, EVALUATES_TERMINAL, PLAYER_NAMES, WRONG_PLAYER, CONFUSES_PLAYERS, NOT_ALTERNATING, SWAPPED,
    DEPTH_OFF_BY_ONE, IGNORES_DEPTH, WRONG_BOUND, PRUNES_TOO_MUCH, WRONG_VALUE, WRONG_ORDER,
    NEVER_PRUNES, KEEPS_VISITING, STRICT, ON_EQUAL, OUTRANKS_WIN, NO_PREFERENCE, EMPTY_LINE_WINS,
    INCOMPLETE_LINE, MISSES_DIAGONALS, MISSES_MAIN_DIAGONAL, MISSES_ANTI_DIAGONAL,
    MISSES_ROWS, MISSES_COLUMNS, MISSES_LINES, UNKNOWN_LEAF, MISSED_PRUNED, NOT_PRUNED,
    ASYMMETRIC, NEAR_DECISIVE, PRINTS,
]

_VALUE_NEUTRAL = {WRONG_ORDER, NEVER_PRUNES, KEEPS_VISITING, STRICT, ON_EQUAL}
"""Problems that do not change a search's value: a wrong value is a problem of its own."""


@dataclass(frozen=True)
class Problem:
    """One named problem a checker found.

    Attributes:
        name: the bug's name, e.g. ``"does not alternate MAX and MIN"`` (the module's
            constants, such as :data:`NOT_ALTERNATING`, hold them).
        detail: where it showed: the position or tree, what came back, what was expected.
        hint: what to look at in the code.
        note: a remark rather than an error; notes do not make a check fail.
    """

    name: str
    detail: str
    hint: str = ""
    note: bool = False


@dataclass
class CheckReport:
    """What a checker found: ``passed``, and the named problems, most fundamental first.

    Display it in a notebook (or ``print`` it) for the friendly message.

    Attributes:
        check: the checker's name, e.g. ``"check_minimax"``.
        function: the name of the function checked.
        passed: no errors (notes are allowed).
        diagnosis: the problems, errors before notes, the main one first.
        cases: how many positions or trees the function was run on.
        failed_cases: on how many of them something went wrong.
    """

    check: str
    function: str
    passed: bool
    diagnosis: list[Problem]
    cases: int
    failed_cases: int
    praise: str = ""

    @property
    def names(self) -> list[str]:
        """The problems' names, in order."""
        return [problem.name for problem in self.diagnosis]

    @property
    def main(self) -> Problem | None:
        """The first (most fundamental) error, or ``None`` when the check passed."""
        return next((p for p in self.diagnosis if not p.note), None)

    def message(self) -> str:
        """The friendly diagnosis as plain text."""
        head = f"{self.title}: "
        errors = [p for p in self.diagnosis if not p.note]
        notes = [p for p in self.diagnosis if p.note]
        if self.passed:
            lines = [head + f"✔ passed all {self.cases} cases." + (f" {self.praise}" if self.praise else "")]
        else:
            count = "1 problem" if len(errors) == 1 else f"{len(errors)} problems"
            lines = [head + f"✘ {count} ({self.failed_cases} of {self.cases} cases went wrong)."]
        for i, problem in enumerate(errors, 1):
            lines.append(f"  {i}. {problem.name}")
            lines.extend(_indent(problem.detail, 5))
            if problem.hint:
                lines.extend(_indent("Hint: " + problem.hint, 5))
        for problem in notes:
            lines.append(f"  Note: {problem.name}")
            lines.extend(_indent(problem.detail, 5))
            if problem.hint:
                lines.extend(_indent(problem.hint, 5))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.message()

    def __repr__(self) -> str:
        if self.passed:
            return f"<CheckReport {self.title}: passed {self.cases} cases>"
        return f"<CheckReport {self.title}: failed: {'; '.join(self.names)}>"

    @property
    def title(self) -> str:
        """``check_minimax(my_minimax)``, or the checker's name alone for practice answers."""
        return f"{self.check}({self.function})" if self.function else self.check

    def _repr_html_(self) -> str:
        # A one-line badge: the checker has already printed the full message; the details
        # are there again, folded, for when the report is displayed on its own.
        colour = "#1a7f37" if self.passed else "#cf222e"
        if self.passed:
            badge = f"✔ {html.escape(self.title)} passed"
        else:
            names = ", ".join(html.escape(p.name) for p in self.diagnosis if not p.note)
            badge = f"✘ {html.escape(self.title)}: {names}"
        return (
            f'<details><summary style="color:{colour};font-weight:bold">{badge}</summary>'
            f'<pre style="white-space:pre-wrap">{html.escape(self.message())}</pre></details>'
        )


def _indent(text: str, spaces: int) -> list[str]:
    return [" " * spaces + line for line in text.splitlines()]


def _report(check: str, fn: Callable[..., Any] | str, problems: list[Problem], cases: int, failed: int,
            quiet: bool, praise: str = "") -> CheckReport:
    problems = _sorted(problems)
    name = fn if isinstance(fn, str) else getattr(fn, "__name__", type(fn).__name__)
    report = CheckReport(
        check=check, function=name,
        passed=not any(not p.note for p in problems), diagnosis=problems, cases=cases,
        failed_cases=failed if problems else 0, praise=praise,
    )
    if not quiet:
        print(report.message())
    return report


def _sorted(problems: list[Problem]) -> list[Problem]:
    """One problem per name, errors before notes, in order of how fundamental they are.

    The generic "returns a wrong value" goes when a named problem explains more.
    """
    if any(p.name != WRONG_VALUE and p.name not in _VALUE_NEUTRAL and not p.note for p in problems):
        problems = [p for p in problems if p.name != WRONG_VALUE]
    seen: dict[str, Problem] = {}
    for problem in problems:
        seen.setdefault(problem.name, problem)
    rank = {name: i for i, name in enumerate(_PRIORITY)}
    return sorted(seen.values(), key=lambda p: (p.note, rank.get(p.name, len(rank))))


# ---------------------------------------------------------------------- watching a student


class _TooManyPositions(BaseException):
    """Raised inside a student's search that will not stop; a BaseException so that a
    student's ``except Exception`` cannot swallow it."""


class _Watch:
    """A game seen through a one-way mirror: it behaves like ``game`` and notes what the
    student's function does with it."""

    def __init__(self, game: Any, cap: int = 20_000) -> None:
        self._game = game
        self.players = game.players
        self.cap = cap
        self.calls = 0
        self.leaves: list[Any] = []  # terminal states scored, consecutive repeats merged
        self.moves_after_end: list[Any] = []
        self.snapshots: list[tuple[Any, Any]] = []
        self.last_call = ""
        self.last_state: Any = None
        self.strangers: list[Any] = []  # players asked about who are not in the game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def __repr__(self) -> str:
        return repr(self._game)

    def watch(self, state: Any) -> Any:
        if isinstance(state, list):
            self.snapshots.append((state, _frozen(state)))
        return state

    def mutated(self) -> list[tuple[Any, Any]]:
        """The boards handed out that are no longer what they were: (board now, board then)."""
        return [(state, before) for state, before in self.snapshots if _frozen(state) != before]

    def _tick(self, call: str, state: Any) -> None:
        self.calls += 1
        self.last_call, self.last_state = call, state
        if self.calls > self.cap:
            raise _TooManyPositions

    def initial_state(self) -> Any:
        return self.watch(self._game.initial_state())

    def to_move(self, state: Any) -> Player:
        self._tick("to_move", state)
        return self._game.to_move(state)  # type: ignore[no-any-return]

    def actions(self, state: Any) -> list[Any]:
        self._tick("actions", state)
        return list(self._game.actions(state))

    def result(self, state: Any, move: Any) -> Any:
        self._tick("result", state)
        if self._game.is_terminal(state):
            self.moves_after_end.append((state if not isinstance(state, list) else _frozen(state), move))
        return self.watch(self._game.result(state, move))

    def play(self, state: Any, move: Any) -> Any:
        self._tick("play", state)
        return self.watch(self._game.play(state, move))

    def is_terminal(self, state: Any) -> bool:
        self._tick("is_terminal", state)
        return self._game.is_terminal(state)  # type: ignore[no-any-return]

    def utility(self, state: Any, player: Player) -> float:
        self._tick("utility", state)
        if player not in self.players:
            self.strangers.append(player)
        value = self._game.utility(state, player)
        if self._game.is_terminal(state) and not (self.leaves and self.leaves[-1] is state):
            self.leaves.append(state)
        return value  # type: ignore[no-any-return]

    def key(self, state: Any) -> Hashable:
        return self._game.key(state)  # type: ignore[no-any-return]


def _frozen(state: Any) -> Any:
    if isinstance(state, list):
        return tuple(_frozen(item) for item in state)
    return state


class _Rescored:
    """``game`` with other utilities: asks minimax "what if the leaves were scored so?"."""

    def __init__(self, game: Any, utility: Callable[[Any], float]) -> None:
        self._game = game
        self._utility = utility
        self.players = game.players

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def to_move(self, state: Any) -> Player:
        return self._game.to_move(state)  # type: ignore[no-any-return]

    def actions(self, state: Any) -> Any:
        return self._game.actions(state)

    def result(self, state: Any, move: Any) -> Any:
        return self._game.result(state, move)

    def is_terminal(self, state: Any) -> bool:
        return self._game.is_terminal(state)  # type: ignore[no-any-return]

    def utility(self, state: Any, player: Player) -> float:
        value = self._utility(state)
        return value if player == self.players[0] else -value

    def key(self, state: Any) -> Hashable:
        return self._game.key(state)  # type: ignore[no-any-return]


class _Printed:
    """Keeps what the student's function prints while it is checked out of the notebook
    (a print in a search runs thousands of times), and says so in a note."""

    def __init__(self) -> None:
        self.buffer = io.StringIO()

    def wrap(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        def silenced(*args: Any) -> Any:
            with contextlib.redirect_stdout(self.buffer):
                return fn(*args)

        return silenced

    def notes(self) -> list[Problem]:
        lines = self.buffer.getvalue().splitlines()
        if not lines:
            return []
        return [Problem(
            PRINTS,
            f"It printed {len(lines):,} lines while it was checked; they are not shown. The first:"
            f" {lines[0][:100]!r}.",
            "Take debugging prints out once it works: a search runs them thousands of times.",
            note=True,
        )]


@dataclass
class _Outcome:
    """One run of the student's function on one case."""

    value: Any = None  # what came back, as returned
    number: float | None = None  # the value read from it, if it is a number
    error: BaseException | None = None
    error_text: str = ""
    too_many: bool = False
    watch: _Watch | None = None


def _call(fn: Callable[..., Any], watch: _Watch, *args: Any) -> _Outcome:
    outcome = _Outcome(watch=watch)
    try:
        outcome.value = fn(*args)
    except _TooManyPositions:
        outcome.too_many = True
        return outcome
    except RecursionError as error:
        outcome.error, outcome.error_text = error, "RecursionError: the function never stops calling itself"
        return outcome
    except Exception as error:
        outcome.error, outcome.error_text = error, _error_summary(error)
        return outcome
    outcome.number = _as_number(outcome.value)
    return outcome


def _as_number(value: Any) -> float | None:
    """The value a student's search returned: a number, or the first item of (value, move)."""
    if isinstance(value, (tuple, list)) and len(value) == 2:
        value = value[0]
    elif hasattr(value, "value") and not isinstance(value, numbers.Real):
        value = value.value
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        return float(value)
    return None


def _not_written(error_text: str) -> Problem | None:
    """The exercise's placeholder ``raise NotImplementedError`` is still there."""
    if not error_text.startswith("NotImplementedError"):
        return None
    return Problem(NOT_WRITTEN, "It raises NotImplementedError: the exercise is waiting for your code.",
                   "Replace the line raise NotImplementedError with your code, then run the check again.")


def _error_summary(error: BaseException) -> str:
    """The exception and the student's line that raised it (not our mirror's)."""
    frames = [f for f in traceback.extract_tb(error.__traceback__)
              if not f.filename.endswith(("exercises.py", "list_board.py"))]
    text = f"{type(error).__name__}: {error}"
    if frames:
        frame = frames[-1]
        where = f"in {frame.name}, line {frame.lineno}"
        if frame.line:
            where += f": {frame.line.strip()}"
        text += f"\n({where})"
    return text


def _close(a: float, b: float) -> bool:
    if math.isinf(a) or math.isinf(b):
        return a == b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _num(value: Any) -> str:
    if isinstance(value, float):
        if value == INF:
            return "inf"
        if value == -INF:
            return "-inf"
        return str(int(value)) if value.is_integer() else f"{value:.4g}"
    return repr(value)


def _arity(fn: Callable[..., Any]) -> int:
    """How many positional arguments ``fn`` accepts (a large number for ``*args``)."""
    try:
        parameters = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return 2
    count = 0
    for parameter in parameters:
        if parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            return 99
        if parameter.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD):
            count += 1
    return count


# ---------------------------------------------------------------------- cases and hypotheses


@dataclass
class _Hypothesis:
    """A bug that would make the student's function return ``value`` on a case."""

    name: str
    because: str  # what such code does, for the message
    value: float


@dataclass
class _Case:
    label: str
    game: Any
    make_state: Callable[[], Any]
    expected: float
    hypotheses: list[_Hypothesis] = field(default_factory=list)
    depth: int | None = None
    evaluate: Callable[[Any], float] | None = None

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
        hypotheses.append(_Hypothesis(
            IGNORES_DEPTH, "searches to the end of the game, past the depth limit",
            minimax(game, state).value))
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
}


# ---------------------------------------------------------------------- graded cases

# Boards for minimax and alpha-beta: finished games (a win with cells left, a full-board
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


def _label(game: TreeGame, state: TreeState, name: str) -> str:
    if game.is_terminal(state):
        return name
    return _tree_label(game, state, name)


@cache
def _minimax_cases() -> tuple[_Case, ...]:
    cases = []
    for game, state, name in _trees_for_minimax():
        expected = minimax(game, state).value
        cases.append(_Case(_label(game, state, name), game, lambda s=state: s, expected,  # type: ignore[misc]
                           _value_hypotheses(game, state, expected)))
    board_game = ListBoardGame()
    for text in _TERMINAL_BOARDS + _PLAY_BOARDS:
        board = board_game.parse(text)
        expected = minimax(board_game, board).value
        cases.append(_Case(text, board_game, lambda t=text: board_game.parse(t), expected,  # type: ignore[misc]
                           _value_hypotheses(board_game, board, expected)))
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
        for depth in (0, 1, 2):
            expected = minimax(game, state, depth=depth, evaluate=evaluate).value
            cases.append(_Case(
                _label(game, state, name) + f", depth {depth}", game, lambda s=state: s, expected,  # type: ignore[misc]
                _value_hypotheses(game, state, expected, depth, evaluate), depth, evaluate))
    board_game = ListBoardGame()
    line_value = line_evaluation(board_game.mnk)

    def board_evaluation(board: Board) -> float:
        return line_value(board_game.mnk_state(board))

    for text, depth in (("XO./.X./...", 2), ("XOX/.O./...", 1), ("XOX/XOO/...", 2), ("XX./OO./...", 1),
                        ("X.O/.X./O..", 3)):
        board = board_game.parse(text)
        expected = minimax(board_game, board, depth=depth, evaluate=board_evaluation).value
        cases.append(_Case(
            f"{text}, depth {depth}", board_game, lambda t=text: board_game.parse(t), expected,  # type: ignore[misc]
            _value_hypotheses(board_game, board, expected, depth, board_evaluation), depth,
            board_evaluation))
    return tuple(cases)


# ---------------------------------------------------------------------- common diagnoses


def _common_problems(cases: Sequence[_Case], outcomes: Sequence[_Outcome], what: str,
                     call: str = "fn(game, state)") -> list[Problem]:
    """Crashes, non-numbers, runaway searches, boards changed in place, play after the end."""
    problems: list[Problem] = []
    mutated = [(case, out) for case, out in zip(cases, outcomes, strict=True)
               if out.watch is not None and out.watch.mutated()]
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
    crashes = [(case, out) for case, out in zip(cases, outcomes, strict=True) if out.error is not None]
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
    not_numbers = [(case, out) for case, out in zip(cases, outcomes, strict=True)
                   if out.error is None and not out.too_many and out.number is None]
    if not_numbers:
        case, out = not_numbers[0]
        hint = "Did you forget to return the value?" if out.value is None else (
            "Return a number, or a (value, move) pair with the value first.")
        problems.append(Problem(
            NOT_A_NUMBER, f"On {case.position()} your {what} returned {out.value!r}.", hint))
    runaway = [case for case, out in zip(cases, outcomes, strict=True) if out.too_many]
    if runaway:
        problems.append(Problem(
            TOO_MANY,
            f"On {runaway[0].position()} it asked the game about more than {outcomes[0].watch.cap:,}"  # type: ignore[union-attr]
            " positions without finishing, far more than the whole tree has; it was stopped.",
            "Check that each call searches only the children of its own state and stops at"
            " finished games.",
        ))
    strangers = [(case, out) for case, out in zip(cases, outcomes, strict=True)
                 if out.watch is not None and out.watch.strangers]
    if strangers:
        case, out = strangers[0]
        problems.append(Problem(
            PLAYER_NAMES,
            f"On {case.position()} it asked for game.utility(state, {out.watch.strangers[0]!r}), but the"  # type: ignore[union-attr]
            f" players of that game are {case.game.players}.",
            "Name players through the game: game.players[0] is MAX (X in tic-tac-toe, \"MAX\" in"
            " trees); compare game.to_move(state) with it, not with \"X\".",
        ))
    after_end = [(case, out) for case, out in zip(cases, outcomes, strict=True)
                 if out.watch is not None and out.watch.moves_after_end]
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


def _board_text(state: Any) -> str:
    if isinstance(state, (list, tuple)) and state and isinstance(state[0], (list, tuple)):
        return "/".join("".join(str(cell) for cell in row) for row in state)
    return repr(state)


# ---------------------------------------------------------------------- minimax


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
        >>> def my_minimax(game, state):
        ...     if game.is_terminal(state):
        ...         return game.utility(state, game.players[0])
        ...     values = [my_minimax(game, game.result(state, a)) for a in game.actions(state)]
        ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
        >>> check_minimax(my_minimax).passed   # doctest: +ELLIPSIS
        check_minimax(my_minimax): ✔ passed all ... cases...
        True
    """
    cases = _minimax_cases()
    printed = _Printed()
    run = printed.wrap(fn)
    outcomes = []
    for case in cases:
        watch = _Watch(case.game)
        state = watch.watch(case.make_state())
        outcomes.append(_call(run, watch, watch, state))
    problems = _common_problems(cases, outcomes, "function")
    problems += _explain_values(cases, outcomes, "function") + printed.notes()
    failed = _failed_count(cases, outcomes)
    return _report("check_minimax", fn, problems, len(cases), failed, quiet,
                   "It agrees with ttt_lab.search.minimax on every tree and board.")


def _failed_count(cases: Sequence[_Case], outcomes: Sequence[_Outcome]) -> int:
    return sum(
        1 for case, out in zip(cases, outcomes, strict=True)
        if out.number is None or not _close(out.number, case.expected)
        or (out.watch is not None and (out.watch.mutated() or out.watch.moves_after_end))
    )


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


def _plies(count: int) -> str:
    return f"{count} ply" if count == 1 else f"{count} plies"


def _ply(game: Any, state: Any) -> int:
    if isinstance(game, TreeGame):
        return len(state)
    if isinstance(game, ListBoardGame):
        return game.mnk_state(state)[3]  # type: ignore[no-any-return]
    return 0


# ---------------------------------------------------------------------- alpha-beta


@cache
def _alphabeta_trees() -> tuple[tuple[Any, TreeState, str], ...]:
    fig = aima_figure_5_2()
    items: list[tuple[Any, TreeState, str]] = [
        # A MAX node over leaves and a MIN node over leaves can never cut: with the whole
        # window open (beta = +inf, alpha = -inf) no test against the right bound fires.
        (TreeGame([5, 3, 9]), (), "the one-level tree [5, 3, 9]"),
        (TreeGame([[5, 7, 1]]), (0,), "the tree [[5, 7, 1]]"),
        (fig, (), "AIMA Figure 5.2"),
        # Ties: the two pruning conventions part here (C stops at its first leaf under AIMA's
        # v <= alpha, not under CS188's v < alpha).
        (TreeGame([[3, 5], [3, 9], [1, 7]]), (), "the tree [[3, 5], [3, 9], [1, 7]]"),
        (TreeGame([[[4, 6], [7, 9]], [[1, 2], [0, 3]]]), (), "the tree [[[4, 6], [7, 9]], [[1, 2], [0, 3]]]"),
    ]
    for seed in (1, 2, 3, 4, 5, 6):
        items.append((random_tree((2, 3), 4, values=(-3, 3), seed=seed), (),
                      f"random_tree((2, 3), 4, values=(-3, 3), seed={seed})"))
    items.append((random_tree(3, 3, seed=7), (1,), "random_tree(3, 3, seed=7)"))
    return tuple(items)


@dataclass
class _LeafPlan:
    """The leaves alpha-beta must score on a tree, under each convention, and those minimax scores."""

    aima: list[TreeState]
    strict: list[TreeState]
    every: list[TreeState]
    recorded: dict[bool, SearchTree]


def _recorded_leaves(game: Any, state: Any, prune_on_equal: bool) -> tuple[list[Any], SearchTree]:
    recorder = SearchTree()
    alphabeta(game, state, prune_on_equal=prune_on_equal, observer=recorder)
    return [node.state for node in recorder if node.kind == "terminal"], recorder


@cache
def _alphabeta_cases() -> tuple[tuple[_Case, ...], tuple[_LeafPlan | None, ...]]:
    cases: list[_Case] = []
    plans: list[_LeafPlan | None] = []
    for game, state, name in _alphabeta_trees():
        expected = minimax(game, state).value
        cases.append(_Case(_label(game, state, name), game, lambda s=state: s, expected,  # type: ignore[misc]
                           _value_hypotheses(game, state, expected)))
        aima, aima_tree = _recorded_leaves(game, state, True)
        strict, strict_tree = _recorded_leaves(game, state, False)
        every_tree = SearchTree()
        minimax(game, state, observer=every_tree)
        every = [node.state for node in every_tree if node.kind == "terminal"]
        plans.append(_LeafPlan(aima, strict, every, {True: aima_tree, False: strict_tree}))
    board_game = ListBoardGame()
    for text in ("XXX/OO./...", "XOX/XOO/OXX", "XO./.XO/...", "XOX/.O./...", "OX./.XO/X..", "X.O/.X./O.."):
        board = board_game.parse(text)
        expected = minimax(board_game, board).value
        cases.append(_Case(text, board_game, lambda t=text: board_game.parse(t), expected,  # type: ignore[misc]
                           _value_hypotheses(board_game, board, expected)))
        plans.append(None)
    return tuple(cases), tuple(plans)


_CONVENTIONS = ("aima", "strict", "either")


def check_alphabeta(fn: Callable[..., Any], *, convention: str = "aima", quiet: bool = False) -> CheckReport:
    """Check a student's alpha-beta: ``fn(game, state)`` or ``fn(game, state, alpha, beta)``.

    ``fn`` returns the minimax value of ``state`` from MAX's view (or ``(value, move)``); with
    four parameters it is called with ``alpha=-inf, beta=+inf``. Besides the values, the
    checker watches which leaves it scores (``game.utility`` on finished states) and compares
    them, in order, with the leaves that :func:`ttt_lab.search.alphabeta` visits when it tries
    the moves in ``game.actions`` order.

    Args:
        fn: the student's function.
        convention: ``"aima"`` (default): cut when ``v >= beta`` at MAX nodes and
            ``v <= alpha`` at MIN nodes, as AIMA and this course do; ``"strict"``: cut only
            when ``v > beta`` / ``v < alpha``, as Berkeley's CS188 does; ``"either"``: accept
            both (with a note saying which one ``fn`` uses).
        quiet: do not print the message.

    Returns:
        A :class:`CheckReport`.

    Raises:
        ValueError: an unknown ``convention``.

    Example:
        >>> import math
        >>> def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
        ...     if game.is_terminal(state):
        ...         return game.utility(state, game.players[0])
        ...     maximizing = game.to_move(state) == game.players[0]
        ...     v = -math.inf if maximizing else math.inf
        ...     for a in game.actions(state):
        ...         child = my_alphabeta(game, game.result(state, a), alpha, beta)
        ...         if maximizing:
        ...             v = max(v, child)
        ...             if v >= beta:
        ...                 return v
        ...             alpha = max(alpha, v)
        ...         else:
        ...             v = min(v, child)
        ...             if v <= alpha:
        ...                 return v
        ...             beta = min(beta, v)
        ...     return v
        >>> check_alphabeta(my_alphabeta, quiet=True).passed
        True
    """
    if convention not in _CONVENTIONS:
        raise ValueError(f"convention must be one of {', '.join(map(repr, _CONVENTIONS))}, got {convention!r}")
    cases, plans = _alphabeta_cases()
    with_window = _arity(fn) >= 4
    printed = _Printed()
    run = printed.wrap(fn)
    outcomes = []
    for case in cases:
        watch = _Watch(case.game)
        state = watch.watch(case.make_state())
        args = (watch, state, -INF, INF) if with_window else (watch, state)
        outcomes.append(_call(run, watch, *args))
    call = "fn(game, state, -math.inf, math.inf)" if with_window else "fn(game, state)"
    problems = _common_problems(cases, outcomes, "function", call)
    problems += _explain_values(cases, outcomes, "function")
    if not any(p.name in (NOT_ALTERNATING, SWAPPED, IGNORES_TERMINAL) for p in problems):
        # Which leaves alpha-beta needs assumes MAX and MIN in their places; until then the
        # leaves a search scores say nothing about its pruning.
        problems += _pruning_problems(cases, plans, outcomes, convention)
    problems += printed.notes()
    failed = _failed_count(cases, outcomes)
    failed += sum(
        1 for case, plan, out in zip(cases, plans, outcomes, strict=True)
        if plan is not None and out.number is not None and _close(out.number, case.expected)
        and not _leaves_match(plan, out, convention)
    )
    praise = {
        "aima": "Its values agree with minimax and it scores exactly the leaves that"
                " ttt_lab.search.alphabeta scores.",
        "strict": "Its values agree with minimax and it scores exactly the leaves of"
                  " alphabeta(..., prune_on_equal=False).",
        "either": "Its values agree with minimax and its leaves match one pruning convention.",
    }[convention]
    return _report("check_alphabeta", fn, problems, len(cases), failed, quiet, praise)


def _leaves_match(plan: _LeafPlan, out: _Outcome, convention: str) -> bool:
    seen = out.watch.leaves if out.watch is not None else []
    if convention == "either":
        return seen in (plan.aima, plan.strict)
    return seen == (plan.aima if convention == "aima" else plan.strict)


def _pruning_problems(cases: Sequence[_Case], plans: Sequence[_LeafPlan | None],
                      outcomes: Sequence[_Outcome], convention: str) -> list[Problem]:
    problems: list[Problem] = []
    on_equal = convention != "strict"
    runs = [(case, plan, out.watch.leaves) for case, plan, out in zip(cases, plans, outcomes, strict=True)
            if plan is not None and out.watch is not None and out.error is None and not out.too_many]
    if not runs:
        return problems
    # Left to right means the first leaf scored is the leftmost one.
    for case, plan, seen in runs:
        if seen and seen[0] != plan.every[0]:
            problems.append(Problem(
                WRONG_ORDER,
                f"On {case.position()} the first leaf it scored was {_leaf_name(case.game, seen[0])};"
                f" trying the moves in game.actions order, it is {_leaf_name(case.game, plan.every[0])}.",
                "Loop over game.actions(state) as given: pruning depends on the order moves are tried.",
            ))
            return problems
    # Nodes with the whole window open cannot cut; stopping early there compares with the
    # wrong bound (or a bound the node set itself).
    for case, plan, seen in runs:
        if plan.aima == plan.every and len(seen) < len(plan.every) and case.game.depth() == len(
                case.make_state()) + 1:
            root = case.make_state()
            maximizing = case.game.to_move(root) == case.game.players[0]
            skipped = [_leaf_name(case.game, leaf) for leaf in plan.every if leaf not in seen]
            test, right = ("v <= alpha", "v >= beta") if maximizing else ("v >= beta", "v <= alpha")
            bound = "beta = +inf" if maximizing else "alpha = -inf"
            problems.append(Problem(
                WRONG_BOUND,
                f"On {case.position()} it never looked at {', '.join(skipped)}. With {bound} at a"
                f" {'MAX' if maximizing else 'MIN'} node nothing can be pruned; stopping there looks"
                f" like a test such as {test} where {right} belongs.",
                "A MAX node stops when v >= beta (MIN above has a better option already) and raises"
                " alpha; a MIN node stops when v <= alpha and lowers beta.",
            ))
            return problems
    Run = tuple[_Case, _LeafPlan, list[Any]]
    extra_cases: list[Run] = []
    too_much: list[Run] = []
    strict_like: list[Run] = []
    equal_like: list[Run] = []
    never: list[Run] = []
    for case, plan, seen in runs:
        wanted = plan.aima if on_equal else plan.strict
        other = plan.strict if on_equal else plan.aima
        if seen == wanted or (convention == "either" and seen == plan.strict):
            if convention == "either" and plan.aima != plan.strict:
                (equal_like if seen == plan.aima else strict_like).append((case, plan, seen))
        elif seen == other:
            (strict_like if on_equal else equal_like).append((case, plan, seen))
        elif seen == plan.every:
            never.append((case, plan, seen))
        elif set(map(tuple, seen)) - set(map(tuple, wanted)) and not set(map(tuple, wanted)) - set(map(tuple, seen)):
            extra_cases.append((case, plan, seen))
        else:
            too_much.append((case, plan, seen))
    if too_much:
        case, plan, seen = too_much[0]
        wanted = plan.aima if on_equal else plan.strict
        skipped = [_leaf_name(case.game, leaf) for leaf in wanted if leaf not in seen]
        problems.append(Problem(
            PRUNES_TOO_MUCH,
            f"On {case.position()} it skipped {', '.join(skipped)}, which alpha-beta must look at"
            f" (it scored {len(seen)} leaves: {_leaf_list(case.game, seen)}; alpha-beta scores"
            f" {len(wanted)}: {_leaf_list(case.game, wanted)}).",
            "Give every node its own alpha and beta (parameters, not shared or global variables),"
            " pass them on to the children as (alpha, beta), and stop only when v >= beta at MAX"
            " nodes or v <= alpha at MIN nodes.",
        ))
    if never and not (extra_cases or strict_like or too_much):
        case, plan, seen = never[0]
        problems.append(Problem(
            NEVER_PRUNES,
            f"On {case.position()} it scored all {len(plan.every)} leaves, like minimax; alpha-beta"
            f" needs only {len(plan.aima if on_equal else plan.strict)}. It never pruned on any tree.",
            "After updating v, stop the loop (return v) when v >= beta at a MAX node or v <= alpha"
            " at a MIN node, and pass the narrowed alpha and beta down to the children.",
        ))
    elif extra_cases or (never and (strict_like or too_much)):
        case, plan, seen = (extra_cases or never)[0]
        problems.append(_keeps_visiting(case, plan, seen, on_equal))
    if strict_like and convention != "either":
        case, plan, seen = strict_like[0]
        problems.append(Problem(
            STRICT,
            f"On {case.position()} it stops only when v > beta / v < alpha, so it also looks at"
            f" {_leaf_list(case.game, [leaf for leaf in seen if leaf not in plan.aima])}. That is"
            " Berkeley CS188's convention and not wrong in itself; this course (like AIMA) stops on"
            " equality too, v >= beta / v <= alpha, which prunes more.",
            "If you meant the CS188 rule, run check_alphabeta(fn, convention='strict').",
        ))
    if equal_like and convention == "strict":
        case, plan, seen = equal_like[0]
        problems.append(Problem(
            ON_EQUAL,
            f"On {case.position()} it stops on v >= beta / v <= alpha and so skips"
            f" {_leaf_list(case.game, [leaf for leaf in plan.strict if leaf not in seen])}, which"
            " the strict convention (v > beta / v < alpha) looks at.",
            "This is AIMA's rule and this course's default: check_alphabeta(fn) accepts it.",
        ))
    if convention == "either" and not problems:
        if strict_like:
            problems.append(Problem(STRICT, "It prunes with the strict rule (v > beta / v < alpha).", note=True))
        elif equal_like:
            problems.append(Problem(ON_EQUAL, "It prunes on equality (v >= beta / v <= alpha).", note=True))
    return problems


def _keeps_visiting(case: _Case, plan: _LeafPlan, seen: list[Any], on_equal: bool) -> Problem:
    recorder = plan.recorded[on_equal]
    wanted = plan.aima if on_equal else plan.strict
    extra = [leaf for leaf in seen if leaf not in wanted]
    game = case.game
    detail = (f"On {case.position()} it scored {len(seen)} leaves where alpha-beta needs"
              f" {len(wanted)}; it also looked at {_leaf_list(game, extra)}.")
    missed = _missed_cutoffs(game, recorder, extra)
    if missed:
        node = missed[0]
        role = "MAX" if node.maximizing else "MIN"
        detail += (f"\nAt node {game.node_name(node.state)} ({role}) the search must stop once"
                   f" {node.rule}, but yours went on to {', '.join(str(m) for m in node.pruned)}.")
    roles = {node.maximizing for node in missed}
    ties = all(node.value == (node.beta_out if node.maximizing else node.alpha_out) for node in missed)
    if missed and ties and on_equal:
        where = "MAX nodes" if roles == {True} else "MIN nodes" if roles == {False} else "some nodes"
        return Problem(
            STRICT,
            detail + f"\nAt {where} it stops only when v is strictly beyond the bound (CS188's"
            " rule), not when it equals it.",
            "This course (like AIMA) stops on equality too: v >= beta at MAX nodes, v <= alpha at"
            " MIN nodes. Use the same rule at both kinds of node.",
        )
    hint = ("Return v as soon as v >= beta at a MAX node or v <= alpha at a MIN node: the"
            " remaining children cannot change the result.")
    if roles == {False}:
        hint = "Your MIN nodes never stop early: after v = min(v, ...), return v if v <= alpha."
    elif roles == {True}:
        hint = "Your MAX nodes never stop early: after v = max(v, ...), return v if v >= beta."
    return Problem(KEEPS_VISITING, detail, hint)


def _missed_cutoffs(game: TreeGame, recorder: SearchTree, leaves: list[TreeState]) -> list[Any]:
    """The recorded cutoff nodes below whose pruned moves some of ``leaves`` lie."""
    found = []
    for node in recorder.cutoff_nodes():
        path = node.state
        moves = game.actions(path)
        if any(leaf[:len(path)] == path and len(leaf) > len(path) and moves[leaf[len(path)]] in node.pruned
               for leaf in leaves):
            found.append(node)
    return found


def _leaf_name(game: Any, leaf: Any) -> str:
    if isinstance(game, TreeGame) and leaf:
        parent = leaf[:-1]
        move = game.actions(parent)[leaf[-1]]
        return f"{move}={game.node_name(leaf)}"
    return repr(leaf)


def _leaf_list(game: Any, leaves: Iterable[Any]) -> str:
    return ", ".join(_leaf_name(game, leaf) for leaf in leaves)


# ---------------------------------------------------------------------- evaluation functions


@lru_cache(maxsize=8)
def _sample_positions(game: MNK, games: int = 60, seed: int = 0) -> tuple[MNKState, ...]:
    """Positions from seeded random games: every prefix, finished ones included."""
    rng = random.Random(seed)
    seen: dict[int, MNKState] = {}
    for _ in range(games):
        state = game.initial_state()
        seen.setdefault(game.key(state), state)
        while not game.is_terminal(state):
            state = game.result(state, rng.choice(game.actions(state)))
            seen.setdefault(game.key(state), state)
    return tuple(seen.values())


def _colour_swap(game: MNK, state: MNKState) -> MNKState:
    """The same board with X and O exchanged (legal when both have as many stones, X to move)."""
    return game.parse(game.board_text(state).replace("X", "x").replace("O", "X").replace("x", "O"))


def check_evaluation(fn: Callable[[Any], Any], game: MNK | ListBoardGame | None = None, *,
                     quiet: bool = False) -> CheckReport:
    """Check an evaluation function for depth-limited search: ``fn(state) -> float``.

    An evaluation estimates, from X's (MAX's) view, how good an unfinished position is. The
    checker asks of it: numbers on every position, finished and empty boards included, with
    no crash; strictly between -1 and 1 on unfinished positions, so an estimate never
    outranks a real win (+1); higher for X where X is clearly better (by counting open
    lines) than on the same board with the colours swapped, whoever is to move; equal
    values on symmetric boards (a note only); the position left unchanged.

    Args:
        fn: the student's evaluation; it gets positions of ``game``.
        game: an ``MNK`` game (default ``TicTacToe()``) or a :class:`ListBoardGame`, whose
            positions are lists of rows.
        quiet: do not print the message.

    Returns:
        A :class:`CheckReport`.

    Example:
        >>> from ttt_lab.search import line_evaluation
        >>> check_evaluation(line_evaluation(TicTacToe()), quiet=True).passed
        True
    """
    game = TicTacToe() if game is None else game
    boards = isinstance(game, ListBoardGame)
    mnk = game.mnk if isinstance(game, ListBoardGame) else game
    if not isinstance(mnk, MNK):
        raise ValueError(f"game must be an MNK game or a ListBoardGame, got {game!r}")
    positions = _sample_positions(mnk)
    judge = line_evaluation(mnk)
    printed = _Printed()
    student, fn = fn, printed.wrap(fn)

    def shown(state: MNKState) -> Any:
        return game.board(state) if isinstance(game, ListBoardGame) else state

    problems: list[Problem] = []
    values: dict[int, float] = {}
    crashes: list[tuple[MNKState, str]] = []
    not_numbers: list[tuple[MNKState, Any]] = []
    mutated: list[tuple[Any, Any]] = []
    for state in positions:
        given = shown(state)
        before = _frozen(given)
        try:
            answer = fn(given)
        except Exception as error:
            crashes.append((state, _error_summary(error)))
            continue
        if boards and _frozen(given) != before:
            mutated.append((before, given))
        number = _as_number(answer) if not isinstance(answer, (tuple, list)) else None
        if number is None or math.isnan(number):
            not_numbers.append((state, answer))
            continue
        values[mnk.key(state)] = number
    cases = len(positions)
    if mutated:
        before, after = mutated[0]
        problems.append(Problem(
            MUTATES, f"The board {_board_text(before)} was {_board_text(after)} after your function looked at it.",
            "Read the board; if you try moves, try them on a copy or with game.result.",
        ))
    if crashes:
        state, text = crashes[0]
        empty = " (the empty board)" if state[3] == 0 else " (a finished game)" if mnk.is_terminal(state) else ""
        problems.append(_not_written(text) or Problem(
            CRASHES,
            f"It raised an exception on {len(crashes)} of {cases} positions. The first, on"
            f" {mnk.board_text(state)}{empty}:\n{text}",
            "An evaluation must cope with any board: empty, nearly full, or finished.",
        ))
    if not_numbers:
        state, answer = not_numbers[0]
        problems.append(Problem(
            NOT_A_NUMBER, f"On {mnk.board_text(state)} it returned {answer!r}.",
            "Did you forget to return the value?" if answer is None else "Return a float.",
        ))
    unfinished = [s for s in positions if not mnk.is_terminal(s) and mnk.key(s) in values]
    too_big = [s for s in unfinished if abs(values[mnk.key(s)]) >= 1]
    if too_big:
        state = max(too_big, key=lambda s: abs(values[mnk.key(s)]))
        problems.append(Problem(
            OUTRANKS_WIN,
            f"On the unfinished board {mnk.board_text(state)} it gives {_num(values[mnk.key(state)])}:"
            " a search would prefer that guess to a real win (+1) or fear it more than a real loss"
            f" (-1). {len(too_big)} of {len(unfinished)} unfinished positions are outside (-1, 1).",
            "Scale the score into (-1, 1), e.g. divide by the largest score possible and keep"
            f" within ±{DECISIVE}.",
        ))
    elif any(abs(values[mnk.key(s)]) > DECISIVE for s in unfinished):
        state = max(unfinished, key=lambda s: abs(values[mnk.key(s)]))
        problems.append(Problem(
            NEAR_DECISIVE,
            f"On {mnk.board_text(state)} it gives {_num(values[mnk.key(state)])}; searches that score"
            f" quick wins read values beyond ±{DECISIVE} as won or lost games.",
            f"Keep estimates within ±{DECISIVE}.", note=True,
        ))
    bad_pairs = 0
    if not mutated:  # values read off boards the function has changed mean nothing
        order_problems, bad_pairs = _evaluation_order_problems(mnk, unfinished, values, judge, fn, shown)
        problems += order_problems
        problems += _symmetry_notes(mnk, unfinished, values, fn, shown)
    failed = len(crashes) + len(not_numbers) + len(too_big) + len(mutated) + bad_pairs
    problems += printed.notes()
    return _report("check_evaluation", student, problems, cases, max(failed, 1), quiet,
                   "Numbers everywhere, inside (-1, 1), from X's view.")


def _evaluation_order_problems(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                               judge: Callable[[MNKState], float], fn: Callable[[Any], Any],
                               shown: Callable[[MNKState], Any]) -> tuple[list[Problem], int]:
    """Pairs of positions where X is clearly better in the first, with the same side to move;
    the problems found and how many pairs came out wrong."""
    pairs: dict[str, list[tuple[MNKState, MNKState]]] = {"X": [], "O": []}
    # X to move: the board against itself with colours swapped.
    for state in unfinished:
        if state[3] % 2 == 0 and judge(state) >= 0.1:
            try:
                swapped = _colour_swap(mnk, state)
            except ValueError:
                continue
            if not mnk.is_terminal(swapped):
                pairs["X"].append((state, swapped))
    # O to move: a board where X is clearly ahead against one where O is.
    o_to_move = [s for s in unfinished if s[3] % 2 == 1]
    good = sorted((s for s in o_to_move if judge(s) >= 0.1), key=judge, reverse=True)[:4]
    bad = sorted((s for s in o_to_move if judge(s) <= -0.1), key=judge)[:4]
    pairs["O"] = list(zip(good, bad, strict=False))
    outcomes: dict[str, list[tuple[MNKState, MNKState, float, float]]] = {"X": [], "O": []}
    for side, side_pairs in pairs.items():
        for better, worse in side_pairs[:6]:
            try:
                a, b = _as_number(fn(shown(better))), _as_number(fn(shown(worse)))
            except Exception:
                continue
            if a is not None and b is not None:
                outcomes[side].append((better, worse, a, b))
    problems: list[Problem] = []
    reversed_by_side = {side: [o for o in outs if o[2] < o[3]] for side, outs in outcomes.items()}
    equal_by_side = {side: [o for o in outs if o[2] == o[3]] for side, outs in outcomes.items()}
    total = sum(len(outs) for outs in outcomes.values())
    if not total:
        return problems, 0
    all_reversed = [o for side in outcomes for o in reversed_by_side[side]]
    all_equal = [o for side in outcomes for o in equal_by_side[side]]
    if all_reversed:
        better, worse, a, b = all_reversed[0]
        to_move = "X" if better[3] % 2 == 0 else "O"
        reversed_sides = [side for side in outcomes if reversed_by_side[side]]
        if reversed_sides == ["O"] and outcomes["X"]:
            because = "when O is to move it scores the board for O, the player to move, not for X"
        elif reversed_sides == ["X"] and outcomes["O"]:
            because = "when X is to move it scores the board for O, the player not to move"
        else:
            because = "it scores boards for O, not for X"
        problems.append(Problem(
            WRONG_PLAYER,
            f"{mnk.board_text(better)} ({to_move} to move) is clearly better for X than"
            f" {mnk.board_text(worse)} ({to_move} to move), yet your function gives {_num(a)} and"
            f" {_num(b)}: {because}.",
            "Always score from X's view (game.players[0]), whoever is to move: good for X is"
            " positive, good for O negative.",
        ))
    elif len(all_equal) == total:
        better, worse, a, b = all_equal[0]
        problems.append(Problem(
            NO_PREFERENCE,
            f"It gives {_num(a)} to both {mnk.board_text(better)} and {mnk.board_text(worse)},"
            " though the first is clearly better for X (it has more open lines).",
            "Count what matters, e.g. lines each side can still complete, X's minus O's.",
        ))
    return problems, len(all_reversed) + len(all_equal)


def _symmetry_notes(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                    fn: Callable[[Any], Any], shown: Callable[[MNKState], Any]) -> list[Problem]:
    perms = mnk.symmetries()[1:]
    for state in unfinished[:40]:
        value = values[mnk.key(state)]
        for perm in perms:
            image = mnk.transform(state, perm)
            try:
                other = _as_number(fn(shown(image)))
            except Exception:
                return []
            if other is not None and not _close(other, value):
                return [Problem(
                    ASYMMETRIC,
                    f"{mnk.board_text(state)} gets {_num(value)} but its mirror image"
                    f" {mnk.board_text(image)} gets {_num(other)}.",
                    "Fine if intended; the game itself does not care about left and right.",
                    note=True,
                )]
    return []


# ---------------------------------------------------------------------- win tests


@dataclass
class _WinCase:
    game: MNK
    state: MNKState
    expected: Player | None
    kind: str  # "win", "near", "draw", "empty", "mixed", "empty-line"
    direction: str = ""  # for wins: "row", "column", "diagonal", "anti-diagonal"
    line: tuple[tuple[int, int], ...] = ()


def _direction(line: Sequence[tuple[int, int]]) -> str:
    (r0, c0), (r1, c1) = line[0], line[1]
    if r0 == r1:
        return "row"
    if c0 == c1:
        return "column"
    return "diagonal" if c1 > c0 else "anti-diagonal"


def _line_name(line: Sequence[tuple[int, int]]) -> str:
    direction = _direction(line)
    r, c = line[0]
    if direction == "row":
        return f"row {r}" if len(line) > 2 else "a row"
    if direction == "column":
        return f"column {c}"
    return f"the {direction} from {line[0]} to {line[-1]}"


@lru_cache(maxsize=8)
def _win_cases(m: int, n: int, k: int) -> tuple[_WinCase, ...]:
    """Every line won by each player, lines one stone short, mixed lines, draws, the empty board."""
    game = MNK(m, n, k)
    cases: list[_WinCase] = []
    cells = list(game.cells)
    rng = random.Random(f"win cases {m} {n} {k}")
    for line in game.lines:
        for player in game.players:
            other = "O" if player == "X" else "X"
            board = {cell: player for cell in line}
            # The loser's stones go where they make no line: as many as the rules allow.
            free = [cell for cell in cells if cell not in board]
            rng.shuffle(free)
            wanted = k - 1 if player == "X" else k
            for cell in free:
                if wanted == 0:
                    break
                board[cell] = other
                if _has_line(game, board, other):
                    del board[cell]
                    continue
                wanted -= 1
            cases.append(_WinCase(game, _state_from(game, board), player, "win", _direction(line), tuple(line)))
        # One stone short: the line's last cell empty, then taken by the other side.
        near = {cell: "X" for cell in line[:-1]}
        near_o = {**{cell: "O" for cell in line[:-1]}, line[-1]: "X"}
        for board, kind in ((near, "near"), (near_o, "mixed")):
            cases.append(_WinCase(game, _state_from(game, board), None, kind, _direction(line), tuple(line)))
    cases.append(_WinCase(game, game.initial_state(), None, "empty-line"))
    if (m, n, k) == (3, 3, 3):
        for text in ("XOX/XOO/OXX", "OXO/XXO/XOX", "XXO/OOX/XOX"):
            cases.append(_WinCase(game, game.parse(text), None, "draw"))
    return tuple(cases)


def _has_line(game: MNK, board: dict[tuple[int, int], str], player: str) -> bool:
    return any(all(board.get(cell) == player for cell in line) for line in game.lines)


def _state_from(game: MNK, board: dict[tuple[int, int], str]) -> MNKState:
    x = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "X")
    o = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "O")
    winner = next((p for p in ("X", "O") if _has_line(game, board, p)), None)
    return tuple.__new__(MNKState, (x, o, winner, len(board), game))  # type: ignore[no-any-return]


_BOARD_FORMATS = ("rows", "text", "state")


def check_win_test(fn: Callable[..., Any], *, board: str = "rows", quiet: bool = False) -> CheckReport:
    """Check a win test: ``fn(board) -> "X" | "O" | None``, or ``fn(board, k)`` for k in a row.

    ``fn`` says who has a complete line on the board, or ``None`` when nobody has (an empty
    board, lines one stone short, lines shared by X and O, full boards without a line). Every
    line of the 3x3 board is tried, for both players; if ``fn`` takes a second argument ``k``,
    4x4 boards with k=3 and 5x4 boards with k=4 are tried as well.

    Args:
        fn: the student's function.
        board: how boards are given to ``fn``: ``"rows"`` (default), a list of rows such as
            ``[["X", "X", "X"], ["O", "O", "."], [".", ".", "."]]``; ``"text"``, a string such
            as ``"XXX/OO./..."``; ``"state"``, an ``MNKState``.
        quiet: do not print the message.

    Returns:
        A :class:`CheckReport`.

    Raises:
        ValueError: an unknown ``board`` format.

    Example:
        >>> def winner(board):
        ...     lines = [row for row in board] + [list(col) for col in zip(*board)]
        ...     lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
        ...     for line in lines:
        ...         if line[0] != "." and line.count(line[0]) == 3:
        ...             return line[0]
        ...     return None
        >>> check_win_test(winner, quiet=True).passed
        True
    """
    if board not in _BOARD_FORMATS:
        raise ValueError(f"board must be one of {', '.join(map(repr, _BOARD_FORMATS))}, got {board!r}")
    with_k = _arity(fn) >= 2
    cases = list(_win_cases(3, 3, 3))
    if with_k:
        cases += list(_win_cases(4, 4, 3)) + list(_win_cases(5, 4, 4))
    printed = _Printed()
    run = printed.wrap(fn)
    answers: list[tuple[_WinCase, Any]] = []
    crashes: list[tuple[_WinCase, str]] = []
    mutated: list[tuple[_WinCase, Any, Any]] = []
    for case in cases:
        given = _win_board(case, board)
        before = _frozen(given)
        try:
            answer = run(given, case.game.k) if with_k else run(given)
        except Exception as error:
            crashes.append((case, _error_summary(error)))
            continue
        if _frozen(given) != before:
            mutated.append((case, before, given))
        answers.append((case, answer))
    problems: list[Problem] = []
    if mutated:
        case, before, after = mutated[0]
        problems.append(Problem(
            MUTATES, f"The board {_board_text(before)} was {_board_text(after)} after your function looked at it.",
            "A win test only reads the board.",
        ))
    if crashes:
        case, text = crashes[0]
        problems.append(_not_written(text) or Problem(
            CRASHES,
            f"It raised an exception on {len(crashes)} of {len(cases)} boards. The first, on"
            f" {_describe(case)}:\n{text}",
            "Read the last line of the error; the line of your code that raised it is shown.",
        ))
    odd = [(case, answer) for case, answer in answers if answer not in ("X", "O", None)]
    if odd:
        case, answer = odd[0]
        if case.kind == "empty-line" or answer == ".":
            problems.append(Problem(
                EMPTY_LINE_WINS,
                f"On {_describe(case)} it returned {answer!r}: three empty cells in a row are"
                " equal, but they are nobody's line.",
                "Check that the first cell of the line is a stone (not \".\") before comparing.",
            ))
        else:
            problems.append(Problem(
                NOT_A_PLAYER, f"On {_describe(case)} it returned {answer!r}.",
                'Return "X", "O" or None (not True/False, not lower case).',
            ))
    wrong = [(case, answer) for case, answer in answers if answer != case.expected
             and answer in ("X", "O", None)]
    problems += _win_problems(wrong, [case for case, _ in answers]) + printed.notes()
    failed = len(crashes) + len(mutated) + sum(1 for case, answer in answers if answer != case.expected)
    sizes = "3x3, 4x4 (k=3) and 5x4 (k=4)" if with_k else "3x3"
    return _report("check_win_test", fn, problems, len(cases), failed, quiet,
                   f"Every line on {sizes} boards, for both players, and no false alarms.")


def _win_board(case: _WinCase, form: str) -> Any:
    text = case.game.board_text(case.state)
    if form == "text":
        return text
    if form == "state":
        return case.state
    return [list(row) for row in text.split("/")]


def _describe(case: _WinCase) -> str:
    text = case.game.board_text(case.state)
    size = "" if (case.game.m, case.game.n) == (3, 3) else f" (a {case.game.m}x{case.game.n} board, k={case.game.k})"
    return text + size


def _win_problems(wrong: list[tuple[_WinCase, Any]], tried: list[_WinCase]) -> list[Problem]:
    problems: list[Problem] = []
    wins_wrong = [(c, a) for c, a in wrong if c.kind == "win"]
    confused = [(c, a) for c, a in wins_wrong if a is not None]
    false_alarms = [(c, a) for c, a in wrong if c.kind in ("near", "mixed", "draw")]
    wins = sum(1 for c in tried if c.kind == "win")
    # Naming the other side on a few wins is a false alarm's doing (another line of the
    # loser's looked complete); confusing the players shows on most wins.
    if confused and (not false_alarms or 2 * len(confused) >= wins):
        case, answer = confused[0]
        problems.append(Problem(
            CONFUSES_PLAYERS,
            f"On {_describe(case)}, where {case.expected} has {_line_name(case.line)}, it said"
            f" {answer!r} ({len(confused)} boards like this).",
            "Return the stone that fills the line, board[r][c], not the player to move or the other side.",
        ))
    missed = [c for c, a in wins_wrong if a is None]
    if missed:
        by_direction: dict[str, list[_WinCase]] = {}
        for case in missed:
            by_direction.setdefault(case.direction, []).append(case)
        tried_by_direction: dict[str, int] = {}
        for case in tried:
            if case.kind == "win":
                tried_by_direction[case.direction] = tried_by_direction.get(case.direction, 0) + 1
        whole = {d for d, cs in by_direction.items() if len(cs) == tried_by_direction.get(d, 0)}
        if {"diagonal", "anti-diagonal"} <= whole:
            problems.append(_missed(MISSES_DIAGONALS, by_direction["diagonal"][0],
                                    "Check both diagonals: (0,0),(1,1),(2,2) and (0,2),(1,1),(2,0)."))
        elif "anti-diagonal" in whole:
            problems.append(_missed(MISSES_ANTI_DIAGONAL, by_direction["anti-diagonal"][0],
                                    "The anti-diagonal runs from the top right: (0,2), (1,1), (2,0)."))
        elif "diagonal" in whole:
            problems.append(_missed(MISSES_MAIN_DIAGONAL, by_direction["diagonal"][0],
                                    "The main diagonal runs from the top left: (0,0), (1,1), (2,2)."))
        if "column" in whole:
            problems.append(_missed(MISSES_COLUMNS, by_direction["column"][0],
                                    "A column is board[0][c], board[1][c], board[2][c]."))
        if "row" in whole:
            problems.append(_missed(MISSES_ROWS, by_direction["row"][0], "A row is board[r]."))
        rest = [c for c in missed if c.direction not in whole]
        if rest:
            names = sorted({_line_name(c.line) for c in rest if c.game.m == 3 and c.game.n == 3})
            sample = rest[0]
            problems.append(Problem(
                MISSES_LINES,
                f"It finds no winner on {_describe(sample)}, where {sample.expected} has"
                f" {_line_name(sample.line)}" + (f"; missed on 3x3: {', '.join(names)}." if names else "."),
                "Check the ranges of your loops: a line can start anywhere it fits on the board.",
            ))
    if false_alarms:
        case, answer = false_alarms[0]
        what = {"near": "one stone short of a line", "mixed": "a line shared by X and O",
                "draw": "a full board where nobody has a line"}[case.kind]
        problems.append(Problem(
            INCOMPLETE_LINE,
            f"On {_describe(case)} ({what}) it said {answer!r} ({len(false_alarms)} boards like this).",
            "A line wins only when all of its cells hold the same stone.",
        ))
    empty = [(c, a) for c, a in wrong if c.kind == "empty-line"]
    if empty and not any(p.name == EMPTY_LINE_WINS for p in problems):
        case, answer = empty[0]
        problems.append(Problem(EMPTY_LINE_WINS, f"On the empty board it said {answer!r}.",
                                "Empty cells are nobody's line."))
    return problems


def _missed(name: str, case: _WinCase, hint: str) -> Problem:
    return Problem(name, f"On {_describe(case)} {case.expected} has {_line_name(case.line)}, and your"
                         " function found no winner (nor on any other line like it).", hint)


# ---------------------------------------------------------------------- pruning practice


def leaf_labels(game: TreeGame) -> list[str]:
    """The leaves' labels, left to right: the move that reaches each leaf (``"c2"``).

    Example:
        >>> leaf_labels(aima_figure_5_2())
        ['b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'd1', 'd2', 'd3']
    """
    return [_leaf_name(game, leaf).split("=")[0] for leaf in game.leaves()]


def pruned_leaves(game: TreeGame, *, convention: str = "aima") -> list[str]:
    """The labels of the leaves that alpha-beta never looks at, left to right.

    Read from the tree that :func:`ttt_lab.search.alphabeta` records, trying moves left to right.

    Example:
        >>> pruned_leaves(aima_figure_5_2())
        ['c2', 'c3']
    """
    _check_convention(convention)
    visited, _ = _recorded_leaves(game, game.initial_state(), convention != "strict")
    return [label for label, leaf in zip(leaf_labels(game), game.leaves(), strict=True) if leaf not in visited]


def _check_convention(convention: str) -> None:
    if convention not in ("aima", "strict"):
        raise ValueError(f"convention must be 'aima' or 'strict', got {convention!r}")


def which_leaves_are_pruned(game: TreeGame, answer: Iterable[str | int | float], *,
                            convention: str = "aima", quiet: bool = False) -> CheckReport:
    """Check a guess of the leaves alpha-beta prunes in a textbook tree, moves tried left to right.

    Args:
        game: a :class:`~ttt_lab.games.trees.TreeGame` (AIMA Figure 5.2, a random tree...).
        answer: the pruned leaves, by the move that reaches them (``{"c2", "c3"}``), or by
            their values when no two leaves share a value. A pruned inner node (``"F"``, or the
            move into it, ``"b3"``) stands for all the leaves below it. An empty set means "none".
        convention: ``"aima"`` (cut on ``v >= beta`` / ``v <= alpha``) or ``"strict"``
            (``v > beta`` / ``v < alpha``).
        quiet: do not print the message.

    Returns:
        A :class:`CheckReport`; when wrong, it names the leaves missed or wrongly marked and
        explains the cutoffs.

    Raises:
        ValueError: an unknown convention, or leaves named by a value that several share.

    Example:
        >>> which_leaves_are_pruned(aima_figure_5_2(), {"c2", "c3"}).passed
        which_leaves_are_pruned: ✔ passed all 9 cases. Right: alpha-beta never looks at c2, c3.
        At C (MIN): v=2 <= alpha=3, so c2, c3 are pruned.
        True
    """
    _check_convention(convention)
    if isinstance(answer, (str, int, float)):
        answer = [answer]
    labels = leaf_labels(game)
    values = game.leaf_values()
    by_value: dict[float, list[str]] = {}
    for label, value in zip(labels, values, strict=True):
        by_value.setdefault(value, []).append(label)
    below = _subtree_leaves(game, labels)
    chosen: set[str] = set()
    unknown: list[str] = []
    for item in answer:
        if isinstance(item, str) and item.strip().lower() in labels:
            chosen.add(item.strip().lower())
        elif isinstance(item, str) and item.strip() in below:
            chosen.update(below[item.strip()])
        elif isinstance(item, numbers.Real) and not isinstance(item, bool) and item in by_value:
            if len(by_value[item]) > 1:
                raise ValueError(
                    f"several leaves are worth {_num(float(item))} ({', '.join(by_value[item])});"
                    " name the leaves by their moves instead"
                )
            chosen.add(by_value[item][0])
        else:
            unknown.append(repr(item))
    truth = pruned_leaves(game, convention=convention)
    recorder = _recorded_leaves(game, game.initial_state(), convention != "strict")[1]
    reasons = _cutoff_reasons(game, recorder)
    problems: list[Problem] = []
    if unknown:
        problems.append(Problem(UNKNOWN_LEAF, f"{', '.join(unknown)} is not a leaf of this tree; its leaves"
                                              f" are {', '.join(labels)}.", "Name leaves by the move into them."))
    missed = [label for label in truth if label not in chosen]
    extra = [label for label in labels if label in chosen and label not in truth]
    if missed:
        problems.append(Problem(
            MISSED_PRUNED, f"Alpha-beta also never looks at {', '.join(missed)}.",
            "Walk the tree left to right keeping alpha and beta; a node stops as soon as its value"
            " crosses the bound of the node above.",
        ))
    if extra:
        problems.append(Problem(
            NOT_PRUNED, f"Alpha-beta does look at {', '.join(extra)}.",
            "A node stops only when v >= beta (MAX) or v <= alpha (MIN)"
            + (" with the bounds passed down from above." if convention == "aima" else
               "; strictly, v > beta or v < alpha."),
        ))
    if problems:
        problems = [Problem(p.name, p.detail + ("\n" + reasons if reasons and i == 0 else ""), p.hint)
                    for i, p in enumerate(_sorted(problems))]
    praise = (f"Right: alpha-beta never looks at {', '.join(truth)}.\n{reasons}" if truth
              else "Right: alpha-beta looks at every leaf of this tree.")
    return _report("which_leaves_are_pruned", "", problems, len(labels), len(missed) + len(extra) + len(unknown),
                   quiet, praise)


def _subtree_leaves(game: TreeGame, labels: list[str]) -> dict[str, list[str]]:
    """For each inner node but the root, by its name (``"F"``) and by the move into it
    (``"b3"``), the labels of the leaves below it."""
    leaves = game.leaves()
    below: dict[str, list[str]] = {}

    def walk(state: TreeState) -> None:
        for i, move in enumerate(game.actions(state)):
            child = state + (i,)
            if not game.is_terminal(child):
                under = [label for label, leaf in zip(labels, leaves, strict=True) if leaf[:len(child)] == child]
                below[game.node_name(child)] = below[move] = under
                walk(child)

    walk(game.initial_state())
    return below


def _cutoff_reasons(game: TreeGame, recorder: SearchTree) -> str:
    lines = []
    for node in recorder.cutoff_nodes():
        role = "MAX" if node.maximizing else "MIN"
        lines.append(f"At {game.node_name(node.state)} ({role}): {node.rule}, so"
                     f" {', '.join(str(m) for m in node.pruned)} {'is' if len(node.pruned) == 1 else 'are'} pruned.")
    return "\n".join(lines)


@dataclass
class PruningQuiz:
    """A random tree to practise on: which leaves does alpha-beta prune?

    Attributes:
        game: the :class:`~ttt_lab.games.trees.TreeGame`.
        seed: the seed it was drawn with.
        convention: ``"aima"`` or ``"strict"``.

    Display it to see the tree; call :meth:`check` with your answer.
    """

    game: TreeGame
    seed: int | None
    convention: str = "aima"

    def check(self, answer: Iterable[str | int | float], *, quiet: bool = False) -> CheckReport:
        """Check the set of leaves you think are pruned (by move label, e.g. ``{"c2", "f3"}``)."""
        return which_leaves_are_pruned(self.game, answer, convention=self.convention, quiet=quiet)

    def answer(self) -> list[str]:
        """The pruned leaves (for the solution cell)."""
        return pruned_leaves(self.game, convention=self.convention)

    def text(self) -> str:
        """The tree drawn as indented text: node names, who moves, leaf labels and values."""
        game = self.game
        lines = [f"Which leaves does alpha-beta prune? (moves tried left to right, convention {self.convention!r})"]

        def walk(state: TreeState, indent: str) -> None:
            moves = game.actions(state)
            role = game.to_move(state)
            if all(game.is_terminal(game.result(state, m)) for m in moves):
                leaves = "  ".join(f"{m}={game.node_name(game.result(state, m))}" for m in moves)
                lines.append(f"{indent}{game.node_name(state)} ({role}): {leaves}")
                return
            lines.append(f"{indent}{game.node_name(state)} ({role})")
            for m in moves:
                child = game.result(state, m)
                if game.is_terminal(child):
                    lines.append(f"{indent}  {m}={game.node_name(child)}")
                else:
                    walk(child, indent + "  ")

        walk(game.initial_state(), "")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        return f'<pre style="line-height:1.3">{html.escape(self.text())}</pre>'


def random_pruning_quiz(seed: int | None = None, *, branching: int | tuple[int, int] = (2, 3), depth: int = 3,
                        values: tuple[int, int] = (-9, 9), convention: str = "aima") -> PruningQuiz:
    """A random tree to practise pruning on, with its checker.

    The same seed gives the same tree; if the drawn tree has no pruning at all, the next seeds
    are tried so that every quiz has something to find.

    Args:
        seed: the seed for :func:`~ttt_lab.games.trees.random_tree`.
        branching, depth, values: as for ``random_tree``.
        convention: ``"aima"`` or ``"strict"``.

    Returns:
        A :class:`PruningQuiz`: display it, then ``quiz.check({"b2", ...})``.

    Example:
        >>> quiz = random_pruning_quiz(seed=3)
        >>> quiz.check(quiz.answer(), quiet=True).passed
        True
    """
    _check_convention(convention)
    base = 0 if seed is None else seed
    rng_seed: int | None = seed
    for attempt in range(50):
        game = random_tree(branching, depth, values=values, seed=rng_seed)
        if seed is None or pruned_leaves(game, convention=convention):
            return PruningQuiz(game, rng_seed, convention)
        rng_seed = base + attempt + 1
    return PruningQuiz(game, rng_seed, convention)

# ---------------------------------------------------------------------- reference solutions
# Thin wrappers over the library, for the notebooks' hidden solution cells: the course has
# one implementation of each algorithm, and these call it.


def reference_minimax(game: Any, state: Any) -> float:
    """Minimax's value of ``state`` from MAX's view: ``ttt_lab.search.minimax(game, state).value``.

    Example:
        >>> reference_minimax(aima_figure_5_2(), ())
        3
    """
    return minimax(game, state).value


def reference_depth_limited_minimax(game: Any, state: Any, depth: int, evaluate: Callable[[Any], float]) -> float:
    """``ttt_lab.search.minimax(game, state, depth=depth, evaluate=evaluate).value``.

    Example:
        >>> reference_depth_limited_minimax(aima_figure_5_2(), (), 1, lambda s: 0.5)
        0.5
    """
    return minimax(game, state, depth=depth, evaluate=evaluate).value


def reference_alphabeta(game: Any, state: Any) -> float:
    """Alpha-beta's value of ``state``: ``ttt_lab.search.alphabeta(game, state).value``.

    Example:
        >>> reference_alphabeta(aima_figure_5_2(), ())
        3
    """
    return alphabeta(game, state).value


def reference_evaluation(state: MNKState) -> float:
    """The library's line-counting evaluation for 3x3 tic-tac-toe (:func:`~ttt_lab.search.line_evaluation`).

    Example:
        >>> reference_evaluation(TicTacToe().parse("X../.../...")) > 0
        True
    """
    return _tictactoe_evaluation()(state)


@lru_cache(maxsize=1)
def _tictactoe_evaluation() -> Callable[[MNKState], float]:
    return line_evaluation(TicTacToe())


def reference_win_test(board: Board | str | MNKState, k: int = 3) -> Player | None:
    """Who has ``k`` in a row on ``board`` (rows, text or an ``MNKState``), read by the game's rules.

    Example:
        >>> reference_win_test([["X", "O", "."], ["O", "X", "."], [".", ".", "X"]])
        'X'
        >>> reference_win_test("XO./OX./...")
    """
    if isinstance(board, MNKState):
        return board[2]
    rows = [list(row) for row in board.split("/")] if isinstance(board, str) else board
    return ListBoardGame(len(rows[0]), len(rows), k).winner(rows)


__all__ = [
    "Board",
    "CheckReport",
    "ListBoardGame",
    "Problem",
    "PruningQuiz",
    "check_alphabeta",
    "check_depth_limited_minimax",
    "check_evaluation",
    "check_minimax",
    "check_win_test",
    "leaf_labels",
    "pruned_leaves",
    "random_pruning_quiz",
    "reference_alphabeta",
    "reference_depth_limited_minimax",
    "reference_evaluation",
    "reference_minimax",
    "reference_win_test",
    "which_leaves_are_pruned",
]
