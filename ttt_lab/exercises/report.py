"""What a checker reports: the named problems, most fundamental first.

Every bug a checker can name has a constant here (:data:`NOT_ALTERNATING` is ``"does not
alternate MAX and MIN"``...), so tests and notebooks compare names, not messages. A check
gathers :class:`Problem` s in any order; :func:`_report` keeps one per name, drops the
generic "returns a wrong value" when a named bug explains more, sorts them by
:data:`_PRIORITY` and wraps them in a :class:`CheckReport`.

Example:
    >>> problems = [Problem(WRONG_VALUE, "On the tree [1, 2] it returned 1."),
    ...             Problem(NOT_ALTERNATING, "It takes the max everywhere.")]
    >>> report = _report("check_minimax", "my_minimax", problems, cases=3, failed=1, quiet=True)
    >>> report.names, report.passed
    (['does not alternate MAX and MIN'], False)
    >>> print(report)
    check_minimax(my_minimax): ✘ 1 problem (1 of 3 cases went wrong).
      1. does not alternate MAX and MIN
         It takes the max everywhere.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import html
import inspect
import io
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from ttt_lab.exercises.time_limit import PROCESSOR, OutOfTime, Stop, run_within, supported

NOT_WRITTEN = "is not written yet"
MUTATES = "mutates the state it was given"
CRASHES = "crashes"
NOT_A_NUMBER = "does not return a number"
OUT_OF_RANGE = "returns a value outside the game's utilities"
PAIR_SWAPPED = "returns (move, value), not (value, move)"
TOO_MANY = "searches far too many positions"
TOO_SLOW = "runs too long"
CHECK_UNFINISHED = "could not be checked in time"
IGNORES_TERMINAL = "ignores terminal states"
KEEPS_SEARCHING = "keeps searching after a win"
CHAINS_MOVES = "plays each move on top of the previous one"  # chained_children reads it from the code
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
CUT_AFTER_LEAF_ONLY = "tests for a cutoff only after a leaf child"
CUT_AFTER_LOOP = "tests for a cutoff after its loop over the children, not inside it"  # cut_placement
STRICT = "uses the strict (CS188) pruning convention"
ON_EQUAL = "prunes on equal values (the AIMA convention)"
OUTRANKS_WIN = "outranks a real win"
ROUNDS_DOWN = "rounds its estimate to a whole number (integer division)"
COUNTS_DEAD_LINES = "counts lines that hold both colours"
PREFERS_WORSE = "ranks a clearly better position below a worse one"
NO_PREFERENCE = "does not tell good positions from bad"
ASYMMETRIC = "gives symmetric positions different values"
NEAR_DECISIVE = "comes close to a real win"
MISSES_ROWS = "misses rows"
MISSES_COLUMNS = "misses columns"
MISSES_DIAGONALS = "misses diagonals"
MISSES_MAIN_DIAGONAL = "misses the main diagonal"
MISSES_ANTI_DIAGONAL = "misses the anti-diagonal"
MISSES_LINES = "misses some lines"
OVERWRITES_WINNER = "lets a later line overwrite a winner already found"  # win_overwrites
ONE_SIDED_LINES = "counts a kind of line for one side only"  # an evaluation's X's diagonals, not O's
CONFUSES_PLAYERS = "confuses X and O"
EMPTY_LINE_WINS = "counts an empty line as a win"
EMPTY_AS_STONE = "reads an empty cell as a player's stone"  # the cause of the two below (win_empty_stones)
INCOMPLETE_LINE = "reports a winner for an incomplete line"
MIXED_LINE_WINS = "reports a winner on a line that holds both X and O"
NOT_A_PLAYER = "returns something other than 'X', 'O' or None"
WRONG_VALUE = "returns a wrong value"
MISSED_PRUNED = "misses pruned leaves"
NOT_PRUNED = "marks leaves that alpha-beta visits"
UNKNOWN_LEAF = "names leaves that are not in the tree"
PRINTS = "prints while it is checked"
WRONG_MOVE = "returns the right value with a wrong move"
CHILD_MOVE = "returns its best child's own move, not the move that reaches that child"
RETURNS_POSITION = "returns the position the move leads to instead of the move"
RETURNS_INDEX = "returns the move's index instead of the move"
NO_MOVE = "returns no move"
NEVER_COUNTS_DOWN = "never counts the depth down"
DEPTH_FROM_ROOT = "hands children the root's depth, not the node's"
IGNORES_OPPONENT = "ignores the opponent"
ROOT_FULL_WINDOW = "searches every move at the root with the full window"
NO_BETA_UPDATE = "does not lower beta in MIN nodes"
BOUND_AS_EXACT = "takes a bound for an exact value"  # a table's or a memo's entry
NO_ALPHA_UPDATE = "does not raise alpha in MAX nodes"
NARROWS_BOTH = "narrows both bounds in one kind of node"
NEVER_NARROWS = "never updates alpha or beta from the values found"  # unnarrowed_windows
WINDOW_NOT_PASSED = "does not pass alpha and beta to the children"
WINDOW_SWAPPED = "passes alpha and beta in the wrong order"
TIGHT_ROOT_WINDOW = "opens the search with a window narrower than the game's values"
INTEGER_DIVISION = "divides with //, which rounds down"
WRONG_START = "starts the best value so far on the wrong side"
RETURNS_BOUND = "returns the window's bound instead of the node's value"
RETURNS_BOUNDS_SWAPPED = "returns the bounds swapped"
AVERAGES_MIN = "averages the opponent's values instead of taking the min"
REMEMBERS_OTHER_GAMES = "reuses values remembered from another game"
REMEMBERS_OTHER_DEPTHS = "reuses values remembered for another depth"
FULL_MOVES = "counts the depth in full moves (one of each player), not plies"
DEPTH_IN_LOOP = "lowers the depth inside the loop over the moves"
WRONG_COMPARISON = "compares the wrong way in one kind of node"
TURN_BY_DEPTH = "decides who moves from the depth"
RETURNS_MOVE = "returns the move instead of its value"
MOVE_NUMBER_AS_VALUE = "returns the best move's number where its value belongs"  # below the root (w27_mm_06)
SKIPS_FIRST = "skips the first move in one kind of node"
SKIPS_FIRST_MOVE = "skips the first move"
SKIPS_LAST_MOVE = "skips the last move"
LAST_MOVER_WINS = "scores every finished game as a win for the player who moved last"
STOPS_AT_ONE = "assumes a win is worth exactly 1: stops at the first child worth 1 (-1 for MIN)"
WIN_LOSS_LEAVES = "scores finished games as a win, a loss or a draw (1, -1, 0), not by their utility"
NEGATES_FIRST_ONLY = "negates only the first child's value"
HORIZON_CONSTANT = "returns a constant at the depth limit instead of the evaluation"
FINISHED_CHILD_SIGN = "scores a finished child for the wrong side"
EVALUATES_PARENT = "evaluates the parent at the depth limit, not the child"
BOUND_TYPO = "narrows its bound from the other bound"
OTHER_NODES_BOUND = "narrows the other kind of node's bound before its cutoff test"
KEEPS_STATE = "answers the same question differently from one call to the next"
MEMO_KEY_NOT_POSITION = "keys its memo by something that is not the position"
FORGETS_NEGATION = "forgets to negate the children's values"
NOT_CONVERTED = "forgets to turn the negamax value to MAX's view"
NEGATES_RESULT = "negates the value it returns"
CHILD_WINDOW = "hands the child a window other than (-beta, -alpha)"
FIRST_MOVE_ONLY = "tries only the first move"
NEVER_SEARCHES = "evaluates instead of searching"
SIGN_SLIP = "negates a value where nothing is negated"

_PRIORITY = [
    # Board-only code also crashes on trees: what it does wrong on boards comes first. Moves played on top of each
    # other are read from the code: play after a finished game, a crash and the values' models are what they do.
    NOT_WRITTEN, MUTATES, CHAINS_MOVES, KEEPS_SEARCHING, CRASHES, RETURNS_MOVE, NOT_A_NUMBER, NOT_A_PLAYER, TOO_MANY, TOO_SLOW, CHECK_UNFINISHED, IGNORES_TERMINAL,
    WRONG_DRAW, EVALUATES_TERMINAL, PLAYER_NAMES, WRONG_PLAYER, CONFUSES_PLAYERS, NOT_ALTERNATING, SWAPPED, TURN_BY_DEPTH,
    LAST_MOVER_WINS, WRONG_COMPARISON, WRONG_START, AVERAGES_MIN, SKIPS_FIRST, SKIPS_FIRST_MOVE, SKIPS_LAST_MOVE, FIRST_MOVE_ONLY, MOVE_NUMBER_AS_VALUE, NEGATES_FIRST_ONLY, FORGETS_NEGATION, NOT_CONVERTED, NEGATES_RESULT,
    REMEMBERS_OTHER_GAMES, REMEMBERS_OTHER_DEPTHS, MEMO_KEY_NOT_POSITION,
    FINISHED_CHILD_SIGN, EVALUATES_PARENT, BOUND_TYPO, OTHER_NODES_BOUND, SIGN_SLIP, KEEPS_STATE,
    DEPTH_OFF_BY_ONE, NEVER_SEARCHES, HORIZON_CONSTANT, FULL_MOVES, DEPTH_IN_LOOP, NEVER_COUNTS_DOWN, IGNORES_DEPTH, INTEGER_DIVISION, WINDOW_SWAPPED, TIGHT_ROOT_WINDOW, CHILD_WINDOW, RETURNS_BOUNDS_SWAPPED, WRONG_BOUND, PRUNES_TOO_MUCH, OUT_OF_RANGE, WRONG_VALUE,
    NO_MOVE, RETURNS_POSITION, RETURNS_INDEX, WRONG_MOVE, WRONG_ORDER, WINDOW_NOT_PASSED, ROOT_FULL_WINDOW, NEVER_NARROWS, NO_BETA_UPDATE, NO_ALPHA_UPDATE, NARROWS_BOTH,
    CUT_AFTER_LOOP, NEVER_PRUNES, KEEPS_VISITING, STRICT, ON_EQUAL, OUTRANKS_WIN, NO_PREFERENCE, IGNORES_OPPONENT, EMPTY_AS_STONE, EMPTY_LINE_WINS,
    MIXED_LINE_WINS, INCOMPLETE_LINE, MISSES_DIAGONALS, MISSES_MAIN_DIAGONAL, MISSES_ANTI_DIAGONAL,
    MISSES_ROWS, MISSES_COLUMNS, OVERWRITES_WINNER, MISSES_LINES, ONE_SIDED_LINES, UNKNOWN_LEAF, MISSED_PRUNED, NOT_PRUNED,
    ASYMMETRIC, NEAR_DECISIVE, PRINTS,
]

_RANK = {name: i for i, name in enumerate(_PRIORITY)}

_VALUE_NEUTRAL = {WRONG_ORDER, NEVER_PRUNES, CUT_AFTER_LOOP, KEEPS_VISITING, STRICT, ON_EQUAL, WRONG_MOVE, CHILD_MOVE, NO_MOVE, WINDOW_NOT_PASSED,
                  ROOT_FULL_WINDOW, NO_BETA_UPDATE, NO_ALPHA_UPDATE, RETURNS_POSITION,
                  RETURNS_INDEX}
"""Problems that do not change a search's value: a wrong value is a problem of its own."""

