"""Checking a win test: ``fn(board) -> "X" | "O" | None``, or ``fn(board, k)``.

The graded boards hold every line of the board won by each player (the loser's stones
placed where they make no line), each line one stone short or shared by both sides, full
boards without a line and the empty board. Which wins are missed, grouped by the lines'
direction, names the bug: no diagonals, no columns, loops that stop a row short.

Example:
    >>> def rows_only(board):
    ...     for row in board:
    ...         if row[0] != "." and row.count(row[0]) == 3:
    ...             return row[0]
    ...     return None
    >>> check_win_test(rows_only, quiet=True).names
    ['misses diagonals', 'misses columns']
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.board_models import (
    NEVER_WINS,
    NOBODY,
    SAME_ANSWER,
    SQUARE_ONLY,
    same_winner,
    win_test_mistakes,
)
from ttt_lab.exercises.engine import Fit, diagnoses, fit_problems, name_mistake
from ttt_lab.exercises.harness import (
    _arity,
    _board_text,
    _error_summary,
    _frozen,
    _not_written,
    _Printed,
    _shown,
)
from ttt_lab.exercises.hint_checks import vet_hints
from ttt_lab.exercises.report import (
    CONFUSES_PLAYERS,
    CRASHES,
    EMPTY_LINE_WINS,
    INCOMPLETE_LINE,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_DIAGONALS,
    MISSES_LINES,
    MISSES_MAIN_DIAGONAL,
    MISSES_ROWS,
    MUTATES,
    NOT_A_PLAYER,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.win_cases import (
    WinCase,
    describe_case,
    line_name,
    win_board,
    win_cases,
)
from ttt_lab.exercises.win_empty_last_mover import name_last_mover_beside_empty_lines
from ttt_lab.exercises.win_empty_stones import empty_read_as_stone
from ttt_lab.exercises.win_fixed_side import fixed_side_mistakes
from ttt_lab.exercises.win_full_boards import full_board_mistakes
from ttt_lab.exercises.win_hints import (
    MISSED_LINE_HINTS,
    first_cell_always,
    name_bool_compared,
    not_a_player_hint,
    one_side_missed,
    win_hint_checks,
)
from ttt_lab.exercises.win_joined_runs import name_joined_runs
from ttt_lab.exercises.win_last_mover import (
    other_side_problem,
    played_wins_problem,
    side_answers,
    side_mistakes,
)
from ttt_lab.exercises.win_line_probes import (
    MISSED_NAMES,
    alone_answers,
    lines_found_alone,
    misread_lines,
    short_line_problems,
)
from ttt_lab.exercises.win_mixed_lines import mixed_line_problem
from ttt_lab.exercises.win_overwrites import name_overwritten_winner
from ttt_lab.exercises.win_partial_chains import name_and_precedence, name_partial_chain
from ttt_lab.exercises.win_partial_tests import fold_empty_answer
from ttt_lab.games.mnk import MNK, MNKState

_BOARD_FORMATS = ("rows", "text", "state")


@gives_up
@diagnoses
def check_win_test(fn: Callable[..., Any], *, board: str = "rows", quiet: bool = False) -> CheckReport:
    """Check a win test: ``fn(board) -> "X" | "O" | None``, or ``fn(board, k)`` for k in a row.

    ``fn`` says who has a complete line on the board, or ``None`` when nobody has (an empty
    board, lines one stone short, lines shared by X and O, full boards without a line). Every
    line of the 3x3 board is tried, for both players, whoever moved last: some boards no game
    reaches, so a test that guesses the winner from the count of stones is caught. If ``fn``
    takes a second argument ``k``, 4x4 boards with k=3 and 5x4 boards with k=4 are tried as well.

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
    cases = list(win_cases(3, 3, 3))
    if with_k:
        cases += list(win_cases(4, 4, 3)) + list(win_cases(5, 4, 4))
    printed = _Printed()
    run = printed.wrap(fn)
    answers: list[tuple[WinCase, Any]] = []
    crashes: list[tuple[WinCase, str]] = []
    mutated: list[tuple[WinCase, Any, Any]] = []
    for case in cases:
        given = win_board(case, board)
        before = _frozen(given)
        try:
            answer = run(given, case.game.k) if with_k else run(given)
        except Exception as error:
            crashes.append((case, "" if crashes else _error_summary(error)))  # only the first is shown
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
    square_only = bool(crashes) and all(c.game.m != c.game.n for c, _ in crashes) and any(
        c.game.m == c.game.n and c.game.k < c.game.m for c, _ in answers)
    if square_only:
        case, text = crashes[0]
        problems.append(Problem(
            SQUARE_ONLY,
            f"It raised an exception on {len(crashes)} boards, every one of them wider than tall, and on no"
            f" square board (4x4 included). The first, on {describe_case(case)}:\n{text}",
            "A board has len(board) rows and len(board[0]) columns: loop over each with its own size, not"
            " one size for both.",
        ))
    elif crashes:
        case, text = crashes[0]
        problems.append(_not_written(text) or Problem(
            CRASHES,
            f"It raised an exception on {len(crashes)} of {len(cases)} boards. The first, on"
            f" {describe_case(case)}:\n{text}",
            "Read the last line of the error; the line of your code that raised it is shown.",
        ))
    if (first := None if crashes else first_cell_always(answers, fn)) is not None:  # one always-true test: one name
        problems.append(first)
    odd = [(case, answer) for case, answer in answers if answer not in ("X", "O", None) and first is None]
    if odd:
        case, answer = odd[0]
        if case.kind == "empty-line" or answer == ".":
            problems.append(Problem(
                EMPTY_LINE_WINS,
                f"On {describe_case(case)} it returned {_shown(answer)}: three empty cells in a row are"
                " equal, but they are nobody's line.",
                "Check that the first cell of the line is a stone (not \".\") before comparing.",
            ))
        else:
            problems.append(Problem(
                NOT_A_PLAYER, f"On {describe_case(case)} it returned {_shown(answer)}.", not_a_player_hint(odd),
            ))
    wrong = [(case, answer) for case, answer in answers if answer != case.expected
             and answer in ("X", "O", None) and first is None]
    constant = _constant_answer(answers) if wrong and not odd else None
    if constant is not None:
        # One answer everywhere (a return never giving the player): which lines it "misses" only restates it.
        wrong = []
        problems.append(constant)
    # A model must also give what the function says of each line it missed, alone on the board:
    # "never reads the columns" is no fit for code that finds a column there (another line stops it).
    modelled = _modelled(answers + alone_answers(run, board, with_k, wrong)) if wrong else []
    problems += modelled or (_win_problems(wrong, [case for case, _ in answers]) if wrong else [])
    if not modelled and wrong:  # the error model's every-line slips say more than a probe of some lines
        problems = lines_found_alone(short_line_problems(problems, run, board, with_k, wrong), run, board, with_k,
                                      wrong)
    problems = vet_hints(misread_lines(problems, run, board, with_k, wrong, fn), fn, win_hint_checks(fn, board))
    # `a and b == c`: one slip, named by its cause; "." read as a stone: one cause.
    problems = fold_empty_answer(name_and_precedence(name_bool_compared(problems, fn), fn), EMPTY_LINE_WINS)
    problems = empty_read_as_stone(problems, answers, fn, describe_case)
    problems = name_last_mover_beside_empty_lines(problems, answers, fn, describe_case)  # "is there a line?", then a count
    problems = name_partial_chain(name_joined_runs(problems, answers, describe_case, fn), fn, wrong, describe_case)
    missed = [(c.game, c.state, c.expected, c.line) for c, a in wrong if c.kind == "win" and a is None]

    def probe(game: MNK, state: MNKState) -> Any:  # the student's answer on a board of the probe's own
        return run(win_board(WinCase(game, state, None, "probe"), board), *([game.k] if with_k else []))

    # A win undone by an empty line read after it: one loser's stone on that line and the win is found.
    problems = name_overwritten_winner(fn, problems, missed, probe, line_name, MISSED_NAMES) + printed.notes()
    failed = len(crashes) + len(mutated) + sum(1 for case, answer in answers if answer != case.expected)
    sizes = "3x3, 4x4 (k=3) and 5x4 (k=4)" if with_k else "3x3"
    return _report("check_win_test", fn, problems, len(cases), failed, quiet,
                   f"Every line on {sizes} boards, for both players, and no false alarms.")


