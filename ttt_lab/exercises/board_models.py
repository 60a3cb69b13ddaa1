"""Error models of the board exercises, for the diagnosis engine: a win test's and an
evaluation's classic mistakes stated as transformations of the rule they get wrong.

A win test has one right answer per board, so its mistakes are knobs of a parameterised win
test (:func:`win_answers`): directions left out, a loop over the rows or columns one short,
the line length off by one, the players confused or one of them never checked, stones
counted along a whole line whether or not they touch, windows wrapping around the edge.
:func:`~ttt_lab.exercises.engine.name_mistake` names one only when it reproduces the
student's answer on every graded board.

An evaluation has no one right number, only an order: whatever its weights, an evaluation
that counts the lines each side can still complete, weighting fuller lines at least as much,
must rank a board above another whose open lines it dominates (see :func:`ranking`), and
give equal values to boards whose open lines are the same. Its mistakes are transformations
of what it counts (:func:`line_profile`: the lines it reads, whose point of view, lines
holding both colours, the weights, the line length) and of the point of view; a mistake is
named when every pair of boards the student's function ranks agrees with the order the
transformed count predicts, where it predicts one.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> sorted(win_answers(game, game.parse("XO./OX./..X"), {}))
    ['X']
    >>> sorted(win_answers(game, game.parse("XO./OX./..X"), {"no_diagonal": True}))
    ['-']
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Any

from ttt_lab.exercises.code_claims import has_no_counter
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.evaluation_dead_kinds import dead_here
from ttt_lab.exercises.report import (
    CONFUSES_PLAYERS,
    COUNTS_DEAD_LINES,
    IGNORES_OPPONENT,
    INCOMPLETE_LINE,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_DIAGONALS,
    MISSES_LINES,
    MISSES_MAIN_DIAGONAL,
    MISSES_ROWS,
    WRONG_PLAYER,
)
from ttt_lab.games.mnk import MNK, MNKState

NOBODY = "-"
"""A win test's "no winner" (``None``) as the engine compares it: ``None`` means no answer."""

LINE_LENGTH = "takes lines of the wrong length (k off by one)"
ONE_PLAYER = "checks only one player's lines"
NOT_CONSECUTIVE = "counts stones that are not next to each other"
WRAPS = "wraps lines around the edge of the board"
COUNTS_STONES = "counts stones, not lines"
COUNTER_NOT_RESET = "never resets its stone counter between lines"
SQUARE_ONLY = "assumes a square board"
WRONG_WEIGHTS = "weights open lines wrongly"

_DIRECTIONS = {"row": (0, 1), "column": (1, 0), "diagonal": (1, 1), "anti-diagonal": (1, -1)}


# ---------------------------------------------------------------------- win tests

