"""The one-way mirror a student's function plays through, and calling it safely.

A checker never hands the student's function the game itself but a :class:`_Watch` of it:
it behaves like the game and notes every leaf scored (to compare with the leaves alpha-beta
must visit), every move played after the game is over, every board changed in place, and
stops a search that will not end. :func:`_call` runs the function so that nothing it does
(an exception, a print, a runaway recursion) escapes into the notebook, and reads a number
from whatever it returned. :class:`_Rescored` is the other mirror: the game with other
utilities, to ask the library's minimax "what if the leaves were scored so?".

Example:
    >>> from ttt_lab.games.list_board import ListBoardGame
    >>> def plays_in_place(game, state):
    ...     state[0][2] = "X"
    ...     return game.utility(state, game.players[0])
    >>> watch = _Watch(ListBoardGame())
    >>> outcome = _call(plays_in_place, watch, watch, watch.watch(watch.parse("XX./OO./...")))
    >>> outcome.number, len(watch.leaves)
    (1.0, 1)
    >>> [(_board_text(now), _board_text(then)) for now, then in watch.mutated()]
    [('XXX/OO./...', 'XX./OO./...')]
"""

from __future__ import annotations

import contextlib
import inspect
import io
import math
import numbers
import time
import traceback
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ttt_lab.core import Player, format_value
from ttt_lab.exercises.report import CRASHES, NOT_A_NUMBER, NOT_WRITTEN, PRINTS, Problem
from ttt_lab.exercises.student_random import fixed_random
from ttt_lab.games import list_board