def _constant_answer(answers: list[tuple[WinCase, Any]]) -> Problem | None:
    """The same answer on every board (X's lines, O's, nobody's): None everywhere is a win test
    that never reports a winner; one player everywhere, a return that runs whatever the test
    found."""
    given = {answer for _, answer in answers}
    if len(answers) < 3 or len(given) != 1:
        return None
    answer = given.pop()
    if answer is None:
        case = next((c for c, _ in answers if c.kind == "win"), None)
        if case is None:
            return None
        return Problem(
            NEVER_WINS,
            f"It returned None on all {len(answers)} boards, also on {describe_case(case)}, where {case.expected} has"
            f" {line_name(case.line)}: it never reports a winner.",
            "Look at the return that gives the winner: a bare `return` (or return None) there gives None, and a"
            " test that is never true never reaches it. Print what your test says on that board, and return the"
            " stone that fills the line.",
        )
    case = next((c for c, _ in answers if c.kind == "empty-line"), None) or next(
        c for c, _ in answers if c.expected != answer)
    return Problem(
        SAME_ANSWER,
        f"It returned {_shown(answer)} on all {len(answers)} boards, also on {describe_case(case)}"
        + (", the empty board." if case.kind == "empty-line" else f", where {case.expected or 'nobody'} has a line."),
        f"A return that runs whatever the board holds (dedented out of its if, or under a test that is always"
        f" true) ends the loop at its first turn, with the first player or line it looks at: return"
        f" {_shown(answer)} only where a line of it is found.",
    )