def win_answers(game: MNK, state: MNKState, knobs: dict[str, Any]) -> frozenset[str]:
    """Who a win test with ``knobs`` can say has won (any of them, in its own loop order), or
    ``{NOBODY}``.

    Knobs: ``no_row``, ``no_column``, ``no_diagonal``, ``no_anti`` (that direction never
    read); ``short`` (``"row"`` or ``"column"``: the loop over them stops one short, so the
    last is never read); ``k_shift`` (the line length off by one); ``prefix`` (only the first
    k - 1 cells of each line compared); ``last_start`` (the loop over a line's window starts
    one short, range(len(line) - k): a window ending at the edge is never read); ``swap`` (the other player named); ``only`` (``"X"``
    or ``"O"``: the other's lines never checked); ``count`` (k stones of one colour anywhere
    along a whole row, column or diagonal of the board); ``wrap`` (windows continue on the
    other side of the board); ``stones`` (k stones of one colour anywhere on the board, in a
    line or not); ``first_line`` (``"row"`` or ``"column"``: only the first line of
    that kind, at the top left, is read: the loop returns at its first turn); ``running_in``
    (one counter for all the lines of those directions, never reset between them, compared
    with ``running``; ``signed``: one count for both players, +1 for X and -1 for O);
    ``run_in`` (a run counted cell by cell along those directions' lines read one after
    another: a run goes on from the end of one line into the next).
    """
    rows, cols, k = game.n, game.m, game.k
    length = k + knobs.get("k_shift", 0)
    stone = {(r, c): game.stone_at(state, (r, c)) for r in range(rows) for c in range(cols)}
    if knobs.get("empty_stops"):
        orders = [knobs["order"]] if "order" in knobs else list(itertools.permutations(_DIRECTIONS))
        return frozenset(_stopped_at_equal_line(stone, rows, cols, k, order, knobs["empty_stops"],
                                                knobs.get("empty_first", False)) for order in orders)
    if knobs.get("first_line"):  # the loop returns at its first turn: one line read, at (0, 0)
        dr, dc = _DIRECTIONS[knobs["first_line"]]
        top = [(i * dr, i * dc) for i in range(k)]
        first = stone[top[0]]
        won = first is not None and all(stone[cell] == first for cell in top)
        return frozenset({first} if won and first is not None else {NOBODY})
    found: set[str] = set()
    if knobs.get("stones"):  # a stone count over the whole board: no line is read at all
        found = {player for player in ("X", "O") if sum(s == player for s in stone.values()) >= length}
        return frozenset(found) if found else frozenset({NOBODY})
    running = knobs.get("running_in", ())  # one counter per direction and player, never reset between its lines
    for player, name in itertools.product(("X", "O"), running):
        dr, dc = _DIRECTIONS[name]
        lines = [cells for r in range(rows) for c in range(cols) if (cells := _whole_line(rows, cols, r, c, dr, dc))]
        other = "O" if player == "X" else "X"  # signed: one count for both, +1 for X and -1 for O
        counts = itertools.accumulate(sum(stone[cell] == player for cell in cells)
                                      - (sum(stone[cell] == other for cell in cells) if knobs.get("signed") else 0)
                                      for cells in lines)
        if any(n == length if knobs["running"] == "==" else n >= length for n in counts):
            found.add(player)
    runs = knobs.get("run_in", ())  # a run of stones counted cell by cell, its counter not reset at a line's end
    for player, name in itertools.product(("X", "O"), runs):
        dr, dc = _DIRECTIONS[name]
        run = 0
        for cells in [cells for r in range(rows) for c in range(cols) if (cells := _whole_line(rows, cols, r, c, dr, dc))]:
            for cell in cells:
                run = run + 1 if stone[cell] == player else 0
                if run == length:
                    found.add(player)
    for name, (dr, dc) in _DIRECTIONS.items():
        if name in running or name in runs:
            continue
        if knobs.get({"row": "no_row", "column": "no_column", "diagonal": "no_diagonal",
                      "anti-diagonal": "no_anti"}[name]):
            continue
        for r in range(rows):
            for c in range(cols):
                if knobs.get("short") == "row" and name == "row" and r == rows - 1:
                    continue
                if knobs.get("short") == "column" and name == "column" and c == cols - 1:
                    continue
                if knobs.get("count"):
                    cells = _whole_line(rows, cols, r, c, dr, dc)
                    if cells is None:
                        continue
                    for player in ("X", "O"):
                        if sum(stone[cell] == player for cell in cells) >= length:
                            found.add(player)
                    continue
                cells = [(r + i * dr, c + i * dc) for i in range(length)]
                if knobs.get("wrap"):
                    cells = [(rr % rows, cc % cols) for rr, cc in cells]
                if not all(0 <= rr < rows and 0 <= cc < cols for rr, cc in cells):
                    continue
                if knobs.get("last_start") and not (0 <= r + length * dr < rows and 0 <= c + length * dc < cols):
                    continue  # range(len(line) - k): a window ending at the line's last cell is never read
                if knobs.get("prefix"):
                    cells = cells[:length - 1]
                first = stone[cells[0]]
                if first is not None and all(stone[cell] == first for cell in cells):
                    found.add(first)
    if knobs.get("only"):
        found &= {knobs["only"]}
    if knobs.get("swap"):
        found = {"O" if p == "X" else "X" for p in found}
    return frozenset(found) if found else frozenset({NOBODY})


def _whole_line(rows: int, cols: int, r: int, c: int, dr: int, dc: int) -> list[tuple[int, int]] | None:
    """The whole row, column or diagonal of the board starting at (r, c), if it starts there."""
    if 0 <= r - dr < rows and 0 <= c - dc < cols:
        return None  # not the line's first cell
    cells = []
    while 0 <= r < rows and 0 <= c < cols:
        cells.append((r, c))
        r, c = r + dr, c + dc
    return cells


def same_winner(answer: Any, predicted: Any) -> bool:
    """A win test's answer agrees with a prediction: one of the players it could name."""
    if isinstance(predicted, frozenset):
        return answer in predicted
    return bool(answer == predicted)