COSTS_POSITIONS: set[str] = {WRONG_ORDER, NEVER_PRUNES, CUT_AFTER_LOOP, KEEPS_VISITING, STRICT, ON_EQUAL,
                             WINDOW_NOT_PASSED, ROOT_FULL_WINDOW, NEVER_NARROWS, NO_BETA_UPDATE, NO_ALPHA_UPDATE}
"""Problems that change only how many positions are scored (or in which order), never a value: in a report they
come after every problem that changes a value, whether :data:`_PRIORITY` knows its name or it is a checker's own
(wave 33's tt_08: "does not lower beta in MIN nodes" was told before "reuses an entry searched less deep", the
slip that gives a wrong value). A checker adds its own names of the kind (the table's "never reads the table
back")."""


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
            lines = [head + f"✔ passed all {self.cases:,} cases." + (f" {self.praise}" if self.praise else "")]
        else:
            count = "1 problem" if len(errors) == 1 else f"{len(errors)} problems"
            lines = [head + f"✘ {count} ({self.failed_cases:,} of {self.cases:,} cases went wrong)."]
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
            return f"<CheckReport {self.title}: passed {self.cases:,} cases>"
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
    if callable(fn):  # a hint that asks for what the code already does is vetted, in every checker (issue 27)
        for vet in HINT_VETTERS:
            problems = vet(problems, fn)
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

    The generic "returns a wrong value" and "returns a value outside the game's utilities" go
    when a named problem explains more.
    """
    generic = {WRONG_VALUE, OUT_OF_RANGE}
    explaining = [p for p in problems if p.name not in generic and p.name not in _VALUE_NEUTRAL and not p.note]
    # A crash explains no value the function did return: where it crashes on some cases only, the wrong
    # values of the others stay a problem of their own, told where they go wrong (blind46's neg_03, code
    # reading game.lines that crashes on trees and scores finished boards by their stones).
    beside_crash = bool(explaining) and all(p.name == CRASHES for p in explaining)
    if explaining:
        problems = [p for p in problems if p.name not in generic or (beside_crash and p.name == WRONG_VALUE)]
    problems = _one_slip_one_item(problems)
    seen: dict[str, Problem] = {}
    for problem in problems:
        seen.setdefault(problem.name, problem)
    return sorted(seen.values(), key=lambda p: (p.note, p.name in COSTS_POSITIONS, priority(p.name)))


HINT_VETTERS: list[Callable[[list[Problem], Any], list[Problem]]] = []
"""Passes over every report's problems that rewrite a hint asking for what the student's code
already does. The hint modules, which read the student's source, sit above this one and register
themselves here (``hint_checks_search`` does, imported by the package)."""

def _one_slip_one_item(problems: list[Problem]) -> list[Problem]:
    """``problems`` with "returns a wrong value" folded into "returns a value outside the game's
    utilities" where both show the same case first: one wrong value seen twice, one slip (blind30's
    m02, m04, m07). Where it went wrong first (the localisation) is kept, under the first item."""
    outside = next((p for p in problems if p.name == OUT_OF_RANGE and not p.note), None)
    wrong = next((p for p in problems if p.name == WRONG_VALUE and not p.note), None)
    if outside is None or wrong is None or not outside.detail.startswith("On "):
        return problems
    where = outside.detail[3:].split(" your ", 1)[0]
    if not wrong.detail.startswith(f"On {where}, your ") or "\n" not in wrong.detail:
        return problems
    told = dataclasses.replace(outside, detail=outside.detail + "\n" + wrong.detail.split("\n", 1)[1])
    return [told if p is outside else p for p in problems if p is not wrong]


def priority(name: str) -> int:
    """Where a problem of this name is listed in a report (names no list knows come last)."""
    return _RANK.get(name, len(_RANK))


F = TypeVar("F", bound=Callable[..., Any])

CHECK_SECONDS = 60.0
"""How much of the processor's time a checker lets a student's function take, in all, before it gives
up on it: the processor's, not the clock's, so that a busy machine gives the same verdict as an idle
one (three alpha-beta students were told "could not be checked in time" on a starved machine)."""

CLOCK_FACTOR = 10
"""The clock's backstop, as a multiple of a processor-time limit: a function that waits (a sleep, an
``input()``) uses no processor time, and is stopped after this many times the limit on the clock.
Generous, so that only a machine starved ten to one decides by the clock."""


MODEL_SEARCH_CODE: set[Any] = set()
"""The code objects of the diagnosis engine's model search (the engine adds its own): time that
runs out inside one of them, with no code of the student's running, ran out in the checker."""