INF = math.inf


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
        # A time.process_time() past which the run is stopped as if past the cap: set only by a
        # checker that lets a slow run go on with a larger cap (slow_runs), so that code that
        # never stops still ends in seconds. The processor's time, not the clock's: on a busy
        # machine a slow but finite run still gets the same answer (report.REPAIR_SECONDS says why).
        self.deadline: float | None = None

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
        if self.calls > self.cap or (self.deadline is not None and self.calls % 4096 == 0
                                     and time.process_time() > self.deadline):
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
            # The game refuses a name it does not know; answer as for the second player, so
            # that the check goes on and names the bug instead of reporting only a crash.
            player = self.players[1]
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
    (a print in a search runs thousands of times), and says so in a note.

    :meth:`wrap` is the one door every checker calls the student's function through (its cases,
    the models' probes, localisation, repairs re-running the check): each call also runs under
    :func:`~ttt_lab.exercises.student_random.fixed_random`, so code that draws from the global
    ``random`` gets the same message on every run and leaves the notebook's sequence alone."""

    def __init__(self) -> None:
        self.buffer = io.StringIO()

    def wrap(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        def silenced(*args: Any) -> Any:
            with contextlib.redirect_stdout(self.buffer), fixed_random():
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

    def crash(self, where: str) -> Problem | None:
        """The problem when the run never returned (it raised, or never stopped), ``where``
        naming the case ("the board X../.../..."); ``None`` when it returned."""
        if self.error is not None or self.too_many:
            return Problem(CRASHES, f"On {where}: {self.error_text or self._stopped()}.", crash_hint(self.error))
        return None

    def _stopped(self) -> str:
        """What happened to a run the watch stopped. Only that it had not returned is known: code
        that never stops and code that is merely far slower than it need be look the same here,
        so the words claim neither (a slow table said "it never stopped" of code that finished)."""
        calls = f" after {self.watch.calls - 1:,} calls to the game" if self.watch is not None else ""
        return (f"it had not returned{calls}, when the check stopped it (it never stops, or does far more"
                " work than the answer needs)")

    def answer(self, where: str) -> float | Problem:
        """The number the run returned; or the problem: it crashed (:meth:`crash`) or returned
        something that is not a number."""
        crash = self.crash(where)
        if crash is not None:
            return crash
        if self.number is None:
            return Problem(NOT_A_NUMBER, f"On {where} it returned {_num(self.value)}.", not_a_number_hint(self.value))
        return self.number


def not_a_number_hint(value: Any) -> str:
    """What to look at when a function returned ``value`` where a number belongs: None comes from a
    ``return`` with nothing after it, or a path that runs off the end of the function."""
    if value is None:
        return ("It returned None: a `return` with no value, or a path that reaches the end of the function"
                " without one. Every path must return a number: the code that calls it (max over the"
                " children, a sum) cannot use None.")
    return f"Return a plain number (an int or a float), not a {type(value).__name__}."


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


def crash_hint(error: BaseException | None) -> str:
    """What to look at for a crash whose cause the exercises themselves invite, else ``""``:
    a position used as a dict key or set member (a memo, a visited set) where positions are
    boards of lists, which cannot be hashed.

    Example:
        >>> try:
        ...     {}[[["X", ".", "."]]] = 1
        ... except TypeError as error:
        ...     print(crash_hint(error))
        The positions here are boards of lists, which cannot be dict keys or set members: key a memo (or a visited set) by game.key(state), which every game in the course gives.
    """
    if isinstance(error, TypeError) and "unhashable type" in str(error):
        return ("The positions here are boards of lists, which cannot be dict keys or set members: key a memo"
                " (or a visited set) by game.key(state), which every game in the course gives.")
    return ""


def _as_number(value: Any) -> float | None:
    """The value a student's search returned: a number, or the first item of (value, move)."""
    if isinstance(value, (tuple, list)) and len(value) == 2:
        value = value[0]
    elif hasattr(value, "value") and not isinstance(value, numbers.Real):
        value = value.value
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        try:
            return float(value)
        except (OverflowError, ValueError):  # 10**400: too large for a float, but still a number
            return math.inf if value > 0 else -math.inf  # type: ignore[operator]
    return None


def _shown(value: Any, limit: int = 80) -> str:
    """What a student's function returned, as Python shows it, cut short: ``repr`` of a huge
    int raises in Python 3.11, and a message should never be a page long.

    Example:
        >>> _shown("3"), _shown(10**5000)
        ("'3'", 'an int of 16,610 binary digits')
        >>> _shown(list(range(100)))[-20:]
        '... (390 characters)'
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return f"an int of {value.bit_length():,} binary digits"
    try:
        text = repr(value)
    except Exception as error:  # a student's class with a broken __repr__
        return f"a {type(value).__name__} whose repr fails ({type(error).__name__})"
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text):,} characters)"


def _not_written(error_text: str) -> Problem | None:
    """The exercise's placeholder ``raise NotImplementedError`` is still there."""
    if not error_text.startswith("NotImplementedError"):
        return None
    return Problem(NOT_WRITTEN, "It raises NotImplementedError: the exercise is waiting for your code.",
                   "Replace the line raise NotImplementedError with your code, then run the check again.")


_MIRROR_FOLDER = Path(__file__).parent
_LIST_BOARD_FILE = Path(list_board.__file__)


def _is_mirror_frame(filename: str) -> bool:
    """A traceback frame in the checkers or the list-board game, which a student did not write."""
    path = Path(filename)
    return path.parent == _MIRROR_FOLDER or path == _LIST_BOARD_FILE


_LIBRARY_FOLDER = Path(__file__).resolve().parent.parent


def _is_library_frame(filename: str) -> bool:
    """A traceback frame in ttt_lab itself (its games, searches, checkers), not the student's code."""
    try:
        return Path(filename).resolve().is_relative_to(_LIBRARY_FOLDER)
    except (OSError, ValueError):
        return False


def _error_summary(error: BaseException) -> str:
    """The exception and the student's line that raised it (not our mirror's); a crash inside
    ttt_lab names the student's line that called it, and the arguments it was given."""
    inside = _library_crash(error)
    if inside is not None:
        return f"{type(error).__name__}: {error}\n{inside}"
    frames = [f for f in traceback.extract_tb(error.__traceback__) if not _is_mirror_frame(f.filename)]
    text = f"{type(error).__name__}: {error}"
    if frames:
        frame = frames[-1]
        where = f"in {frame.name}, line {frame.lineno}"
        if frame.line:
            where += f": {frame.line.strip()}"
        text += f"\n({where})"
    return text


def _library_crash(error: BaseException) -> str | None:
    """Where a crash that happened inside ttt_lab came from: the student's last line on the way
    (the call into the library) and what the library function was given, with a move that is
    not one of the position's moves said so (a probability passed as a move, say). ``None``
    when the error was raised in the student's own code."""
    try:
        steps = list(traceback.walk_tb(error.__traceback__))
        summaries = traceback.extract_tb(error.__traceback__)
        if not steps or not _is_library_frame(summaries[-1].filename):
            return None
        own = [i for i, f in enumerate(summaries) if not _is_library_frame(f.filename)]
        if not own:
            return None
        caller = summaries[own[-1]]
        called = next((i for i in range(own[-1] + 1, len(steps)) if not _is_mirror_frame(summaries[i].filename)),
                      len(steps) - 1)
        frame = steps[called][0]
        code = frame.f_code
        names = [n for n in code.co_varnames[:code.co_argcount] if n != "self"]
        given = ", ".join(f"{n}={_shown(frame.f_locals.get(n), 40)}" for n in names)
        game = frame.f_locals.get("self")
        called_as = f"game.{code.co_name}" if hasattr(game, "players") else code.co_name
        text = (f"(raised inside ttt_lab's {called_as}({given}), called from your line {caller.lineno}"
                f" in {caller.name}" + (f": {caller.line.strip()})" if caller.line else ")"))
        return text + _wrong_move(game, frame.f_locals)
    except Exception:  # the summary must never be what fails
        return None


def _wrong_move(game: Any, given: dict[str, Any]) -> str:
    """A sentence on a move the game was given that is not a move of its position."""
    if game is None or "move" not in given or "state" not in given:
        return ""
    move, state = given["move"], given["state"]
    chance = getattr(game, "is_chance", None) is not None and game.is_chance(state)
    moves = [a for a, _ in game.outcomes(state)] if chance else list(game.actions(state))
    if any(move == m for m in moves if type(m) is type(move)):
        return ""
    kind = type(move).__name__
    text = (f"\nThe move it was given, {_shown(move, 40)} ({'an' if kind[0] in 'aeiou' else 'a'} {kind}), is not one"
            f" of the moves there: {', '.join(_shown(m, 20) for m in moves[:6])}.")
    if chance and isinstance(move, (int, float)) and 0 <= move <= 1:
        text += (" It looks like a probability: game.outcomes(state) gives (move, probability) pairs, in that"
                 " order: for move, p in game.outcomes(state)")
    return text


def _close(a: float, b: float) -> bool:
    if math.isinf(a) or math.isinf(b):
        return a == b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _num(value: Any) -> str:
    """A value in a message: ``3`` rather than ``3.0``, as :func:`~ttt_lab.core.format_value` writes it.

    Not ``format_value`` alone, whose output would change the checkers' messages: what a
    student returned is shown as Python shows it (``inf``, which they type as ``math.inf``,
    and the ``repr`` of junk such as ``'3'`` or ``None``), and other fractions keep four
    digits (``format_value`` keeps three).

    Example:
        >>> _num(3.0), _num(0.123456), _num(-math.inf), _num("3")
        ('3', '0.1235', '-inf', "'3'")
    """
    if not isinstance(value, float):
        return _shown(value)
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return format_value(value) if value.is_integer() else f"{value:.4g}"


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


def _board_text(state: Any) -> str:
    if isinstance(state, (list, tuple)) and state and isinstance(state[0], (list, tuple)):
        return "/".join("".join(str(cell) for cell in row) for row in state)
    return repr(state)


def _nums_apart(got: Any, right: Any) -> tuple[str, str]:
    """``got`` and ``right`` as :func:`_num` writes them, with more digits (up to 12) where four would
    write them alike: a slip in the fifth digit (a score rounded, a constant typed short) shows.

    Example:
        >>> _nums_apart(1.597, 1.5969821), _nums_apart(0.5, 0.25)
        (('1.597', '1.59698'), ('0.5', '0.25'))
    """
    a, b = _num(got), _num(right)
    if a != b or not isinstance(got, float) or not isinstance(right, float) or got == right:
        return a, b
    for digits in range(5, 13):
        a, b = f"{got:.{digits}g}", f"{right:.{digits}g}"
        if a != b:
            return a, b
    return repr(got), repr(right)
