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

import contextlib
import dataclasses
import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ttt_lab.core import Player
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
from ttt_lab.exercises.win_empty_stones import empty_read_as_stone
from ttt_lab.exercises.win_full_boards import full_board_mistakes, full_board_wins, full_win_answers
from ttt_lab.exercises.win_hints import (
    MISSED_LINE_HINTS,
    SHORT_LINE,
    first_cell_always,
    name_bool_compared,
    one_side_missed,
    win_hint_checks,
)
from ttt_lab.exercises.win_joined_runs import name_joined_runs
from ttt_lab.exercises.win_mixed_lines import mixed_line_problem
from ttt_lab.exercises.win_overwrites import name_overwritten_winner
from ttt_lab.exercises.win_partial_tests import fold_empty_answer, name_and_precedence
from ttt_lab.exercises.win_side_reads import vet_side_cells_hint
from ttt_lab.exercises.win_wraps import told_wrapped, typed_cells
from ttt_lab.games.mnk import MNK, MNKState


@dataclass
class _WinCase:
    game: MNK
    state: MNKState
    expected: Player | None
    kind: str  # "win", "full" (won on a full board), "near", "draw", "empty", "mixed", "empty-line", "gap", "scattered", "alone"
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
    # k stones on one whole row or column with a gap: not a line, though k of them are there.
    for r in range(n if m > k else 0):
        row = [(r, c) for c in range(m)]
        gapped = {cell: "X" for cell in row[:k - 1] + row[-1:]}
        cases.append(_WinCase(game, _state_from(game, gapped), None, "gap", "row", tuple(row)))
    for c in range(m if n > k else 0):
        column = [(r, c) for r in range(n)]
        gapped = {cell: "O" for cell in column[:k - 1] + column[-1:]}
        cases.append(_WinCase(game, _state_from(game, gapped), None, "gap", "column", tuple(column)))
    cases.append(_WinCase(game, game.initial_state(), None, "empty-line"))
    cases += [_WinCase(game, s, player, "full", _direction(line), line) for s, player, line in full_board_wins(game)]
    if (m, n, k) == (3, 3, 3):
        for text in ("XOX/XOO/OXX", "OXO/XXO/XOX", "XXO/OOX/XOX"):
            cases.append(_WinCase(game, game.parse(text), None, "draw"))
        # Three X's in no line, not even one wrapped round an edge: a count of stones calls it won.
        cases.append(_WinCase(game, _state_from(game, dict.fromkeys([(0, 0), (0, 1), (1, 0)], "X")), None,
                              "scattered"))
        # Four of each in no line, two per row and column: every stone counted says won; a counter
        # carried from line to line never stops at exactly 3 (2, 4), so it says nobody.
        cases.append(_WinCase(game, game.parse("XXO/XXO/OO."), None, "scattered"))
        # X and O side by side on one line, its third cell empty: with X=1 and O=2 the line adds up to 3,
        # X's three in a row; any code that reads the line's stones together (a sum, a count) is tested.
        cases.append(_WinCase(game, game.parse("XO./.../..."), None, "mixed", "row", ((0, 0), (0, 1), (0, 2))))
    return tuple(cases)


def _has_line(game: MNK, board: dict[tuple[int, int], str], player: str) -> bool:
    return any(all(board.get(cell) == player for cell in line) for line in game.lines)


def _state_from(game: MNK, board: dict[tuple[int, int], str]) -> MNKState:
    """The position of ``board`` as it is: not ``parse``, which rejects a board play cannot reach
    (the loser may have fewer stones than it should, where more would make a line)."""
    x = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "X")
    o = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "O")
    return game.from_bitboards(x, o)


_BOARD_FORMATS = ("rows", "text", "state")