def _stopped_at_equal_line(stone: dict[tuple[int, int], str | None], rows: int, cols: int, k: int,
                           order: tuple[str, ...], stop: str, first_only: bool = False) -> str:
    """The answer of a win test that takes the first line of k equal cells, empty ones too, as
    its verdict, reading the directions in ``order`` (each line by its first cell, row by row):
    ``stop="return"`` returns there (None for an empty line), ``"break"`` leaves only that
    direction's loop at an empty line. ``first_only``: it stops at the first line whose first cell
    is empty, whatever the others hold (``if first == empty: break`` where continue belongs)."""
    for name in order:
        dr, dc = _DIRECTIONS[name]
        for r in range(rows):
            for c in range(cols):
                cells = [(r + i * dr, c + i * dc) for i in range(k)]
                if not all(cell in stone for cell in cells):
                    continue
                first = stone[cells[0]]
                if len({stone[cell] for cell in cells}) != 1 and not (first_only and first is None):
                    continue
                if first is not None:
                    return first
                if stop == "return":
                    return NOBODY
                break  # the loop over this direction's lines left; the next direction is read
            else:
                continue
            break
    return NOBODY


def win_test_mistakes() -> list[Mistake]:
    """The win test's catalogue, most common first."""
    loops = "Check the ranges of your loops: a line can start anywhere it fits on the board."
    first_line_hint = ("Return a winner as soon as a line is found, but return None only after the loop has"
                       " checked every line: the return None goes after the for loop, not inside it.")
    empty_hint = ("Three empty cells are equal too: test that the line's first cell holds a stone before comparing"
                  " (line[0] != \".\" and line[0] == line[1] == line[2]), and go on to the next line when it does"
                  " not; return None only after the loop has read every line.")
    return [
        Mistake(MISSES_DIAGONALS, "never reads the diagonals", "Check both diagonals: (0,0),(1,1),(2,2) and"
                " (0,2),(1,1),(2,0); on a bigger board, every diagonal of k cells.",
                knobs=(("no_diagonal", True), ("no_anti", True))),
        Mistake(MISSES_ANTI_DIAGONAL, "never reads the anti-diagonals (top right to bottom left)",
                "The anti-diagonal runs from the top right: (0,2), (1,1), (2,0).", knobs=(("no_anti", True),)),
        Mistake(MISSES_MAIN_DIAGONAL, "never reads the main diagonals (top left to bottom right)",
                "The main diagonal runs from the top left: (0,0), (1,1), (2,2).", knobs=(("no_diagonal", True),)),
        Mistake(MISSES_COLUMNS, "never reads the columns", "A column is board[0][c], board[1][c], board[2][c].",
                knobs=(("no_column", True),)),
        Mistake(MISSES_ROWS, "never reads the rows", "A row is board[r].", knobs=(("no_row", True),)),
        Mistake(MISSES_LINES, "stops its loop over the rows one short (range(rows - 1)), so the last row is"
                " never read", loops, knobs=(("short", "row"),)),
        Mistake(MISSES_LINES, "stops its loop over the columns one short (range(columns - 1)), so the last"
                " column is never read", loops, knobs=(("short", "column"),)),
        Mistake(MISSES_LINES, "stops its loop over where a line of k starts one short (range(len(line) - k), not"
                " range(len(line) - k + 1)), so a line of k ending at the edge of the board is never read (on a"
                " board k cells wide, no line at all)", "A line of k cells fits at every start from 0 to"
                " len(line) - k, that one included: range(len(line) - k + 1) (for a row, range(columns - k + 1)).",
                knobs=(("last_start", True),)),
        Mistake(RETURNS_AFTER_FIRST_LINE, "returns inside its loop at the first line it checks, the top row (a"
                " return None, or the return, dedented out of the if), so no other line is ever read",
                first_line_hint, knobs=(("first_line", "row"),)),
        Mistake(RETURNS_AFTER_FIRST_LINE, "returns inside its loop at the first line it checks, the left column"
                " (a return None, or the return, dedented out of the if), so no other line is ever read",
                first_line_hint, knobs=(("first_line", "column"),)),
        Mistake(CONFUSES_PLAYERS, "names the other player, not the one whose stones fill the line",
                "Return the stone that fills the line, board[r][c], not the player to move or the other side.",
                knobs=(("swap", True),)),
        Mistake(ONE_PLAYER, "only ever looks for X's lines", "Look for both players' lines: return whichever"
                " stone fills the line (board[r][c]), not a fixed \"X\".", knobs=(("only", "X"),)),
        Mistake(ONE_PLAYER, "only ever looks for O's lines", "Look for both players' lines: return whichever"
                " stone fills the line (board[r][c]), not a fixed \"O\".", knobs=(("only", "O"),)),
        Mistake(INCOMPLETE_LINE, "compares only the first k - 1 cells of each line", "A line wins only when"
                " all k of its cells hold the same stone: compare every cell, not just the first ones.",
                knobs=(("prefix", True),)),
        Mistake(INCOMPLETE_LINE, "counts k - 1 stones in a row as a line", "A line is k stones in a row:"
                " range(k), not range(k - 1).", knobs=(("k_shift", -1),)),
        Mistake(LINE_LENGTH, "looks for k + 1 stones in a row", "A line is k stones in a row: range(k), not"
                " range(k + 1).", knobs=(("k_shift", 1),)),
        Mistake(NOT_CONSECUTIVE, "counts a player's stones along a whole row, column or diagonal, whether or"
                " not they are next to each other", "k stones win only when they are consecutive: compare k"
                " neighbouring cells, starting at every cell where a line fits.", knobs=(("count", True),)),
        Mistake(WRAPS, "lets a line continue on the other side of the board (an index taken modulo the"
                " size, or a negative index)", "A line that runs off the board is not a line: check that its"
                " last cell is on the board (0 <= r < rows and 0 <= c < columns) before reading it.",
                knobs=(("wrap", True),)),
        Mistake(EMPTY_LINE_STOPS, "returns at the first line whose cells are all equal, empty ones too (None for"
                " an empty line), so a winning line read after an empty one is never reached", empty_hint,
                knobs=(("empty_stops", "return"),)),
        Mistake(EMPTY_LINE_STOPS, "leaves its loop over a kind of line (break) at the first line whose cells are"
                " all equal, empty ones too, so a winning line of that kind after an empty one is never reached",
                empty_hint, knobs=(("empty_stops", "break"),)),
        Mistake(EMPTY_START_STOPS, "leaves its loop over the lines (break, where continue belongs) at the first line"
                " whose first cell is empty, whatever its other cells hold, so no line after it is ever read",
                "At a line whose first cell is empty, go on to the next line (continue), not out of the loop (break or return):"
                " return None only after every line has been read.", knobs=(("empty_stops", "return"), ("empty_first", True))),
        Mistake(EMPTY_START_STOPS, "leaves its loop over a kind of line (break, where continue belongs) at the first line"
                " of that kind whose first cell is empty, so no line of that kind after it is ever read", "At a line whose"
                " first cell is empty, go on to the next line (continue), not out of the loop (break).",
                knobs=(("empty_stops", "break"), ("empty_first", True))),
        # Compared with == only: a running count compared with >= k reaches k exactly when the board holds
        # k stones, which is counting stones (below), whatever the code's loops look like.
        *(Mistake(COUNTER_NOT_RESET, f"counts a player's stones with one counter for all the {words}, set to 0"
                  " before the loop over them instead of inside it, so stones of several lines add up to k",
                  f"Set the counter to 0 inside the loop over the {' and over the '.join(n + 's' for n in lines)},"
                  " at the start of each line, before counting its stones.",
                  knobs=(("running", test), ("running_in", lines)), refuted_by=has_no_counter)
          for test in ("==",) for lines, words in ((("row", "column"), "rows (and one for all the columns)"),
                                                         (("row",), "rows"), (("column",), "columns"))),
        # The same counter carried from one line into the next, in the code's other two shapes: one count
        # for both players (+1 for X, -1 for O, a win at +k or -k), and a run counted cell by cell.
        *(Mistake(COUNTER_NOT_RESET, "keeps one count for both players (+1 for an X, -1 for an O) for all the"
                  f" {words}, set to 0 before the loop over them instead of inside it, so the count is carried"
                  " from one line into the next and stones of several lines add up to k (or -k)",
                  f"Set the count to 0 inside the loop over the {' and over the '.join(n + 's' for n in lines)},"
                  " at the start of each line, before counting its stones.",
                  knobs=(("running", "=="), ("running_in", lines), ("signed", True)), refuted_by=has_no_counter)
          for lines, words in ((("row", "column"), "rows (and one for all the columns)"), (("row",), "rows"),
                               (("column",), "columns"))),
        *(Mistake(COUNTER_NOT_RESET, f"counts a run of a player's stones along the {words} with a counter set to"
                  " 0 once, before the loop over them, not at the start of each line, so the count is carried from"
                  " one line into the next: a run at the end of one line goes on at the start of the next",
                  f"Set the run counter to 0 at the start of each of the {' and each of the '.join(n + 's' for n in lines)}"
                  " (inside the loop over them): a run of k must lie within one line.",
                  knobs=(("run_in", lines),), refuted_by=has_no_counter)
          for lines, words in ((("row", "column"), "rows (and along the columns)"), (("row",), "rows"),
                               (("column",), "columns"))),
        # Last: where both players have k stones (a full board) it allows either, so a more
        # particular slip that also fits is named first.
        Mistake(COUNTS_STONES, "calls a player the winner once k of their stones are anywhere on the board,"
                " in a line or not (a count of stones, not a test of lines)", "Count nothing: a player wins only"
                " when the k cells of one row, column or diagonal all hold their stone. Loop over the lines and"
                " compare each line's cells.", knobs=(("stones", True),)),
    ]


