"""Single lines of a board probed alone: what a win test does with the lines it missed or misread.

Where check_win_test's first names say a win test misses some lines or reports an incomplete line,
these probes put one line (or part of one) alone on an empty board and run the function there:
a line it finds alone was reached by its loops and lost to something read before it
(:func:`lines_found_alone`); a win called on fewer than k of a line's cells is a line built short
(:func:`short_line_problems`); a win called on a line with one cell moved, that cell typed in the
code, is a line read with a wrong cell (:func:`misread_lines`). The function is only run on boards,
as the check runs it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _shown
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import (
    INCOMPLETE_LINE,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_DIAGONALS,
    MISSES_LINES,
    MISSES_MAIN_DIAGONAL,
    MISSES_ROWS,
    Problem,
)
from ttt_lab.exercises.win_cases import (
    WinCase,
    describe_case,
    has_line,
    line_direction,
    line_name,
    state_from,
    win_board,
)
from ttt_lab.exercises.win_hints import SHORT_LINE
from ttt_lab.exercises.win_partial_chains import group_of_code
from ttt_lab.exercises.win_wraps import told_wrapped, typed_cells
from ttt_lab.games.mnk import MNK


def short_line_problems(problems: list[Problem], run: Callable[..., Any], form: str, with_k: bool,
                         wrong: list[tuple[WinCase, Any]]) -> list[Problem]:
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
            cells = cells_read(run, form, with_k, game, tuple(line))
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
    others = [f"{line_name(other)} as {', '.join(map(str, read))}" for (_, other), read in reads.items()
              if other != line][:3]
    said = sum(1 for _, given in wrong if given is not None)
    what = {"near": "one stone short of a line", "mixed": "a line shared by X and O",
            "draw": "a full board where nobody has a line"}.get(case.kind, f"{case.expected} has a line" if case.expected else "nobody has a line")
    detail = (f"On {describe_case(case)} ({what}) it said {_shown(answer)} ({said} boards like this). It takes"
              f" {line_name(line)} for {len(cells)} cells, {', '.join(map(str, cells))}: a stone on those"
              f" alone is a win for your function, though a line is k = {game.k} cells"
              f" ({', '.join(map(str, line))})." + (f" Also read short: {'; '.join(others)}." if others else ""))
    directions = sorted({line_direction(other) + "s" for _, other in reads})
    hint = (f"Build every line from k = {game.k} cells: your {' and '.join(directions)} stop"
            f" {game.k - len(cells)} cell{'s' if game.k - len(cells) > 1 else ''} short (a range(k - 1)"
            " or a slice one short?). Print the cells your code reads for each line.")
    return [Problem(SHORT_LINE, detail, hint) if p.name == INCOMPLETE_LINE else p for p in problems]


MISSED_NAMES = {MISSES_LINES, MISSES_DIAGONALS, MISSES_ANTI_DIAGONAL, MISSES_MAIN_DIAGONAL, MISSES_COLUMNS, MISSES_ROWS}


def alone_answers(run: Callable[..., Any], form: str, with_k: bool,
                   wrong: list[tuple[WinCase, Any]]) -> list[tuple[WinCase, Any]]:
    """Each winning line the function missed, alone on an otherwise empty board, with what the
    function says there (``[]`` if it crashes on one)."""
    found = []
    for case in [case for case, answer in wrong if case.kind == "win" and answer is None]:
        probe = WinCase(case.game, state_from(case.game, dict.fromkeys(case.line, str(case.expected))), case.expected,
                         "alone", case.direction, case.line)
        try:
            found.append((probe, run(win_board(probe, form), case.game.k) if with_k else run(win_board(probe, form))))
        except Exception:
            return []
    return found


def found_alone(run: Callable[..., Any], form: str, with_k: bool, wrong: list[tuple[WinCase, Any]]) -> bool:
    """The function finds every winning line it missed when that line stands alone on the board."""
    alone = alone_answers(run, form, with_k, wrong)
    return bool(alone) and all(answer == probe.expected for probe, answer in alone)


def lines_found_alone(problems: list[Problem], run: Callable[..., Any], form: str, with_k: bool,
                       wrong: list[tuple[WinCase, Any]]) -> list[Problem]:
    """``problems`` with the lines said missed ("misses the diagonals", "misses some lines": the
    loops never reach them) told as one "misses some lines" where the function finds every line
    it missed when that line stands alone on the board: its loops do reach those lines, and
    something read before them ends the search."""
    index = next((i for i, p in enumerate(problems) if p.name in MISSED_NAMES), None)
    missed = [case for case, answer in wrong if case.kind == "win" and answer is None]
    if index is None or not missed or not found_alone(run, form, with_k, wrong):
        return problems
    case = missed[0]
    names = sorted({line_name(c.line) for c in missed if c.game.m == 3 and c.game.n == 3})
    found = Problem(
        MISSES_LINES,
        f"It finds no winner on {describe_case(case)}, where {case.expected} has {line_name(case.line)}"
        + (f"; missed on 3x3: {', '.join(names)}." if names else ".") + " Yet alone on the board, each of these"
        " lines is found: your loops do reach them.",
        f"On {describe_case(case)} something your code reads before {line_name(case.line)} ends the search: a return"
        " (or a break) inside the loop that runs before every line has been read. Print the line your code stops at.")
    kept = [p for p in problems if p.name not in MISSED_NAMES]
    return [*kept[:index], found, *kept[index:]]


def cells_read(run: Callable[..., Any], form: str, with_k: bool, game: MNK,
                line: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...] | None:
    """The one smallest set of fewer than k of the line's cells that, filled with X's on an
    otherwise empty board, the function calls a win for X; () if none is, None if several are
    (or it crashes)."""
    for size in range(1, game.k):
        hits = []
        for cells in itertools.combinations(line, size):
            probe = WinCase(game, state_from(game, dict.fromkeys(cells, "X")), None, "probe")
            try:
                given = win_board(probe, form)
                said = run(given, game.k) if with_k else run(given)
            except Exception:
                return None
            if said == "X":
                hits.append(cells)
        if hits:
            return hits[0] if len(hits) == 1 else None
    return ()


def misread_lines(problems: list[Problem], run: Callable[..., Any], form: str, with_k: bool,
                   wrong: list[tuple[WinCase, Any]], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a line said missed told as a line read with one wrong cell typed in the code,
    where the function calls a win on that line with one cell moved, alone on the board (blind20's w04:
    board[2][2] typed for board[2][0]; its bent line's win no incomplete line of its own: wt_01), or as diagonals wrapped round the board (win_wraps)."""
    index = next((i for i, p in enumerate(problems) if p.name in MISSED_NAMES and not p.note), None)
    missed = {case.line: case for case, answer in wrong if case.kind == "win" and answer is None and case.game.k == 3}
    if index is None or not missed:
        return problems

    def says_x(game: MNK, cells: Sequence[tuple[int, int]]) -> bool:
        given = win_board(WinCase(game, state_from(game, dict.fromkeys(cells, "X")), None, "probe"), form)
        with contextlib.suppress(Exception):
            return bool((run(given, game.k) if with_k else run(given)) == "X")
        return False
    typed = {(c.game.n, c.game.m): typed_cells(fn, c.game.n, c.game.m) for c in missed.values()}
    source = read_source(fn)  # a line with a wrong cell is told only where the code reads those cells together
    found = next(((line, case, i, cell, (*line[:i], cell, *line[i + 1:])) for line, case in missed.items()
                  for i, cell in itertools.product(range(len(line)), case.game.cells)
                  if cell not in line and cell in typed[case.game.n, case.game.m]
                  and not has_line(case.game, dict.fromkeys((*line[:i], cell, *line[i + 1:]), "X"), "X")
                  and says_x(case.game, (*line[:i], cell, *line[i + 1:]))
                  and group_of_code(source, (*line[:i], cell, *line[i + 1:])) is not False), None)
    if found is None:  # no cell typed into the code reads the line: diagonals wrapped round the board?
        told = (told_wrapped(problems, index, g, has_line, says_x, fn) for g in {case.game: None for case in missed.values()})
        return next((t for t in told if t is not problems), problems)
    shown, (line, case, i, cell, cells) = problems[index], found
    probe = WinCase(case.game, state_from(case.game, dict.fromkeys(cells, "X")), None, "probe")
    what = line_name(line).split(" from ")[0]
    return [p for p in [*problems[:index], dataclasses.replace(
        shown, detail=shown.detail.split("\nThat is what you get")[0] + f"\nYour code reads {what} with"
        f" a wrong cell: {cell} where {line[i]} belongs. On {describe_case(probe)} (X on {', '.join(map(str, cells))},"
        " no line) it says X has won, and where the real line is complete it finds nobody.",
        hint=f"Read {what} as {', '.join(map(str, line))}: your code has {cell} in place of {line[i]}."),
        *problems[index + 1:]] if p.name != INCOMPLETE_LINE or p.note]