@gives_up
@diagnoses
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
    square_only = bool(crashes) and all(c.game.m != c.game.n for c, _ in crashes) and any(
        c.game.m == c.game.n and c.game.k < c.game.m for c, _ in answers)
    if square_only:
        case, text = crashes[0]
        problems.append(Problem(
            SQUARE_ONLY,
            f"It raised an exception on {len(crashes)} boards, every one of them wider than tall, and on no"
            f" square board (4x4 included). The first, on {_describe(case)}:\n{text}",
            "A board has len(board) rows and len(board[0]) columns: loop over each with its own size, not"
            " one size for both.",
        ))
    elif crashes:
        case, text = crashes[0]
        problems.append(_not_written(text) or Problem(
            CRASHES,
            f"It raised an exception on {len(crashes)} of {len(cases)} boards. The first, on"
            f" {_describe(case)}:\n{text}",
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
                f"On {_describe(case)} it returned {_shown(answer)}: three empty cells in a row are"
                " equal, but they are nobody's line.",
                "Check that the first cell of the line is a stone (not \".\") before comparing.",
            ))
        else:
            problems.append(Problem(
                NOT_A_PLAYER, f"On {_describe(case)} it returned {_shown(answer)}.",
                'Return "X", "O" or None (not True/False, not lower case).',
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
    modelled = _modelled(answers + _alone_answers(run, board, with_k, wrong)) if wrong else []
    problems += modelled or (_win_problems(wrong, [case for case, _ in answers]) if wrong else [])
    if not modelled and wrong:  # the error model's every-line slips say more than a probe of some lines
        problems = _lines_found_alone(_short_line_problems(problems, run, board, with_k, wrong), run, board, with_k,
                                      wrong)
    problems = vet_hints(_misread_lines(problems, run, board, with_k, wrong, fn), fn, win_hint_checks(fn, board))
    problems = vet_side_cells_hint(problems, fn)  # one side's cells blamed where both sides' are the same
    problems = name_joined_runs(name_and_precedence(empty_read_as_stone(fold_empty_answer(name_bool_compared(problems, fn), EMPTY_LINE_WINS), answers, fn, _describe)), answers, _describe, fn)  # `a and b == c`: one slip, named by its cause; "." read as a stone: one cause
    problems = name_overwritten_winner(fn, problems, [(c.game, c.state, c.expected, c.line) for c, a in wrong if c.kind == "win" and a is None], lambda g, s: run(_win_board(_WinCase(g, s, None, "probe"), board), *([g.k] if with_k else [])), _line_name, _MISSED_NAMES) + printed.notes()  # a win undone by an empty line read after it
    failed = len(crashes) + len(mutated) + sum(1 for case, answer in answers if answer != case.expected)
    sizes = "3x3, 4x4 (k=3) and 5x4 (k=4)" if with_k else "3x3"
    return _report("check_win_test", fn, problems, len(cases), failed, quiet,
                   f"Every line on {sizes} boards, for both players, and no false alarms.")


def _constant_answer(answers: list[tuple[_WinCase, Any]]) -> Problem | None:
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
            f"It returned None on all {len(answers)} boards, also on {_describe(case)}, where {case.expected} has"
            f" {_line_name(case.line)}: it never reports a winner.",
            "Look at the return that gives the winner: a bare `return` (or return None) there gives None, and a"
            " test that is never true never reaches it. Print what your test says on that board, and return the"
            " stone that fills the line.",
        )
    case = next((c for c, _ in answers if c.kind == "empty-line"), None) or next(
        c for c, _ in answers if c.expected != answer)
    return Problem(
        SAME_ANSWER,
        f"It returned {_shown(answer)} on all {len(answers)} boards, also on {_describe(case)}"
        + (", the empty board." if case.kind == "empty-line" else f", where {case.expected or 'nobody'} has a line."),
        f"A return that runs whatever the board holds (dedented out of its if, or under a test that is always"
        f" true) ends the loop at its first turn, with the first player or line it looks at: return"
        f" {_shown(answer)} only where a line of it is found.",
    )


def _modelled(answers: list[tuple[_WinCase, Any]]) -> list[Problem]:
    """The engine's diagnosis: a mistake of the win test's error model that says what the
    student's function said on every board it answered (``[]`` if none does)."""
    cases = [case for case, _ in answers]
    given = [NOBODY if answer is None else answer if answer in ("X", "O") else None for _, answer in answers]
    catalogue, fit = win_test_mistakes() + full_board_mistakes(), None
    for _ in range(3):  # a model no single loop order fits gives way to the next that fits (a break, not a return)
        fit = name_mistake(cases, given, catalogue, lambda c, g, knobs: full_win_answers(c.game, c.state, knobs),
                           same=same_winner)
        if fit is None or _one_loop_order(fit, cases, given):
            break
        catalogue, fit = [m for m in catalogue if m not in fit.mistakes], None
    if fit is None:
        return []
    case, answer = answers[fit.wrong[0]]
    right = f"{case.expected} has {_line_name(case.line)}" if case.expected else "nobody has a line"
    shown = f"On {_describe(case)} it said {_shown(answer)}; {right}."
    return fit_problems(fit, shown, answers="answer")


def _one_loop_order(fit: Fit, cases: list[_WinCase], given: list[str | None]) -> bool:
    """A model that stops at the first line of equal cells allows any order of the directions on
    each board; the code has one: some single order must give every answer."""
    stops = [dict(m.knobs) for m in fit.mistakes if dict(m.knobs).get("empty_stops")]
    if not stops:
        return True
    knobs = {key: value for m in fit.mistakes for key, value in m.knobs}
    return any(all(answer is None or same_winner(answer, full_win_answers(case.game, case.state, {**knobs, "order": order}))
                   for case, answer in zip(cases, given, strict=True))
               for order in itertools.permutations(("row", "column", "diagonal", "anti-diagonal")))


def _win_board(case: _WinCase, form: str) -> Any:
    text = case.game.board_text(case.state)
    if form == "text":
        return text
    if form == "state":
        return case.state
    return [list(row) for row in text.split("/")]


def _describe(case: _WinCase) -> str:
    size = "" if (case.game.m, case.game.n) == (3, 3) else f" (a {case.game.m}x{case.game.n} board, k={case.game.k})"
    return case.game.board_text(case.state) + size


def _win_problems(wrong: list[tuple[_WinCase, Any]], tried: list[_WinCase]) -> list[Problem]:
    problems: list[Problem] = []
    wins_wrong = [(c, a) for c, a in wrong if c.kind == "win"]
    confused = [(c, a) for c, a in wins_wrong if a is not None]
    false_alarms = [(c, a) for c, a in wrong if c.kind in ("near", "mixed", "draw", "gap", "scattered")]
    wins = sum(1 for c in tried if c.kind == "win")
    # Naming the other side on a few wins is a false alarm's doing (another line of the
    # loser's looked complete); confusing the players shows on most wins.
    mixed = mixed_line_problem(confused, false_alarms, _describe)
    if mixed is not None:  # the other side "won" on a line shared with it: one slip, named once
        problems.append(mixed)
        confused, false_alarms = [], []
    if confused and (not false_alarms or 2 * len(confused) >= wins):
        case, answer = confused[0]
        problems.append(Problem(
            CONFUSES_PLAYERS,
            f"On {_describe(case)}, where {case.expected} has {_line_name(case.line)}, it said"
            f" {_shown(answer)} ({len(confused)} boards like this).",
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
            found[0] = Problem(first.name, f"{first.detail} And on {_describe(case)}, where nobody has a line, it"
                               f" said {_shown(answer)}: it reads three other cells as that line.",
                               first.hint + " Print the cells your code reads for it.")
            false_alarms = []
        problems += found
        rest = [c for c in missed if c.direction not in whole]
        if rest:
            names = sorted({_line_name(c.line) for c in rest if c.game.m == 3 and c.game.n == 3})
            sample = rest[0]
            problems.append(Problem(
                MISSES_LINES,
                f"It finds no winner on {_describe(sample)}, where {sample.expected} has"
                f" {_line_name(sample.line)}" + (f"; missed on 3x3: {', '.join(names)}." if names else "."),
                one_side_missed(rest, wrong, tried, _line_name) or "Check the ranges of your loops: a line can start anywhere it"
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
            f"On {_describe(case)} ({what}) it said {_shown(answer)} ({len(false_alarms)} boards like this).",
            "A line wins only when all of its cells hold the same stone.",
        ))
    empty = [(c, a) for c, a in wrong if c.kind == "empty-line"]
    if empty and not any(p.name == EMPTY_LINE_WINS for p in problems):
        case, answer = empty[0]
        problems.append(Problem(EMPTY_LINE_WINS, f"On the empty board it said {_shown(answer)}.",
                                "Empty cells are nobody's line."))
    return problems


def _short_line_problems(problems: list[Problem], run: Callable[..., Any], form: str, with_k: bool,
                         wrong: list[tuple[_WinCase, Any]]) -> list[Problem]:
    """``problems`` with "reports a winner for an incomplete line" replaced by "checks a line
    shorter than k cells" where the behaviour shows it: on every line it wrongly calls won,
    exactly one set of fewer than k of the line's cells, alone on an empty board, is a win for
    the function (a range one short builds that line from those cells). Code that counts
    k - 1 stones anywhere in the line wins on several such sets, and keeps the old name."""
    alarms = [(case, answer) for case, answer in wrong if answer is not None]
    # A win missed is another slip; a win given to the loser follows from the loser's short line.
    if not alarms or not any(p.name == INCOMPLETE_LINE for p in problems) or any(
            case.kind == "win" and answer is None for case, answer in wrong):
        return problems
    reads: dict[tuple[MNK, tuple[tuple[int, int], ...]], tuple[tuple[int, int], ...]] = {}
    for game in dict.fromkeys(case.game for case, _ in alarms):
        for line in game.lines:
            cells = _cells_read(run, form, with_k, game, tuple(line))
            if cells is None:
                return problems
            if cells:
                reads[game, tuple(line)] = cells
    if not reads:
        return problems
    # The board shown: one whose false alarm is on a line read short, if the cases have one.
    case, answer = next(((c, a) for c, a in alarms if (c.game, c.line) in reads), alarms[0])
    (game, line), cells = next(((key, read) for key, read in reads.items() if key == (case.game, case.line)),
                               next(iter(reads.items())))
    case, answer = alarms[0]
    others = [f"{_line_name(other)} as {', '.join(map(str, read))}" for (_, other), read in reads.items()
              if other != line][:3]
    said = sum(1 for _, given in wrong if given is not None)
    what = {"near": "one stone short of a line", "mixed": "a line shared by X and O",
            "draw": "a full board where nobody has a line"}.get(case.kind, f"{case.expected} has a line" if case.expected else "nobody has a line")
    detail = (f"On {_describe(case)} ({what}) it said {_shown(answer)} ({said} boards like this). It takes"
              f" {_line_name(line)} for {len(cells)} cells, {', '.join(map(str, cells))}: a stone on those"
              f" alone is a win for your function, though a line is k = {game.k} cells"
              f" ({', '.join(map(str, line))})." + (f" Also read short: {'; '.join(others)}." if others else ""))
    directions = sorted({_direction(other) + "s" for _, other in reads})
    hint = (f"Build every line from k = {game.k} cells: your {' and '.join(directions)} stop"
            f" {game.k - len(cells)} cell{'s' if game.k - len(cells) > 1 else ''} short (a range(k - 1)"
            " or a slice one short?). Print the cells your code reads for each line.")
    return [Problem(SHORT_LINE, detail, hint) if p.name == INCOMPLETE_LINE else p for p in problems]


_MISSED_NAMES = {MISSES_LINES, MISSES_DIAGONALS, MISSES_ANTI_DIAGONAL, MISSES_MAIN_DIAGONAL, MISSES_COLUMNS, MISSES_ROWS}


def _alone_answers(run: Callable[..., Any], form: str, with_k: bool,
                   wrong: list[tuple[_WinCase, Any]]) -> list[tuple[_WinCase, Any]]:
    """Each winning line the function missed, alone on an otherwise empty board, with what the
    function says there (``[]`` if it crashes on one)."""
    found = []
    for case in [case for case, answer in wrong if case.kind == "win" and answer is None]:
        probe = _WinCase(case.game, _state_from(case.game, dict.fromkeys(case.line, str(case.expected))), case.expected,
                         "alone", case.direction, case.line)
        try:
            found.append((probe, run(_win_board(probe, form), case.game.k) if with_k else run(_win_board(probe, form))))
        except Exception:
            return []
    return found


def _found_alone(run: Callable[..., Any], form: str, with_k: bool, wrong: list[tuple[_WinCase, Any]]) -> bool:
    """The function finds every winning line it missed when that line stands alone on the board."""
    alone = _alone_answers(run, form, with_k, wrong)
    return bool(alone) and all(answer == probe.expected for probe, answer in alone)


def _lines_found_alone(problems: list[Problem], run: Callable[..., Any], form: str, with_k: bool,
                       wrong: list[tuple[_WinCase, Any]]) -> list[Problem]:
    """``problems`` with the lines said missed ("misses the diagonals", "misses some lines": the
    loops never reach them) told as one "misses some lines" where the function finds every line
    it missed when that line stands alone on the board: its loops do reach those lines, and
    something read before them ends the search."""
    index = next((i for i, p in enumerate(problems) if p.name in _MISSED_NAMES), None)
    missed = [case for case, answer in wrong if case.kind == "win" and answer is None]
    if index is None or not missed or not _found_alone(run, form, with_k, wrong):
        return problems
    case = missed[0]
    names = sorted({_line_name(c.line) for c in missed if c.game.m == 3 and c.game.n == 3})
    found = Problem(
        MISSES_LINES,
        f"It finds no winner on {_describe(case)}, where {case.expected} has {_line_name(case.line)}"
        + (f"; missed on 3x3: {', '.join(names)}." if names else ".") + " Yet alone on the board, each of these"
        " lines is found: your loops do reach them.",
        f"On {_describe(case)} something your code reads before {_line_name(case.line)} ends the search: a return"
        " (or a break) inside the loop that runs before every line has been read. Print the line your code stops at.")
    kept = [p for p in problems if p.name not in _MISSED_NAMES]
    return [*kept[:index], found, *kept[index:]]


def _cells_read(run: Callable[..., Any], form: str, with_k: bool, game: MNK,
                line: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...] | None:
    """The one smallest set of fewer than k of the line's cells that, filled with X's on an
    otherwise empty board, the function calls a win for X; () if none is, None if several are
    (or it crashes)."""
    for size in range(1, game.k):
        hits = []
        for cells in itertools.combinations(line, size):
            probe = _WinCase(game, _state_from(game, dict.fromkeys(cells, "X")), None, "probe")
            try:
                given = _win_board(probe, form)
                said = run(given, game.k) if with_k else run(given)
            except Exception:
                return None
            if said == "X":
                hits.append(cells)
        if hits:
            return hits[0] if len(hits) == 1 else None
    return ()


def _missed(name: str, case: _WinCase) -> Problem:
    return Problem(name, f"On {_describe(case)} {case.expected} has {_line_name(case.line)}, and your"
                         " function found no winner (nor on any other line like it).", MISSED_LINE_HINTS[name])


def _misread_lines(problems: list[Problem], run: Callable[..., Any], form: str, with_k: bool,
                   wrong: list[tuple[_WinCase, Any]], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a line said missed told as a line read with one wrong cell typed in the code,
    where the function calls a win on that line with one cell moved, alone on the board (blind20's w04:
    board[2][2] typed for board[2][0]; its bent line's win no incomplete line of its own: wt_01), or as diagonals wrapped round the board (win_wraps)."""
    index = next((i for i, p in enumerate(problems) if p.name in _MISSED_NAMES and not p.note), None)
    missed = {case.line: case for case, answer in wrong if case.kind == "win" and answer is None and case.game.k == 3}
    if index is None or not missed:
        return problems

    def says_x(game: MNK, cells: Sequence[tuple[int, int]]) -> bool:
        given = _win_board(_WinCase(game, _state_from(game, dict.fromkeys(cells, "X")), None, "probe"), form)
        with contextlib.suppress(Exception):
            return bool((run(given, game.k) if with_k else run(given)) == "X")
        return False
    typed = {(c.game.n, c.game.m): typed_cells(fn, c.game.n, c.game.m) for c in missed.values()}
    found = next(((line, case, i, cell, (*line[:i], cell, *line[i + 1:])) for line, case in missed.items()
                  for i, cell in itertools.product(range(len(line)), case.game.cells)
                  if cell not in line and cell in typed[case.game.n, case.game.m]
                  and not _has_line(case.game, dict.fromkeys((*line[:i], cell, *line[i + 1:]), "X"), "X")
                  and says_x(case.game, (*line[:i], cell, *line[i + 1:]))), None)
    if found is None:  # no cell typed into the code reads the line: diagonals wrapped round the board?
        told = (told_wrapped(problems, index, g, _has_line, says_x, fn) for g in {case.game: None for case in missed.values()})
        return next((t for t in told if t is not problems), problems)
    shown, (line, case, i, cell, cells) = problems[index], found
    probe = _WinCase(case.game, _state_from(case.game, dict.fromkeys(cells, "X")), None, "probe")
    what = _line_name(line).split(" from ")[0]
    return [p for p in [*problems[:index], dataclasses.replace(
        shown, detail=shown.detail.split("\nThat is what you get")[0] + f"\nYour code reads {what} with"
        f" a wrong cell: {cell} where {line[i]} belongs. On {_describe(probe)} (X on {', '.join(map(str, cells))},"
        " no line) it says X has won, and where the real line is complete it finds nobody.",
        hint=f"Read {what} as {', '.join(map(str, line))}: your code has {cell} in place of {line[i]}."),
        *problems[index + 1:]] if p.name != INCOMPLETE_LINE or p.note]

