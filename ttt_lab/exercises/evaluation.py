"""Checking an evaluation function for depth-limited search: ``fn(state) -> float``.

An evaluation is not compared with one right answer: it is asked for numbers on every
position of seeded random games, inside (-1, 1) where the game is not over, higher for X
where X is clearly ahead (judged by :func:`~ttt_lab.search.line_evaluation`) than on the
same board with the colours swapped, and (a note only) equal on mirror images.

Example:
    >>> def for_o(state):
    ...     return -line_evaluation(state.game)(state)
    >>> check_evaluation(for_o, quiet=True).names
    ['returns the value for the wrong player']
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ttt_lab.exercises.board_models import (
    COUNTS_FREE_LINES,
    evaluation_mistakes,
    explain_lines,
    pair_cases,
    predicted_order,
    same_order,
)
from ttt_lab.exercises.engine import fit_problems, name_mistake
from ttt_lab.exercises.evaluation_blind_spots import (
    _ONE_SIDED_BLIND_SPOTS,
    _blind_spot_problems,
    _probe_values,
)
from ttt_lab.exercises.evaluation_cell_weights import name_cell_weights
from ttt_lab.exercises.evaluation_crashes import crash_hint
from ttt_lab.exercises.evaluation_dead_kinds import DEAD_KIND_MISTAKES
from ttt_lab.exercises.evaluation_features import COUNTS_PAIRS, feature_problems
from ttt_lab.exercises.evaluation_leads import asymmetry_hint
from ttt_lab.exercises.evaluation_row_reads import row_only_problem
from ttt_lab.exercises.evaluation_swaps import (
    ADDS_OPPONENT_SCORE,
    SUBTRACTS_OWN_SCORE,
    SWAP_NAMES,
    colour_swap_problem,
    explains_swaps,
)
from ttt_lab.exercises.evaluation_typed_lines import told_typed_line
from ttt_lab.exercises.evaluation_values import (
    CONSTANT_VALUE,
    _constant_problem,
    _floored_problem,
    _one_signed_problem,
    _uneven_start_problem,
    evaluation_hint_checks,
    lone_stone_asymmetry,
    may_round,
    scores_cells_not_lines,
    zero_cause_in_code,
)
from ttt_lab.exercises.evaluation_win_returns import win_value_returned_hint
from ttt_lab.exercises.harness import (
    _as_number,
    _board_text,
    _close,
    _error_summary,
    _frozen,
    _not_written,
    _num,
    _Printed,
    _shown,
)
from ttt_lab.exercises.hint_checks import vet_hints
from ttt_lab.exercises.report import (
    ASYMMETRIC,
    COUNTS_DEAD_LINES,
    CRASHES,
    MUTATES,
    NEAR_DECISIVE,
    NO_PREFERENCE,
    NOT_A_NUMBER,
    OUTRANKS_WIN,
    PREFERS_WORSE,
    ROUNDS_DOWN,
    WRONG_PLAYER,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.games.mnk import MNK, MNKState, TicTacToe, as_mnk
from ttt_lab.search import line_evaluation
from ttt_lab.search.scoring import DECISIVE


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


@lru_cache(maxsize=8)
def _lopsided_positions(game: MNK) -> tuple[MNKState, ...]:
    """Unfinished boards as one-sided as the game allows: from each first move, both sides play
    the move best for one side by open lines (never finishing the game while another move
    remains). Random games seldom reach them, and there an estimate clipped to [-1, 1] reaches
    ±1, a real win's value."""
    judge = line_evaluation(game)
    found: dict[int, MNKState] = {}
    for sign in (1, -1):
        for first in game.actions(game.initial_state()):
            state = game.result(game.initial_state(), first)
            while not game.is_terminal(state):
                found.setdefault(game.key(state), state)
                children = [game.result(state, move) for move in game.actions(state)]
                state = max(children, key=lambda c: -math.inf if game.is_terminal(c) else sign * judge(c))
    return tuple(found.values())


def _colour_swap(game: MNK, state: MNKState) -> MNKState:
    """The same board with X and O exchanged (legal when both have as many stones, X to move)."""
    return game.parse(game.board_text(state).replace("X", "x").replace("O", "X").replace("x", "O"))