# ---------------------------------------------------------------------- evaluations

Profile = tuple[tuple[int, ...], tuple[int, ...]]
"""What a line-counting evaluation sees of a board: how many counted lines hold 1, 2, ...
stones of X (the first tuple) and of O (the second)."""


RETURNS_AFTER_FIRST_LINE = "returns after the first line it checks"
NEVER_WINS = "never reports a winner"
SAME_ANSWER = "gives the same answer on every board"
EMPTY_LINE_STOPS = "stops at a line of empty cells"
EMPTY_START_STOPS = "stops reading lines at the first one that starts on an empty cell"
IGNORES_X = "ignores X's lines"
ADDS_OPPONENT = "adds O's lines instead of subtracting them"
SUBTRACTS_X = "subtracts X's lines instead of adding them"
COUNTS_FREE_LINES = ("counts the lines that hold no O (X's lines as it sees them, the empty ones too, each alike)"
                     " and subtracts nothing for O's lines: X's own stones change nothing, and the empty board,"
                     " all of whose lines are free, gets the highest count")
"""One slip with three faces (X's stones never read, O's lines and blocked lines alike, the empty
board far from 0): one model, so one name, and the empty board's value is its consequence."""


def line_profile(game: MNK, state: MNKState, knobs: dict[str, Any]) -> Profile:
    """The lines an evaluation with ``knobs`` counts for each side, by how many stones they hold.

    Knobs: ``skip`` (directions left out: ``"row"``, ``"column"``, ``"diagonal"``,
    ``"anti-diagonal"``); ``skip_line`` (the index of one line of ``game.lines`` left out);
    ``dead`` (lines holding both colours counted: ``True`` for both, ``"X"`` or ``"O"`` for that
    side only, as an open-line test for one side written with ``or``, or not at all); ``flat``
    (every open line counted alike, however many stones it holds); ``opponent``
    (``"ignored"``: O's lines not counted; ``"X ignored"``: X's not counted; ``"added"``: O's
    lines added to the score like X's; ``"X subtracted"``: X's lines subtracted like O's); ``k_shift`` (lines one cell shorter or longer);
    ``lighter`` (``"O"``, ``"X"`` or ``"both"``: that side's fuller lines weighted less than its
    emptier ones, its weights the wrong way round, so its counts are ranked in reverse);
    ``flat_side`` (``"X"`` or ``"O"``: that side's open lines all weighted alike, the other's not);
    ``uncounted`` (``(side, count)``: that side's lines of that many stones weigh nothing, a table
    of weights with no entry for the count); ``blocked_only`` (``"X"`` or ``"O"``: that side's
    stones counted only in lines the other side has a stone in too, its open-line test turned).
    """
    return _profile(game, game.board_text(state), tuple(sorted(knobs.items())))


