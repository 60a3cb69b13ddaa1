"""A win test that reads only one side's lines, the side the count of stones picks (issue 27).

The notebook's win test answers for any board: "X" or "O" if that player has three in a row. Code
that first works out from the stones which player moved last (X when the stones are odd in number,
or when X has more) and tests only that player's lines (wave 31's win_02, a port of CS50
``Score(board, turn, count)``) is right on every board that arises in play, where only the last
mover can have just completed a line: every graded win was such a board, so it passed. The boards
of :func:`other_side_wins` hold a line of the player the count says did *not* move last, by every
convention of counting (parity of the stones, or X's count against O's), and the loser's stones in
no line: a correct test, whichever player it tests first, finds the line's owner there.

:data:`LAST_MOVER_ONLY` names that code, and :data:`TO_MOVE_ONLY` its off-by-one twin, which tests
only the player the count says moves next (no win that arises in play is found, a line of the side
to move on these boards is). :func:`side_answers` is their model: the win test's answers, kept only
where the line's owner is the side the count picks.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> state, winner, line = other_side_wins(game)[0]
    >>> game.board_text(state), winner
    ('XXX/OO./O..', 'X')
    >>> sorted(side_answers(game, state, {"side": "last"})), sorted(side_answers(game, state, {"side": "to move"}))
    (['-'], ['X'])
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.board_models import NOBODY
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _shown
from ttt_lab.exercises.report import CONFUSES_PLAYERS, MISSES_LINES, Problem
from ttt_lab.exercises.student_source import student_source
from ttt_lab.exercises.win_fixed_side import FIXED_SIDES, side_picked_in_code, side_tested
from ttt_lab.exercises.win_full_boards import full_win_answers, state_of
from ttt_lab.exercises.win_side_claims import picks_a_side, returns_the_lines_owner, tries_both_players
from ttt_lab.games.mnk import MNK, MNKState

LAST_MOVER_ONLY = "tests only the side that moved last (by the count of stones)"
# (CONFUSES_PLAYERS is told where the side to move is named once a line is found: not the line's owner on boards of
# play, the owner on these.)
TO_MOVE_ONLY = "tests only the side to move (by the count of stones)"
LAST_MOVER_NAMED = "names the player who moved last, not the line's owner"
"""Code whose line test answers only whether there is a line, the winner then taken from the count of stones (wave
36's wt_05, FreeBoardGames issue #424: ``return "X" if x_count > o_count else "O"``): right on every board of play,
where the last mover completed the line; wrong where the line is the other side's. Told "misses some lines", the
student is sent to a line test that finds every line."""

Cell = tuple[int, int]


def _direction(line: tuple[Cell, ...]) -> str:
    (r0, c0), (r1, c1) = line[0], line[1]
    return "row" if r0 == r1 else "column" if c0 == c1 else "diagonal" if c1 > c0 else "anti-diagonal"


def other_side_wins(game: MNK) -> list[tuple[MNKState, str, tuple[Cell, ...]]]:
    """For each direction and player, one board where that player has a line of that direction, the other
    none, and the count of stones says the other player moved last: (position, winner, the line).

    X's line beside as many O's as X's (the stones even in number: O moved last); O's line beside one X
    more than O's (odd: X moved last). The loser's stones are the first cells, in the board's order,
    that make no line of theirs, so the boards are the same on every run."""
    found: list[tuple[MNKState, str, tuple[Cell, ...]]] = []
    for player in ("X", "O"):
        other = "O" if player == "X" else "X"
        done: set[str] = set()
        for line in (tuple(line) for line in game.lines):
            if _direction(line) in done:
                continue
            rest = [cell for cell in game.cells if cell not in line]
            wanted = game.k if player == "X" else game.k + 1
            for cells in itertools.combinations(rest, wanted):
                if not any(all(cell in cells for cell in other_line) for other_line in game.lines):
                    board = {**dict.fromkeys(line, player), **dict.fromkeys(cells, other)}
                    found.append((state_of(game, board), player, line))
                    done.add(_direction(line))
                    break
    return found


def last_movers(game: MNK, state: MNKState) -> set[str]:
    """The player who moved last, by either way of counting: the parity of all stones (odd: X, who
    moves first), or X's stones against O's (more X's: X). On boards of play they agree."""
    stones = [game.stone_at(state, cell) for cell in game.cells]
    x, o = stones.count("X"), stones.count("O")
    return {"X" if (x + o) % 2 else "O", "X" if x > o else "O"}


def side_answers(game: MNK, state: MNKState, knobs: dict[str, Any]) -> frozenset[str]:
    """:func:`~ttt_lab.exercises.win_full_boards.full_win_answers`, with ``side`` (``"last"`` or ``"to
    move"``, or one of win_fixed_side's :data:`~ttt_lab.exercises.win_fixed_side.FIXED_SIDES`): only the lines of the player the count of stones picks are tested, so a winner who is not
    that player is not found (either way of counting, :func:`last_movers`); with ``names="to move"``, the
    player whose turn it is is named wherever a line is found."""
    side, named = knobs.get("side"), knobs.get("names")
    found = full_win_answers(game, state, {key: value for key, value in knobs.items() if key not in ("side", "names")})
    if found == {NOBODY} or (side is None and named is None):
        return found
    if named == "to move":  # a line found, and the player whose turn it is named
        return frozenset("O" if mover == "X" else "X" for mover in last_movers(game, state))
    if named == "last":  # a line found, and the player who moved last named
        return frozenset(last_movers(game, state))
    if side in FIXED_SIDES:  # one player tested, fixed in practice (win_fixed_side)
        stones = [game.stone_at(state, cell) for cell in game.cells]
        return frozenset(({side_tested(side, stones.count("X"), stones.count("O"))} & found) or {NOBODY})
    answers = set()
    for mover in last_movers(game, state):
        tested = mover if side == "last" else "O" if mover == "X" else "X"
        answers |= ({tested} & found) or {NOBODY}
    return frozenset(answers)


_TEST_BOTH = ("Test every line for both players (return the stone that fills the line, whoever it is): a win test"
              " answers for any board, not only for boards reached by moves in turn, and the notebook's boards include"
              " lines of the side that did not move last.")


def side_mistakes() -> list[Mistake]:
    """The win test's slips of testing one side chosen by the count of stones (added to its catalogue)."""
    return [
        Mistake(LAST_MOVER_ONLY, "counts the stones to find who moved last (X, who moves first, where the"
                " stones are odd in number or X has more of them) and tests only that player's lines: on every board that arises in play that is the"
                " only player who can have a line, but a line of the other player, as on OOO/.../..., is never"
                " seen", _TEST_BOTH, knobs=(("side", "last"),), refuted_by=tries_both_players),
        Mistake(TO_MOVE_ONLY, "counts the stones to find whose turn it is and tests only that player's lines:"
                " the player who has just completed a line is the other one, so no win that arises in play is"
                " found (the count is one move off: the winner is the side that moved last)", _TEST_BOTH,
                knobs=(("side", "to move"),), refuted_by=tries_both_players),
        Mistake(CONFUSES_PLAYERS, "names the player whose turn it is (from the count of stones) once a line is"
                " found, not the one whose stones fill it", "Return the stone that fills the line, board[r][c],"
                " not the player to move.", knobs=(("names", "to move"),), refuted_by=returns_the_lines_owner),
        Mistake(LAST_MOVER_NAMED, "finds whether there is a line, then names the player who moved last by the count"
                " of stones, not the one whose stones fill the line: on every board of play that is the line's"
                " owner, but a line of the other player is credited to the wrong one", _NAME_THE_OWNER,
                knobs=(("names", "last"),), refuted_by=returns_the_lines_owner, worded=last_mover_worded),
    ]


_NAME_THE_OWNER = ("Return the stone that fills the line found (line[0], board[r][c]), not a player worked out from"
                   " the count of stones: a win test answers for any board, and there the line may be the other"
                   " player's.")


def last_mover_worded(source: Any) -> tuple[str, str] | None:
    """:data:`LAST_MOVER_NAMED`'s words, quoting the code that picks the player (``"X" if x > o else "O"``)."""
    line = side_picked_in_code(source, "X") or next(
        (source.segment(node) for node in source.nodes() if isinstance(node, ast.Subscript)
         and isinstance(node.value, (ast.Tuple, ast.List))
         and {e.value for e in node.value.elts if isinstance(e, ast.Constant)} == {"X", "O"}), None)  # ("O", "X")[n % 2]
    if line is None or not picks_a_side(source):
        return None
    return (f"finds whether there is a line, then names the player picked by `{line}`, the player who moved last by"
            " the count of stones, not the one whose stones fill the line: on every board of play that is the line's"
            " owner, but a line of the other player is credited to the wrong one",
            f"{_NAME_THE_OWNER} Your `{line}` answers who moved last, not who has the line.")


_COUNT_HAS_NO_SAY = ("Return the stone that fills the line whatever the counts say: who moved last, or who moves first,"
                     " has no say in who has a line, and a win test answers for any board.")


def _other_sides(case: Any) -> bool:
    """A graded board whose line belongs to the side that, by either way of counting the stones, did not move last."""
    return case.expected is not None and case.expected not in last_movers(case.game, case.state)


def _sizes(cases: Sequence[Any]) -> str:
    """The board sizes of ``cases`` as a message names them: "3x3", "4x4 (k=3)"."""
    sizes = sorted({(case.game.m, case.game.n, case.game.k) for case in cases}, key=lambda size: size[0] * size[1])
    return " and ".join(f"{m}x{n}" if (m, n, k) == (3, 3, 3) else f"{m}x{n} (k={k})" for m, n, k in sizes)


def other_side_problem(wrong: Sequence[tuple[Any, Any]], describe: Callable[[Any], str],
                       line_name: Callable[[Any], str], graded: Sequence[Any] = ()) -> Problem | None:
    """Lines of the side that did not move last missed, where nothing else was found wrong and no model
    names the code: the lines are read (every win of play is found), yet the other side's are not.

    Where every such board got None, on some board sizes only (``graded``, every case checked, says which
    sizes there were), the code tests only the side that moved last there: :data:`LAST_MOVER_ONLY`, its
    words saying on which boards (a ``fn(board, k)`` that tests both sides on 3x3 but, "to be quick", only
    the last mover on its larger boards; no one model of the whole catalogue fits it, its 3x3 answers are
    right). Every board whose line is the side's that did not move last counts, whatever its kind: a full 4x4
    board won by X (eight stones each: O moved last) is one too. Code that visibly tests both players
    (win_side_claims.tries_both_players: a count that rejects the win instead) is never so named."""
    missed = [(case, answer) for case, answer in wrong if _other_sides(case)]
    if not missed:
        return None
    missed.sort(key=lambda pair: pair[0].kind != "other-side")  # shown first: a board made to show it, not a full one
    case, answer = missed[0]
    shown = (f"On {describe(case)}, where {case.expected} has {line_name(case.line)}, it said {_shown(answer)}"
             f" ({len(missed)} boards like this): on each, the line is the player's who, by the count of stones, did"
             " not move last. Every win that arises in play is found.")
    found_on = [c for c in graded if _other_sides(c) and all(c is not m for m, _ in missed)]
    source = student_source()
    both = source is not None and tries_both_players(source)
    if found_on and all(a is None for _, a in missed) and not both:
        return Problem(LAST_MOVER_ONLY, f"{shown} On the {_sizes(found_on)} boards it finds such lines; on the"
                       f" {_sizes([c for c, _ in missed])} boards it tests only the side that moved last, the only"
                       " player who can have a line on a board that arises in play.", _TEST_BOTH)
    return Problem(MISSES_LINES, shown, _COUNT_HAS_NO_SAY if both else  # both read: the count must go, not a side
                   "Test every line for both players, whatever the count of stones: a win test answers for any board.")


def played_wins_problem(wrong: Sequence[tuple[Any, Any]], tried: Sequence[Any], describe: Callable[[Any], str],
                        line_name: Callable[[Any], str]) -> Problem | None:
    """Every win that arises in play missed (None), and every line found on the boards whose count of stones says
    its owner did not move last: the answer follows the count, not the lines. No model fits code that tests every line for both players and then rejects the win the count says play
    cannot reach, with the first player read the other way (O first): it reads its rows, columns and diagonals, so
    "misses rows", "misses columns" and "misses diagonals" (each told by its direction) would send the student to
    lines it reads rightly. :data:`~ttt_lab.exercises.report.MISSES_LINES`, its words on the count; None where any
    other answer is wrong or any win of play is found (code that misses some columns, a return inside its loop,
    finds the other-side boards' first column and misses columns 1 and 2 of play: a line's fault, not the count's)."""
    if not wrong or any(answer is not None or case.expected is None for case, answer in wrong):
        return None
    if any(_other_sides(case) for case, _ in wrong):
        return None
    missed = {id(case) for case, _ in wrong}
    if not any(_other_sides(case) for case in tried):
        return None
    if any(id(case) not in missed for case in tried if case.expected is not None and not _other_sides(case)):
        return None  # a win of play found: the misses are some lines' (a return in a loop, a range), not the count's
    case = next((case for case, _ in wrong if case.kind == "win"), wrong[0][0])
    return Problem(
        MISSES_LINES,
        f"On {describe(case)}, where {case.expected} has {line_name(case.line)}, it said None ({len(wrong)} boards"
        " like this): on each the line's owner is the player who, by the count of stones, moved last, as in every win"
        " that arises in play, and it missed every one. Every line on a board whose count says its owner did not move"
        " last is found: what it answers follows the count of stones, not the lines.", _COUNT_HAS_NO_SAY)