def _in_model_search(fn: Any, frame: Any, checking: Any) -> bool:
    """Whether ``frame``, or a frame that called it below the checker's frame ``checking``, is
    the model search, and none runs code from the file ``fn`` was defined in (a notebook cell is
    a file of its own)."""
    student = getattr(getattr(fn, "__code__", None), "co_filename", None)
    searching = False
    while frame is not None and frame is not checking:
        if frame.f_code.co_filename == student:
            return False
        searching = searching or frame.f_code in MODEL_SEARCH_CODE
        frame = frame.f_back
    return searching


Repairer = Callable[[Problem, Callable[[Any], bool], float], "Problem | None"]
"""Tells a wrong value no model named (the problem) as a repair of the student's code that the
check (``passes``) finds right, searched for some seconds; None when there is none."""

REPAIRERS: list[Callable[[Any], Repairer | None]] = []
"""Called with the student's function as a check begins (before it runs the student's code): each
gives a :data:`Repairer`, or None. :mod:`~ttt_lab.exercises.repairs` registers its own, imported by
the package: it reads the student's source, a layer above this one."""

CANDIDATE_SECONDS = 3.0
"""How much of the processor's time one repaired program may take through the checker before it counts
as no repair (on the clock, :data:`CLOCK_FACTOR` times that)."""