def _modelled(answers: list[tuple[WinCase, Any]]) -> list[Problem]:
    """The engine's diagnosis: a mistake of the win test's error model that says what the
    student's function said on every board it answered (``[]`` if none does)."""
    cases = [case for case, _ in answers]
    given = [NOBODY if answer is None else answer if answer in ("X", "O") else None for _, answer in answers]
    catalogue, fit = win_test_mistakes() + full_board_mistakes() + side_mistakes() + fixed_side_mistakes(), None
    for _ in range(3):  # a model no single loop order fits gives way to the next that fits (a break, not a return)
        fit = name_mistake(cases, given, catalogue, lambda c, g, knobs: side_answers(c.game, c.state, knobs),
                           same=same_winner)
        if fit is None or _one_loop_order(fit, cases, given):
            break
        catalogue, fit = [m for m in catalogue if m not in fit.mistakes], None
    if fit is None:
        return []
    case, answer = answers[fit.wrong[0]]
    right = f"{case.expected} has {line_name(case.line)}" if case.expected else "nobody has a line"
    shown = f"On {describe_case(case)} it said {_shown(answer)}; {right}."
    return fit_problems(fit, shown, answers="answer")


def _one_loop_order(fit: Fit, cases: list[WinCase], given: list[str | None]) -> bool:
    """A model that stops at the first line of equal cells allows any order of the directions on
    each board; the code has one: some single order must give every answer."""
    stops = [dict(m.knobs) for m in fit.mistakes if dict(m.knobs).get("empty_stops")]
    if not stops:
        return True
    knobs = {key: value for m in fit.mistakes for key, value in m.knobs}
    return any(all(answer is None or same_winner(answer, side_answers(case.game, case.state, {**knobs, "order": order}))
                   for case, answer in zip(cases, given, strict=True))
               for order in itertools.permutations(("row", "column", "diagonal", "anti-diagonal")))