@gives_up
@diagnoses
def check_evaluation(fn: Callable[[Any], Any], game: MNK | ListBoardGame | None = None, *,
                     quiet: bool = False) -> CheckReport:
    """Check an evaluation function for depth-limited search: ``fn(state) -> float``.

    An evaluation estimates, from X's (MAX's) view, how good an unfinished position is. The
    checker asks of it: numbers on every position, finished and empty boards included, with
    no crash; strictly between -1 and 1 on unfinished positions, so an estimate never
    outranks a real win (+1); higher for X where X is clearly better (by counting open
    lines) than on the same board with the colours swapped, whoever is to move; equal
    values on symmetric boards (a note only); every kind of line read for both sides (two boards
    that differ only in one side's diagonals, say, valued alike is a blind spot); the position
    left unchanged.

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
    mnk = as_mnk(game.mnk if isinstance(game, ListBoardGame) else game, "check_evaluation")
    positions = _sample_positions(mnk)
    judge = line_evaluation(mnk)
    printed = _Printed()
    # The leads read the student's own code: the silenced wrapper has none of it (blind64's ev_04).
    student, fn = fn, printed.wrap(fn)

    def shown(state: MNKState) -> Any:
        return game.board(state) if isinstance(game, ListBoardGame) else state

    def estimate(state: MNKState) -> float | None:
        """The student's number for a further board; None where it gives none (said elsewhere)."""
        try:
            number = _as_number(fn(shown(state)))
        except Exception:  # crashes are diagnosed on the sampled boards
            return None
        return None if number is None or math.isnan(number) else number

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
            crashes.append((state, "" if crashes else _error_summary(error)))  # only the first is shown: a summary walks the traceback
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
        empty = " (the empty board)" if state.stones == 0 else " (a finished game)" if mnk.is_terminal(state) else ""
        problems.append(_not_written(text) or Problem(
            CRASHES,
            f"It raised an exception on {len(crashes)} of {cases} positions. The first, on"
            f" {mnk.board_text(state)}{empty}:\n{text}", crash_hint(mnk, [s for s, _ in crashes], text),
        ))
    if not_numbers:
        state, answer = not_numbers[0]
        problems.append(Problem(
            NOT_A_NUMBER, f"On {mnk.board_text(state)} it returned {_shown(answer)}.",
            "Did you forget to return the value?" if answer is None else "Return a float.",
        ))
    unfinished = [s for s in positions if not mnk.is_terminal(s) and mnk.key(s) in values]
    too_big = [s for s in unfinished if abs(values[mnk.key(s)]) >= 1]
    if not too_big and values:
        # Where random games stay mild, an estimate clipped to the closed [-1, 1] still passes:
        # ask it on the most one-sided boards too (±1 is reserved for finished games).
        extreme = [(s, v) for s in _lopsided_positions(mnk) if mnk.key(s) not in values
                   and (v := estimate(s)) is not None and abs(v) >= 1]
        for state, value in extreme:
            values[mnk.key(state)] = value
        too_big = [s for s, _ in extreme]
        unfinished += too_big
    estimates = {values[mnk.key(s)] for s in unfinished}
    rounds = may_round(student)  # "integer division" is named only of code that can round (//, int(), floor)
    floored = None if too_big or not rounds else _floored_problem(mnk, unfinished, values, judge)
    if too_big and estimates <= {-1, 0, 1} and len(estimates) > 1 and rounds:
        # Only whole numbers, the largest a win or a loss: a score divided with // (or int()),
        # not a score too large; telling this student to scale would repeat what the code does.
        state = next(s for s in too_big)
        problems.append(Problem(
            ROUNDS_DOWN,
            f"On the unfinished board {mnk.board_text(state)} it gives {_num(values[mnk.key(state)])},"
            f" and on every board it gives a whole number ({', '.join(_num(v) for v in sorted(estimates))}):"
            " a score divided with // is rounded down, so every score below 0 becomes -1, a certain loss.",
            "Divide with / (true division), not // or int(): the estimate must keep its fraction.",
        ))
    elif rounds and len(estimates) == 2 and 0 in estimates and min(estimates) < 0 and any(judge(s) >= 0.1
                                                                                         for s in unfinished):
        # Nothing above 0 where X is clearly ahead, one value below: a score divided with //
        # (0 for every score from 0 up to the divisor, -1 below 0), perhaps clipped after.
        low = min(estimates)
        state = next(s for s in unfinished if values[mnk.key(s)] == low)
        ahead = next(s for s in unfinished if judge(s) >= 0.1)
        problems.append(Problem(
            ROUNDS_DOWN,
            f"On every unfinished board it gives 0 or {_num(low)}: 0 on {mnk.board_text(ahead)}, where X is clearly"
            f" ahead, and {_num(low)} on {mnk.board_text(state)}. A score divided with // is rounded down: every"
            " score from 0 up to the divisor becomes 0, every score below 0 becomes -1 (clipped, if you clip).",
            "Divide with / (true division), not // or int(): the estimate must keep its fraction.",
        ))
    elif floored is not None:
        problems.append(floored)  # whole-number steps squashed after //: the same slip in a smoother form
    elif too_big:
        state = max(too_big, key=lambda s: abs(values[mnk.key(s)]))
        problems.append(Problem(
            OUTRANKS_WIN,
            f"On the unfinished board {mnk.board_text(state)} it gives {_num(values[mnk.key(state)])}:"
            + (" a search would prefer that guess to a real win (+1) or fear it more than a real loss (-1)."
               if abs(values[mnk.key(state)]) > 1 else
               " a search cannot tell that guess from a real win (+1) or loss (-1), which only finished games"
               " are worth.")
            + f" {len(too_big)} of {len(unfinished)} unfinished positions are outside (-1, 1).",
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
    rounded = any(p.name == ROUNDS_DOWN for p in problems)  # 0 and -1 only: // explains the clipping too
    rounded_wrong = 0
    if rounded:
        # The cases the rounding explains: every whole number away from 0 (a certain loss or win
        # on an unfinished board) and every 0 where one side is clearly ahead.
        rounded_wrong = sum(1 for s in unfinished if s not in too_big
                        and (values[mnk.key(s)] != 0 or abs(judge(s)) >= 0.1))
    one_signed = None if too_big or rounded or not unfinished else _one_signed_problem(mnk, unfinished, values, judge)
    if one_signed is not None:
        # Rankings and mirror images among the boards it flattens to 0 are its consequences.
        problems.append(one_signed)
        bad_pairs = sum(1 for s in unfinished if values[mnk.key(s)] == 0 and abs(judge(s)) >= 0.1)
    elif not mutated:  # values read off boards the function has changed mean nothing
        modelled, bad_pairs = _modelled_problems(mnk, unfinished, values, fn, shown)
        swapped = colour_swap_problem(mnk, _swap_values(mnk, unfinished, judge, fn, shown),
                                      [values[mnk.key(s)] for s in unfinished]) if modelled else None
        if swapped is not None and not explains_swaps(modelled, swapped):
            # A fit that ranks boards like code giving a board and its colour swap different values
            # (free lines subtracted for X and dead lines counted, for a sum of both sides' free lines):
            # the equal values on the swaps are what the code does, and they are said instead.
            modelled = [swapped]
        order_problems: list[Problem] = []
        # A value at or beyond a real win's is the first problem already, whatever code returns
        # it (an early return at the first threat, a score never scaled): rankings and mirror
        # images are judged on the estimates inside (-1, 1), or they would report it again.
        judged = [s for s in unfinished if abs(values[mnk.key(s)]) < 1] if too_big else unfinished
        constant = _constant_problem(mnk, unfinished, values, judge, [s for s in positions if mnk.is_terminal(s)],
                                     lambda: zero_cause_in_code(student, boards))
        if constant is not None:
            problems.append(constant)  # no ranking, no mirror image to judge: one lead only
            judged, bad_pairs = [], len(unfinished)
        elif modelled:
            problems += modelled
        else:
            order_problems, bad_pairs = _evaluation_order_problems(mnk, judged, values, judge, fn, shown)
            featured = feature_problems(mnk, judged, values, judge, fn, shown) if order_problems and all(
                p.name == PREFERS_WORSE for p in order_problems) else []
            if featured:  # one feature explains every value: its rankings and mirror images follow from it
                order_problems, modelled = [], featured
                problems += featured
            if too_big and not order_problems and not featured:
                # Scores out of range still rank boards: ranked the other way round everywhere, they are
                # O's (a second mistake the scale does not explain; wave 10's e02). That alone is said.
                # So is a board and its colour swap valued alike, whatever the scale (both sides' scores added).
                order_problems = [p for p in _evaluation_order_problems(mnk, unfinished, values, judge, fn, shown)[0]
                                  if p.name in (WRONG_PLAYER, *SWAP_NAMES)]
            problems += order_problems
            if not order_problems and not featured:
                problems += _blind_spot_problems(mnk, judged, values, judge, fn, shown, everywhere=unfinished)
            if not featured and (order_problems or not any(not p.note for p in problems)) and (
                    rows := row_only_problem(mnk, judged, fn, shown, judge)):  # the wrong rankings' cause
                problems, order_problems = [p for p in problems if p not in order_problems] + rows, []
        symmetry = _symmetry_notes(mnk, judged, values, fn, shown, in_range_only=bool(too_big))
        lone = lone_stone_asymmetry(mnk, fn, shown) if too_big and not symmetry and not modelled and order_problems else None
        if lone is not None:  # a score out of range hides mirror images; lone stones show the table's own asymmetry
            problems = [p for p in problems if p not in order_problems]
            symmetry = [Problem(ASYMMETRIC, lone + " It also ranks boards wrongly: " + order_problems[0].detail,
                                "Give mirror-image cells one weight: the four corners one, the four edges another, the"
                                " centre its own (a row of weights copied to the wrong place breaks that).")]
            order_problems = []  # shown under it: one lead
        if symmetry and not modelled and order_problems:
            # An evaluation that ranks boards wrongly and also tells mirror images apart most
            # likely has a typo in a table of weights or a loop that leaves one side out: no
            # line-counting mistake fits it, and the asymmetry is the lead to follow first.
            # One lead, not two: the wrong ranking is shown under it (a running total multiplied, a
            # typo in a table, gives both).
            note = symmetry[0]
            problems = [p for p in problems if p not in order_problems]
            ranked = " ".join(p.detail for p in order_problems[:1])
            symmetry = [Problem(ASYMMETRIC, note.detail + " A line count cannot tell mirror images apart, and no"
                                " line-counting mistake fits your values. It also ranks boards wrongly: " + ranked,
                                asymmetry_hint(student, overwritten=False))]
        elif symmetry and not modelled and not any(not p.note for p in problems):
            # Nothing else wrong, yet mirror images differ: no count of open lines, however weighted,
            # does that (the game's symmetries map lines onto lines), so it is a slip, not a choice.
            note = symmetry[0]
            symmetry = [Problem(ASYMMETRIC, note.detail + " A count of open lines, however it weights them,"
                                " gives mirror images one value.",
                                asymmetry_hint(student, overwritten=True))]
        if any(p.name in _ONE_SIDED_BLIND_SPOTS or p.name == COUNTS_PAIRS for p in problems):
            symmetry = []  # rows without columns (one diagonal without the other) is asymmetric by itself
        problems += told_typed_line(symmetry, student, mnk)  # a line typed with a wrong cell, where the code has one
    # One value everywhere is the lead where it holds; otherwise a shifted empty board, whose
    # consequence (boards near ±1) is no second note.
    one_value = any(p.name == CONSTANT_VALUE for p in problems)
    free_lines = any(COUNTS_FREE_LINES in p.detail for p in problems)  # its model gives the empty board's value too
    # Both sides' scores added: the empty board's value is their sum, no second slip.
    free_lines = free_lines or any(p.name in (ADDS_OPPONENT_SCORE, SUBTRACTS_OWN_SCORE) for p in problems)
    uneven = None if too_big or one_value or free_lines else _uneven_start_problem(mnk, values)
    if uneven is not None:
        problems = [p for p in problems if p.name != NEAR_DECISIVE] + [uneven]
    # Too big, misranked and rounded count the same unfinished boards more than once: together they
    # are at most every unfinished board (without the cap a report read "375 of 361 cases went wrong").
    on_unfinished = min(len(unfinished), len(too_big) + max(bad_pairs, rounded_wrong))
    failed = min(cases, len(crashes) + len(not_numbers) + len(mutated) + on_unfinished + (uneven is not None))
    problems = vet_hints(problems, student, evaluation_hint_checks(student, boards) | {
        COUNTS_DEAD_LINES: scores_cells_not_lines,
        OUTRANKS_WIN: win_value_returned_hint(values[mnk.key(s)] for s in too_big)})  # a constant ±1, not a score
    problems = name_cell_weights(problems, student, mnk, unfinished, estimate)  # no line read: the headline says cells
    problems += printed.notes()
    return _report("check_evaluation", student, problems, cases, max(failed, 1), quiet,
                   "Numbers everywhere, inside (-1, 1), from X's view.")


def _modelled_problems(mnk: MNK, unfinished: list[MNKState], values: dict[int, float], fn: Callable[[Any], Any],
                       shown: Callable[[MNKState], Any]) -> tuple[list[Problem], int]:
    """The engine's diagnosis: a mistake of the evaluation's error model whose predicted order
    agrees with the student's on every pair of boards with as many stones, where the right
    order disagrees; the problems and how many pairs came out wrong."""
    states = _probe_values(mnk, unfinished, values, fn, shown)
    if len({values[mnk.key(s)] for s in states}) < 2:
        return [], 0  # says nothing about any position: "does not tell good from bad" covers it
    pairs = pair_cases(mnk, states)
    low, high = min(values.values()), max(values.values())

    def answer(pair: tuple[MNKState, MNKState]) -> tuple[str, bool]:
        a, b = values[mnk.key(pair[0])], values[mnk.key(pair[1])]
        order = "=" if _close(a, b) else ">" if a > b else "<"
        return order, order == "=" and (_close(a, low) or _close(a, high))

    answers = [answer(pair) for pair in pairs]
    fit = name_mistake(pairs, answers, evaluation_mistakes() + DEAD_KIND_MISTAKES,
                       lambda pair, game, knobs: predicted_order(mnk, pair, knobs), same=same_order,
                       informative=lambda order: order is not None)
    if fit is None:
        return [], 0
    # The smallest pair it ranks wrong, shown with the open lines the ranking comes from.
    better, worse = pairs[fit.wrong[0]]
    right = predicted_order(mnk, (better, worse), {})
    if right == "<":
        better, worse = worse, better
    to_move = mnk.to_move(better)
    a, b = values[mnk.key(better)], values[mnk.key(worse)]
    relation = "the same value" if right == "=" else "a higher value than the second"
    shown_text = (f"{mnk.board_text(better)} and {mnk.board_text(worse)} ({to_move} to move in both): your function"
                  f" gives {_num(a)} and {_num(b)}, where counting open lines gives the first {relation}"
                  f" (first: {explain_lines(mnk, better)}; second: {explain_lines(mnk, worse)}).")
    boards = {mnk.key(state) for i in fit.wrong for state in pairs[i]}
    return fit_problems(fit, shown_text, answers="ranking of two boards"), len(boards)


def _evaluation_order_problems(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                               judge: Callable[[MNKState], float], fn: Callable[[Any], Any],
                               shown: Callable[[MNKState], Any]) -> tuple[list[Problem], int]:
    """Pairs of positions where X is clearly better in the first, with the same side to move;
    the problems found and how many pairs came out wrong."""
    pairs: dict[str, list[tuple[MNKState, MNKState]]] = {"X": _swap_pairs(mnk, unfinished, judge), "O": []}
    # O to move: a board where X is clearly ahead against one where O is.
    o_to_move = [s for s in unfinished if s.stones % 2 == 1]
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
    # A board and its colour swap valued alike: X's advantage and O's look the same, whatever the
    # boards where O is to move show (they may rank right by chance): the first lead.
    swapped = colour_swap_problem(mnk, outcomes["X"], [values[mnk.key(s)] for s in unfinished])
    if swapped is not None:
        return [swapped], len(outcomes["X"])
    problems: list[Problem] = []
    reversed_by_side = {side: [o for o in outs if o[2] < o[3]] for side, outs in outcomes.items()}
    equal_by_side = {side: [o for o in outs if o[2] == o[3]] for side, outs in outcomes.items()}
    total = sum(len(outs) for outs in outcomes.values())
    if not total:
        return problems, 0
    all_reversed = [o for side in outcomes for o in reversed_by_side[side]]
    all_equal = [o for side in outcomes for o in equal_by_side[side]]
    reversed_sides = [side for side in outcomes if reversed_by_side[side]]
    # The wrong point of view turns every comparison of a side: a few turned pairs are another mistake.
    one_view = all(len(reversed_by_side[side]) == len(outcomes[side]) for side in reversed_sides)
    if all_reversed and not one_view:
        better, worse, a, b = all_reversed[0]
        to_move = "X" if better.stones % 2 == 0 else "O"
        dead = [o for o in all_reversed if _dead_line_score(mnk, o[0]) < _dead_line_score(mnk, o[1])]
        if len(dead) == len(all_reversed):
            problems.append(Problem(
                COUNTS_DEAD_LINES,
                f"{mnk.board_text(better)} ({to_move} to move) is clearly better for X than"
                f" {mnk.board_text(worse)} ({to_move} to move), yet your function gives {_num(a)} and"
                f" {_num(b)}. Counting the stones of every line, also lines that hold both colours,"
                " ranks them the same wrong way round (so does a table of cell weights such as centre 4,"
                " corner 3, edge 2: a cell's weight is the number of lines through it); counting only lines"
                " one side can still complete does not.",
                "Skip a line that holds both an X and an O: nobody can complete it, so it is worth"
                " nothing to either side.",
            ))
        else:
            problems.append(Problem(
                PREFERS_WORSE,
                f"{mnk.board_text(better)} ({to_move} to move) is clearly better for X (it has more"
                f" lines X can still complete) than {mnk.board_text(worse)} ({to_move} to move), yet"
                f" your function gives {_num(a)} and {_num(b)}.",
                "Work out your function's score by hand on both boards and see which term ranks them"
                " the wrong way round.",
            ))
    elif all_reversed:
        better, worse, a, b = all_reversed[0]
        to_move = "X" if better.stones % 2 == 0 else "O"
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


def _swap_pairs(mnk: MNK, unfinished: list[MNKState],
                judge: Callable[[MNKState], float]) -> list[tuple[MNKState, MNKState]]:
    """X to move: each board where X is clearly ahead against itself with colours swapped."""
    pairs = []
    for state in unfinished:
        if state.stones % 2 == 0 and judge(state) >= 0.1:
            try:
                swapped = _colour_swap(mnk, state)
            except ValueError:
                continue
            if not mnk.is_terminal(swapped):
                pairs.append((state, swapped))
    return pairs


def _swap_values(mnk: MNK, unfinished: list[MNKState], judge: Callable[[MNKState], float], fn: Callable[[Any], Any],
                 shown: Callable[[MNKState], Any]) -> list[tuple[MNKState, MNKState, float, float]]:
    """The first six colour-swap pairs with the student's values on both boards."""
    found = []
    for better, worse in _swap_pairs(mnk, unfinished, judge)[:6]:
        try:
            a, b = _as_number(fn(shown(better))), _as_number(fn(shown(worse)))
        except Exception:
            continue
        if a is not None and b is not None:
            found.append((better, worse, a, b))
    return found


def _dead_line_score(mnk: MNK, state: MNKState) -> int:
    """X's stones minus O's, counted line by line with the weights 3^c - 1, dead lines included:
    what an evaluation that forgets to skip lines holding both colours ranks by."""
    score = 0
    for line in mnk.lines:
        stones = [mnk.stone_at(state, cell) for cell in line]
        score += 3 ** stones.count("X") - 3 ** stones.count("O")
    return score


def _symmetry_notes(mnk: MNK, unfinished: list[MNKState], values: dict[int, float],
                    fn: Callable[[Any], Any], shown: Callable[[MNKState], Any],
                    in_range_only: bool = False) -> list[Problem]:
    perms = mnk.symmetries()[1:]
    for state in unfinished[:40]:
        value = values[mnk.key(state)]
        for perm in perms:
            image = mnk.transform(state, perm)
            try:
                other = _as_number(fn(shown(image)))
            except Exception:
                return []
            if other is not None and not _close(other, value) and not (in_range_only and abs(other) >= 1):
                return [Problem(
                    ASYMMETRIC,
                    f"{mnk.board_text(state)} gets {_num(value)} but its mirror image"
                    f" {mnk.board_text(image)} gets {_num(other)}.",
                    "Fine if intended; the game itself does not care about left and right.",
                    note=True,
                )]
    return []