REPAIR_SECONDS = 12.0
"""How long the search for a repair may take, in all, on one check: the processor's time, not the
clock's, so that a busy machine does not cut the search short and tell the same code less (the
zoo's repaired students lost their names in a test run beside the browser tests). The check's own
limit (:data:`CHECK_SECONDS`) bounds it still."""


SYMPTOMS = frozenset({WRONG_VALUE, OUT_OF_RANGE, PRUNES_TOO_MUCH, ASYMMETRIC})
"""Names that say what went wrong, not which slip made it so: where a check's first problem is one of
them, a repair of the student's code that mends every graded case says more, and replaces it. Mirror
images valued apart is one such (blind46's ev_02: `score == -1` standing alone, whose repair mends all)."""


def _repaired(report: CheckReport, repairers: list[Repairer], check: Callable[[Any], CheckReport],
              deadline: float) -> CheckReport:
    """``report`` with a first problem that is only a symptom (:data:`SYMPTOMS`: no model named the
    slip) told as the repair one of ``repairers`` finds (each repaired program checked quietly, in
    :data:`CANDIDATE_SECONDS` at most, all before ``deadline``, the check's own, a ``time.process_time()``). The repaired program
    gets every graded case right, so the report's other problems were that one slip's consequences:
    they are dropped, its notes kept."""
    errors = [p for p in report.diagnosis if not p.note]
    if report.passed or not repairers or errors[0].name not in SYMPTOMS:
        return report

    def passes(student: Any) -> bool:
        left = deadline - time.process_time()
        if left <= 0:
            return False
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                return run_within(lambda: check(student).passed, min(CANDIDATE_SECONDS, left),
                                  CANDIDATE_SECONDS * CLOCK_FACTOR)
        except OutOfTime:
            return False

    for repair in repairers:
        try:
            told = repair(errors[0], passes, min(REPAIR_SECONDS, deadline - time.process_time() - 1.0))
        except Exception:  # a repair search that fails tells nothing: the report stands as the check made it
            told = None
        if told is not None:
            return dataclasses.replace(report, diagnosis=[told, *(p for p in report.diagnosis if p.note)])
    return report