def _win_problems(wrong: list[tuple[WinCase, Any]], tried: list[WinCase]) -> list[Problem]:
    if (by_count := played_wins_problem(wrong, tried, describe_case, line_name)) is not None:
        return [by_count]  # every line read: the misses follow the count of stones, not a direction
    problems: list[Problem] = []
    wins_wrong = [(c, a) for c, a in wrong if c.kind == "win"]
    confused = [(c, a) for c, a in wins_wrong if a is not None]
    false_alarms = [(c, a) for c, a in wrong if c.kind in ("near", "mixed", "draw", "gap", "scattered")]
    wins = sum(1 for c in tried if c.kind == "win")
    # Naming the other side on a few wins is a false alarm's doing (another line of the
    # loser's looked complete); confusing the players shows on most wins.
    mixed = mixed_line_problem(confused, false_alarms, describe_case)
    if mixed is not None:  # the other side "won" on a line shared with it: one slip, named once
        problems.append(mixed)
        confused, false_alarms = [], []
    if confused and (not false_alarms or 2 * len(confused) >= wins):
        case, answer = confused[0]
        problems.append(Problem(
            CONFUSES_PLAYERS,
            f"On {describe_case(case)}, where {case.expected} has {line_name(case.line)}, it said"
            f" {_shown(answer)} ({len(confused)} boards like this).",
            "Return the stone that fills the line, board[r][c], not the player to move or the other side.",
        ))
    missed = [c for c, a in wins_wrong if a is None]
    if missed:
        by_direction: dict[str, list[WinCase]] = {}
        for case in missed:
            by_direction.setdefault(case.direction, []).append(case)
        tried_by_direction: dict[str, int] = {}
        for case in tried:
            if case.kind == "win":
                tried_by_direction[case.direction] = tried_by_direction.get(case.direction, 0) + 1
        whole = {d for d, cs in by_direction.items() if len(cs) == tried_by_direction.get(d, 0)}
        # (problem, the direction whose first missed win shows it), both diagonals as one.
        named: list[tuple[str, str]] = []
        if {"diagonal", "anti-diagonal"} <= whole:
            named.append((MISSES_DIAGONALS, "diagonal"))
        elif "anti-diagonal" in whole:
            named.append((MISSES_ANTI_DIAGONAL, "anti-diagonal"))
        elif "diagonal" in whole:
            named.append((MISSES_MAIN_DIAGONAL, "diagonal"))
        named += [(name, direction) for name, direction in ((MISSES_COLUMNS, "column"), (MISSES_ROWS, "row"))
                  if direction in whole]
        found = [_missed(name, by_direction[direction][0]) for name, direction in named]
        if found and false_alarms and len(false_alarms) <= 2 and not confused:
            # A direction never found, and a winner or two where there is no line: the code reads
            # that direction from the wrong cells (board[i][-i] for the anti-diagonal, say). One
            # slip: the false alarm goes into the missing direction's problem, not a second one.
            case, answer = false_alarms[0]
            first = found[0]
            found[0] = Problem(first.name, f"{first.detail} And on {describe_case(case)}, where nobody has a line, it"
                               f" said {_shown(answer)}: it reads three other cells as that line.",
                               first.hint + " Print the cells your code reads for it.")
            false_alarms = []
        problems += found
        rest = [c for c in missed if c.direction not in whole]
        if rest:
            names = sorted({line_name(c.line) for c in rest if c.game.m == 3 and c.game.n == 3})
            sample = rest[0]
            problems.append(Problem(
                MISSES_LINES,
                f"It finds no winner on {describe_case(sample)}, where {sample.expected} has"
                f" {line_name(sample.line)}" + (f"; missed on 3x3: {', '.join(names)}." if names else "."),
                one_side_missed(rest, wrong, tried, line_name) or "Check the ranges of your loops: a line can start anywhere it"
                " fits on the board.",
            ))
    if false_alarms:
        case, answer = false_alarms[0]
        what = {"near": "one stone short of a line", "mixed": "a line shared by X and O",
                "draw": "a full board where nobody has a line",
                "gap": "k stones along one line, not all next to each other",
                "scattered": "k stones of one player in no line"}[case.kind]
        problems.append(Problem(
            INCOMPLETE_LINE,
            f"On {describe_case(case)} ({what}) it said {_shown(answer)} ({len(false_alarms)} boards like this).",
            "A line wins only when all of its cells hold the same stone.",
        ))
    empty = [(c, a) for c, a in wrong if c.kind == "empty-line"]
    if empty and not any(p.name == EMPTY_LINE_WINS for p in problems):
        case, answer = empty[0]
        problems.append(Problem(EMPTY_LINE_WINS, f"On the empty board it said {_shown(answer)}.",
                                "Empty cells are nobody's line."))
    other_side = None if problems else other_side_problem(wrong, describe_case, line_name, tried)
    return [other_side] if other_side else problems


def _missed(name: str, case: WinCase) -> Problem:
    return Problem(name, f"On {describe_case(case)} {case.expected} has {line_name(case.line)}, and your"
                         " function found no winner (nor on any other line like it).", MISSED_LINE_HINTS[name])