@lru_cache(maxsize=1 << 16)
def _profile(game: MNK, text: str, knob_items: tuple[tuple[str, Any], ...]) -> Profile:
    knobs = dict(knob_items)
    k = game.k + knobs.get("k_shift", 0)
    xs = [0] * (max(k, 0) + 1)
    os = [0] * (max(k, 0) + 1)
    rows = text.split("/")
    windows = _windows(game, k, tuple(knobs.get("skip", ())))
    if "skip_line" in knobs:  # game.lines in its own order, one left out (a loop over game.lines[1:])
        windows = tuple(line for i, line in enumerate(game.lines) if i != knobs["skip_line"] % len(game.lines))
    dead = knobs.get("dead")
    for line in windows:
        stones = [rows[r][c] for r, c in line]
        x, o = stones.count("X"), stones.count("O")
        x_open = bool(x and (not o or (dead in (True, "X") and dead_here(line, knobs))))  # evaluation_dead_kinds
        o_open = bool(o and (not x or (dead in (True, "O") and dead_here(line, knobs))))
        if knobs.get("blocked_only") == "X":  # X's test turned: counted only where O has a stone too
            x_open = bool(x and o)
        if knobs.get("blocked_only") == "O":
            o_open = bool(o and x)
        if knobs.get("flat"):
            x, o = min(x, 1), min(o, 1)
        x, o = (min(x, 1) if knobs.get("flat_side") == "X" else x), (min(o, 1) if knobs.get("flat_side") == "O" else o)
        if x_open and knobs.get("opponent") != "X ignored" and knobs.get("uncounted") != ("X", x):
            (os if knobs.get("opponent") == "X subtracted" else xs)[x] += 1
        if o_open and knobs.get("opponent") != "ignored" and knobs.get("uncounted") != ("O", o):
            (xs if knobs.get("opponent") == "added" else os)[o] += 1
    # A side's weights falling as its lines fill: its counts rank as if reversed (tails become heads).
    if knobs.get("lighter") in ("O", "both"):
        os = [os[0], *reversed(os[1:])]
    if knobs.get("lighter") in ("X", "both"):
        xs = [xs[0], *reversed(xs[1:])]
    return tuple(xs), tuple(os)