def gives_up(checker: F) -> F:
    """Make a checker give up, with a diagnosis, once a check has taken :data:`CHECK_SECONDS` of the
    processor's time (or :data:`CLOCK_FACTOR` times that on the clock).

    A student's function that never returns would hang the notebook; timers (on the main thread,
    where notebooks run code; elsewhere no limit) interrupt it wherever it is, even in a loop whose
    bare ``except:`` catches the first stop (:mod:`~ttt_lab.exercises.time_limit`), and the checker
    reports "runs too long" instead of a traceback.
    """

    @functools.wraps(checker)
    def limited(fn: Any, *args: Any, **kwargs: Any) -> Any:
        if not supported():  # no limit, so no repair either: a repaired program might never end
            return checker(fn, *args, **kwargs)
        quiet = bool(kwargs.get("quiet", False))
        checking = inspect.currentframe()
        started = time.process_time()

        def check() -> CheckReport:
            repairers = [found for start in REPAIRERS if (found := start(fn)) is not None]
            report: CheckReport = checker(fn, *args, **{**kwargs, "quiet": True})
            return _repaired(report, repairers, lambda student: checker(student, *args, **{**kwargs, "quiet": True}),
                             started + CHECK_SECONDS)

        try:
            report = run_within(check, CHECK_SECONDS, CHECK_SECONDS * CLOCK_FACTOR,
                                lambda frame: _in_model_search(fn, frame, checking))
        except OutOfTime as stopped:
            return _report(checker.__name__, fn, [_out_of_time(stopped.stop)], 1, 1, quiet)
        if not quiet:
            print(report.message())
        return report

    return limited  # type: ignore[return-value]


def _out_of_time(stop: Stop) -> Problem:
    """What the student is told when a check's time ran out: in the checker's own work (the stop's
    ``where``) or in the student's function, by the processor's time or by the clock's."""
    spent = (f"{stop.seconds:g} s of the processor's time" if stop.clock == PROCESSOR
             else f"{stop.seconds:g} s by the clock, while using less than {stop.seconds / CLOCK_FACTOR:g} s of the"
             " processor's time")
    if stop.where:
        # The checker's models outlasted the check, not the student's code.
        return Problem(
            CHECK_UNFINISHED, f"The check stopped after {spent} in its own work, not in your function (which"
            " was not running when the time ran out), so it cannot say whether your answers are right.",
            "Tell your teacher: the checker, not your code, needs a look." if stop.clock == PROCESSOR else
            "Run the check again when the machine is less busy; if it stops again, tell your teacher: the"
            " checker, not your code, needs a look.",
        )
    if stop.clock == PROCESSOR:
        return Problem(
            TOO_SLOW, f"The check stopped after {spent}: your function was still running.",
            "Look for a loop that never ends (a while loop whose condition never changes), or a search that"
            " never reaches the end of the game.",
        )
    return Problem(
        TOO_SLOW, f"The check stopped after {spent}: your function was still running, mostly waiting.",
        "Look for what your function waits on: a time.sleep, an input(), a lock; a check gives it no input."
        " Or the machine is very busy: run the check again.",
    )