@lru_cache(maxsize=64)
def _windows(game: MNK, k: int, skip: tuple[str, ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every window of ``k`` cells in the directions not skipped (a single cell once)."""
    found = []
    for name, (dr, dc) in _DIRECTIONS.items():
        if name in skip or k < 1 or (k == 1 and name != "row"):
            continue
        for r in range(game.n):
            for c in range(game.m):
                cells = tuple((r + i * dr, c + i * dc) for i in range(k))
                if all(0 <= rr < game.n and 0 <= cc < game.m for rr, cc in cells):
                    found.append(cells)
    return tuple(found)


def ranking(first: Profile, second: Profile) -> str | None:
    """The order every line-counting evaluation gives two boards with these profiles, if all agree.

    An evaluation adds ``w[c]`` for each of X's lines with ``c`` stones and subtracts ``u[c]``
    for each of O's (then perhaps squashes the total, or scales X's and O's sums separately),
    with weights that are positive and never smaller for fuller lines. Writing ``w`` as steps
    that are each >= 0, X's sum rises with every tail count (lines with at least ``c``
    stones), so: ``">"`` when none of X's tail counts is lower and none of O's higher in the
    first board, and one of the one-stone tails differs; ``"="`` when the profiles are the same;
    ``None`` otherwise.

    Example:
        >>> ranking(((0, 2, 0, 0), (0, 1, 0, 0)), ((0, 1, 1, 0), (0, 1, 0, 0)))  # one line fuller
        >>> ranking(((0, 3, 0, 0), (0, 1, 0, 0)), ((0, 2, 0, 0), (0, 1, 0, 0)))
        '>'
    """
    if first == second:
        return "="

    def tails(counts: tuple[int, ...]) -> list[int]:
        return [sum(counts[c:]) for c in range(1, len(counts))]

    x_diff = [a - b for a, b in zip(tails(first[0]), tails(second[0]), strict=True)]
    o_diff = [a - b for a, b in zip(tails(first[1]), tails(second[1]), strict=True)]
    if not x_diff:
        return None
    if all(d >= 0 for d in x_diff) and all(d <= 0 for d in o_diff) and (x_diff[0] > 0 or o_diff[0] < 0):
        return ">"
    if all(d <= 0 for d in x_diff) and all(d >= 0 for d in o_diff) and (x_diff[0] < 0 or o_diff[0] > 0):
        return "<"
    return None


_TURNED = {">": "<", "<": ">", "=": "="}


def predicted_order(game: MNK, pair: tuple[MNKState, MNKState], knobs: dict[str, Any]) -> str | None:
    """How an evaluation with ``knobs`` ranks the two boards of ``pair`` (the same side to move
    in both), or ``None`` if such evaluations may rank them either way.

    Beyond :func:`line_profile`'s knobs: ``view`` (``"O"``: every value from O's view;
    ``"mover"``: from the side to move's; ``"waiting"``: from the side that just moved).
    """
    a, b = pair
    order = ranking(line_profile(game, a, knobs), line_profile(game, b, knobs))
    view = knobs.get("view")
    x_to_move = game.to_move(a) == game.players[0]
    turned = view == "O" or (view == "mover" and not x_to_move) or (view == "waiting" and x_to_move)
    return _TURNED[order] if turned and order is not None else order


def same_order(answer: Any, predicted: Any) -> bool:
    """The student's order of a pair agrees with a prediction: any order where none is predicted;
    equal values where a strict order is predicted only when both are the function's extreme
    value (a clipped or saturated estimate)."""
    if predicted is None:
        return True
    order, saturated = answer
    return bool(order == predicted or (order == "=" and saturated))


def evaluation_mistakes() -> list[Mistake]:
    """The evaluation's catalogue, most common first."""
    view_hint = ("Always score from X's view (game.players[0]), whoever is to move: good for X is positive, good"
                 " for O negative.")
    lines_hint = "Count every line: rows, columns and both diagonals (game.lines holds them all)."
    return [
        Mistake(WRONG_PLAYER, "scores each board for the player to move, not for X", view_hint,
                knobs=(("view", "mover"),)),
        Mistake(WRONG_PLAYER, "scores each board for the player who just moved, not for X", view_hint,
                knobs=(("view", "waiting"),)),
        Mistake(WRONG_PLAYER, "scores every board for O, not for X (its sign flipped: O's lines minus X's)",
                "Return X's lines minus O's, not O's minus X's: good for X is positive.", knobs=(("view", "O"),)),
        Mistake(IGNORES_OPPONENT, "counts only X's lines", "An evaluation weighs both sides: add X's open lines"
                " and subtract O's (lines with O's stones and no X), as in 3·X2 + X1 − (3·O2 + O1).",
                knobs=(("opponent", "ignored"),)),
        Mistake(IGNORES_OPPONENT, COUNTS_FREE_LINES, "An evaluation weighs both sides: count X's open lines (an X"
                " and no O: an empty line is open to both sides alike and worth nothing to either) and subtract"
                " O's, as in 3·X2 + X1 − (3·O2 + O1).", knobs=(("opponent", "X ignored"), ("dead", "O"), ("flat", True))),
        Mistake(IGNORES_X, "counts only O's lines (subtracts them, and adds nothing for X's)", "An evaluation"
                " weighs both sides: add X's open lines (lines with X's stones and no O) as well as subtracting"
                " O's, as in 3·X2 + X1 − (3·O2 + O1).", knobs=(("opponent", "X ignored"),)),
        Mistake(ADDS_OPPONENT, "adds O's lines to the score as it adds X's (+= where -= belongs), so a board"
                " and the same board with the colours swapped get one value", "Subtract O's lines: X's open lines"
                " raise the estimate, O's lower it, as in 3·X2 + X1 − (3·O2 + O1).",
                knobs=(("opponent", "added"),)),
        Mistake(SUBTRACTS_X, "subtracts X's lines from the score as it subtracts O's (-= where += belongs), so a"
                " board and the same board with the colours swapped get one value", "Add X's lines: X's open lines"
                " raise the estimate, O's lower it, as in 3·X2 + X1 − (3·O2 + O1).",
                knobs=(("opponent", "X subtracted"),)),
        Mistake(COUNTS_DEAD_LINES, "counts the stones of every line, also lines that hold both colours (a table"
                " of cell weights that puts the centre above the corners and the corners above the edges ranks"
                " boards much as that count does, whatever its numbers)",
                "Skip a line that holds both an X and an O: nobody can complete it, so it is worth nothing to"
                " either side.", knobs=(("dead", True),)),
        Mistake(COUNTS_DEAD_LINES, "counts O's stones in every line, also lines X has a stone in (the test that a"
                " line is open to O is missing or reads `or` where `and` belongs), while X's lines are counted"
                " only where they are open", "Count a line for O only where it holds no X:"
                " `if \"X\" not in stones and \"O\" in stones`, with the count under that if.",
                knobs=(("dead", "O"),)),
        Mistake(COUNTS_DEAD_LINES, "counts X's stones in every line, also lines O has a stone in (the test that a"
                " line is open to X is missing or reads `or` where `and` belongs), while O's lines are counted"
                " only where they are open", "Count a line for X only where it holds no O:"
                " `if \"O\" not in stones and \"X\" in stones`, with the count under that if.",
                knobs=(("dead", "X"),)),
        Mistake(MISSES_DIAGONALS, "never counts the diagonals", lines_hint,
                knobs=(("skip", ("diagonal", "anti-diagonal")),)),
        Mistake(MISSES_ANTI_DIAGONAL, "never counts the anti-diagonals (top right to bottom left)", lines_hint,
                knobs=(("skip", ("anti-diagonal",)),)),
        Mistake(MISSES_MAIN_DIAGONAL, "never counts the main diagonals (top left to bottom right)", lines_hint,
                knobs=(("skip", ("diagonal",)),)),
        Mistake(MISSES_COLUMNS, "never counts the columns", lines_hint, knobs=(("skip", ("column",)),)),
        Mistake(MISSES_ROWS, "never counts the rows", lines_hint, knobs=(("skip", ("row",)),)),
        Mistake(MISSES_COLUMNS, "counts only the rows", lines_hint,
                knobs=(("skip", ("column", "diagonal", "anti-diagonal")),)),
        Mistake(WRONG_WEIGHTS, "gives every open line the same weight, however many stones it holds",
                "A line with two stones is closer to a win than one with a single stone: weight fuller lines"
                " more, as in 3·X2 + X1.", knobs=(("flat", True),)),
        *(Mistake(WRONG_WEIGHTS, f"weights {who} the wrong way round: a line with more stones counts less than"
                  f" one with fewer (a conditional weight such as `0.1 if count >= 2 else 0.02` with its test"
                  f" turned){also}", "Weight fuller lines more, for both sides alike: an open two is closer to a"
                  " win than a single stone, whoever's it is, as in 3·X2 + X1 − (3·O2 + O1).",
                  knobs=(("lighter", side),))
          for side, who, also in (("O", "O's lines", ", while X's fuller lines count more"),
                                  ("X", "X's lines", ", while O's fuller lines count more"),
                                  ("both", "both sides' lines", ""))),
        *(Mistake(WRONG_WEIGHTS, f"gives {side}'s open lines the same weight however many stones they hold, while"
                  f" {other}'s fuller lines count more (a conditional weight such as `0.1 if count >= 2 else 0.02`"
                  f" whose test is never true for {side})", "Weight fuller lines more, for both sides alike: an"
                  " open two is closer to a win than a single stone, whoever's it is, as in 3·X2 + X1 − (3·O2 + O1).",
                  knobs=(("flat_side", side),))
          for side, other in (("O", "X"), ("X", "O"))),
        *(Mistake(WRONG_WEIGHTS, f"never counts {side}'s open lines of {count} stone{'s' if count > 1 else ''} (their"
                  f" count never reaches the score: a table of weights with no entry for {count} or a wrong key, or a"
                  " count computed and left out of the sum, so they add nothing)",
                  "Give every count of stones from 1 to k - 1 its weight, for both sides alike, as in"
                  " 3·X2 + X1 − (3·O2 + O1): check the keys of your table of weights.",
                  knobs=(("uncounted", (side, count)),))
          for side in ("X", "O") for count in (1, 2)),
        *(Mistake(COUNTS_DEAD_LINES, f"counts {side}'s stones only in lines {other} has a stone in too (lines"
                  f" nobody can complete), never in {side}'s open lines: the test that a line is open to {side}"
                  f" is turned (`'{other}' in stones` where `'{other}' not in stones` belongs)",
                  f"Count a line for {side} only where it holds no {other}: `if '{other}' not in stones and"
                  f" '{side}' in stones`.", knobs=(("blocked_only", side),))
          for side, other in (("O", "X"), ("X", "O"))),
        Mistake(LINE_LENGTH, "counts lines one cell shorter than k", "A line is k cells long (game.k): take"
                " windows of k cells, as game.lines does.", knobs=(("k_shift", -1),)),
        # Last: where the line left out is a whole kind of line (the anti-diagonal of 3x3), that name comes first.
        Mistake(MISSES_LINES, "leaves out the first line of game.lines (a loop over game.lines[1:])",
                "Loop over every line: for line in game.lines, with no slice.", knobs=(("skip_line", 0),)),
        Mistake(MISSES_LINES, "leaves out the last line of game.lines (a loop over game.lines[:-1])",
                "Loop over every line: for line in game.lines, with no slice.", knobs=(("skip_line", -1),)),
    ]


def pair_cases(game: MNK, states: list[MNKState], per_size: int = 40) -> list[tuple[MNKState, MNKState]]:
    """Pairs of unfinished boards with as many stones each (so the same side to move), the
    fewest stones first: every pair among the first ``per_size`` boards of each size."""
    by_size: dict[int, list[MNKState]] = {}
    for state in states:
        if not game.is_terminal(state):
            by_size.setdefault(state.stones, []).append(state)
    pairs = []
    for size in sorted(by_size):
        group = by_size[size][:per_size]
        pairs += [(a, b) for i, a in enumerate(group) for b in group[i + 1:]]
    return pairs


def explain_lines(game: MNK, state: MNKState) -> str:
    """The open lines of each side on a board, line by line: what a line count adds up."""
    parts = []
    for side in game.players:
        other = game.players[1] if side == game.players[0] else game.players[0]
        counts = []
        for line in game.lines:
            stones = [game.stone_at(state, cell) for cell in line]
            if side in stones and other not in stones:
                counts.append(f"{_line_words(line)} ({stones.count(side)})")
        parts.append(f"{side}'s open lines: {', '.join(counts) if counts else 'none'}")
    return "; ".join(parts)


def _line_words(line: tuple[tuple[int, int], ...]) -> str:
    (r0, c0), (r1, c1) = line[0], line[1]
    if r0 == r1:
        return f"row {r0}"
    if c0 == c1:
        return f"column {c0}"
    return f"{'diagonal' if c1 > c0 else 'anti-diagonal'} from {line[0]}"
