"""The win test's hints that guess a cause, each checked against the student's code before it is
shown (:func:`~ttt_lab.exercises.hint_checks.vet_hints`): zip without its star, a line read short
by Python's ``a and b == c``, a cell tested against a marker no cell holds, a test for "." that
does not guard its return, every cell compared already."""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.board_models import NEVER_WINS, ONE_PLAYER
from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.hint_checks import (
    HintCheck,
    Source,
    calls_all_or_every_cell,
    foreign_marker,
    marker_hint,
    markers_tested,
    read_source,
    zip_without_star,
)
from ttt_lab.exercises.report import (
    CRASHES,
    EMPTY_LINE_WINS,
    INCOMPLETE_LINE,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_DIAGONALS,
    MISSES_LINES,
    MISSES_MAIN_DIAGONAL,
    MISSES_ROWS,
    Problem,
)
from ttt_lab.exercises.win_diagonal_twice import diagonal_twice_hint
from ttt_lab.exercises.win_groups import group_cell_off_line

SHORT_LINE = "checks a line shorter than k cells"


def win_hint_checks(fn: Callable[..., Any], form: str) -> dict[str, HintCheck]:
    """The hint checks of :func:`~ttt_lab.exercises.win_test.check_win_test`, by problem name,
    for ``fn`` given boards in ``form``."""
    markers = _player_marker_hint(fn, form)
    # A line grouped under a cell it does not contain (win_groups) shows as lines missed and as false alarms.
    missed = {name: _first_of(_bool_compared_with_cell, group_cell_off_line)
              for name in (MISSES_ROWS, MISSES_DIAGONALS, MISSES_MAIN_DIAGONAL)}
    # The main diagonal read again where the anti-diagonal was meant (wave 32's wt_02) is told from the code, not
    # as loops whose ranges leave a line out.
    missed[MISSES_ANTI_DIAGONAL] = _first_of(_bool_compared_with_cell, group_cell_off_line, diagonal_twice_hint)
    return {INCOMPLETE_LINE: _first_of(group_cell_off_line, _compares_every_cell_already), CRASHES: _zip_hint(True),
            **missed, MISSES_COLUMNS: _first_of(_bool_compared_with_cell, _zip_hint(False)),
            EMPTY_LINE_WINS: _empty_cell_hint(fn, form), ONE_PLAYER: markers,
            NEVER_WINS: markers,
            MISSES_LINES: _first_of(_bool_compared_with_cell, _return_in_loop_hint, diagonal_twice_hint)}


def _first_of(*checks: HintCheck) -> HintCheck:
    """The first of ``checks`` that has a hint to give instead."""
    def check(source: Source) -> str | None:
        return next((hint for c in checks if (hint := c(source)) is not None), None)

    return check


BOOL_HINT = ("Compare the cells themselves: hand each cell of the line where a cell belongs, or write a == b =="
             " c (and test that the cell is a stone).")


def _bool_compared_with_cell(source: Source) -> str | None:
    """The hint for lines missed by code that does read them but compares a comparison's result
    (True or False) with a cell: ``check(a == b, c)``, a helper handed ``a == b`` where a cell
    belongs (blind16's wt01, a port of ``checkForSequence(b[i] === b[i+1], b[i+2])``), or ``(a
    == b) == c``. A bool never equals "X" or "O", so that line is never found."""
    found = bool_compared(source)
    return None if found is None else f"{found} {BOOL_HINT}"


def bool_compared(source: Source) -> str | None:
    """What the code does where it compares a comparison's result with a cell (see
    :func:`_bool_compared_with_cell`), said with its own text; None where it does not."""
    def equal(node: ast.AST) -> bool:
        return isinstance(node, ast.Compare) and all(isinstance(op, ast.Eq) for op in node.ops)

    for node in source.nodes():
        inner: ast.AST | None = None
        if isinstance(node, ast.Call) and len(node.args) >= 2 and any(not equal(a) for a in node.args):
            inner = next((a for a in node.args if equal(a)), None)
        elif equal(node):
            assert isinstance(node, ast.Compare)
            inner = next((x for x in (node.left, *node.comparators) if equal(x)), None)
        if inner is not None:
            return (f"Your code reads that line, but in `{source.segment(node)}` the comparison"
                    f" `{source.segment(inner)}` is True or False, not a cell, and it is compared with a cell"
                    " there: a bool never equals a stone, so the line is never found.")
    return None


def name_bool_compared(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """Lines missed, explained by what the code shows where it compares a comparison's result with
    a cell, in place of the model's "never reads the rows", which the code contradicts."""
    def applies(problem: Problem) -> bool:
        return problem.name in _MISSED and "\nThat is what you get" in problem.detail

    return rename_by_code(problems, applies, lambda: bool_compared(read_source(fn)), lambda p, found: renamed(
        p, p.name, found + " That gives the answers of code that never reads those lines: it explains every answer"
        " your function returned.", BOOL_HINT))


_MISSED = {MISSES_ROWS, MISSES_COLUMNS, MISSES_DIAGONALS, MISSES_ANTI_DIAGONAL, MISSES_MAIN_DIAGONAL, MISSES_LINES}


def _return_in_loop_hint(source: Source) -> str | None:
    """The hint for lines missed when a loop over lines ends its body with a ``return`` of its own,
    not under any if (``return None`` indented one level too far): the loop stops after its first
    turn, so only the first line is ever checked, whatever the ranges say."""
    for loop in (n for n in source.nodes() if isinstance(n, (ast.For, ast.While))):
        last = loop.body[-1]
        if len(loop.body) > 1 and isinstance(last, ast.Return):
            return (f"Your code ends the body of `{source.segment(loop).splitlines()[0].strip()}` with"
                    f" `{source.segment(last)}`, not under any if: the loop stops after its first turn, so only"
                    " its first line is ever checked. Move that return out of the loop (one indentation level"
                    " less), so that it runs once every line has been checked.")
    return None


def _zip_hint(crashed: bool) -> HintCheck:
    """A crash or columns never found, in code that calls zip(board) without the *: the columns'
    slip, named (zip of one list gives 1-tuples, each holding a whole row). Only a crash's message shows
    a line of the code (where the 1-tuples met code that expected cells); columns missed without a crash
    are told what the code's "columns" hold instead (wave 32's wt_05 was sent to a line never shown)."""
    def check(source: Source) -> str | None:
        call = zip_without_star(source)
        if call is None:
            return None
        return (f"Your code calls {call}: zip of one list gives 1-tuples, each holding a whole row, not the"
                " columns. To transpose the board, unpack its rows into zip: zip(*board) gives the columns"
                + (" (the line shown above is where the 1-tuples met code that expected cells)." if crashed else
                   " (each \"column\" your code tests now is a 1-tuple holding a whole row, so no column is ever"
                   " read)."))

    return check


def _empty_cell_hint(fn: Callable[..., Any], form: str) -> HintCheck:
    """The hint check for an empty line called won, whose hint asks to test that the first cell
    is not ".": code that tests against a marker the boards never hold (" ", None on rows of ".")
    is told so; code that already tests for "." is told that the test does not guard its return."""
    empty = None if form == "state" else "."
    names = getattr(inspect.unwrap(fn), "__globals__", {})

    def check(source: Source) -> str | None:
        found = foreign_marker(source, names, ("X", "O", empty))
        if found is not None:
            return marker_hint(source, found, empty, "it never stops an empty line")
        guard = next((node for node, marker in markers_tested(source, names) if marker == empty), None)
        if guard is None:
            return None
        bare = _unguarded_line_tests(source, {id(node) for node, marker in markers_tested(source, names)
                                              if marker == empty})
        if bare:
            shown = " and ".join(f"`{source.segment(test)}`" for test in bare[:2])
            return (f"Your code tests for {empty!r} before some lines ({source.segment(guard)}), but not in {shown}:"
                    " there three empty cells are equal, and the line is returned as won. Add the same test to"
                    f" {'each of those' if len(bare) > 1 else 'that'} if: the middle cell (or the first) is not"
                    f" {empty!r}, joined to the comparison with and.")
        return (f"Your code already compares a cell with {empty!r} ({source.segment(guard)}), yet an empty line is"
                " returned: that test does not guard the return. Check that it is joined to the comparison of the"
                " cells with and (not or), that it is the test of the cell you return, and that it runs before the"
                " return.")

    return check


def _unguarded_line_tests(source: Source, guards: set[int]) -> list[ast.expr]:
    """The tests of ``if``s that compare three or more cells (``a == b == c``, or a set of them of size 1) with no test for the
    empty marker (a node of ``guards``) in them or in an ``if`` around them: the lines code checks
    without asking whether they hold stones, beside others where it does ask."""
    found: list[ast.expr] = []

    def mentions(node: ast.AST) -> bool:
        return any(id(n) in guards for n in ast.walk(node))

    def equal(n: ast.AST, ops: int) -> bool:
        return isinstance(n, ast.Compare) and len(n.ops) >= ops and all(isinstance(op, ast.Eq) for op in n.ops)

    def set_made(n: ast.AST) -> bool:
        return isinstance(n, ast.Set) or (isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                                          and n.func.id in ("set", "frozenset"))

    # names assigned a set of cells (`diag = {b[0][0], b[1][1], b[2][2]}`), tested later by their size
    sets = {t.id for n in source.nodes() if isinstance(n, ast.Assign) and set_made(n.value)
            for t in n.targets if isinstance(t, ast.Name)}

    def one_kind(n: ast.AST) -> bool:  # len(set(line)) == 1, len(diag) == 1: the cells all equal (wave 39's wt_05)
        return (isinstance(n, ast.Compare) and len(n.ops) == 1 and isinstance(n.ops[0], ast.Eq)
                and isinstance(n.left, ast.Call) and isinstance(n.left.func, ast.Name) and n.left.func.id == "len"
                and len(n.left.args) == 1 and (set_made(n.left.args[0]) or (isinstance(n.left.args[0], ast.Name)
                                                                            and n.left.args[0].id in sets))
                and isinstance(n.comparators[0], ast.Constant) and n.comparators[0].value == 1)

    def chain(node: ast.AST) -> bool:  # a == b == c, or a == b and b == c, or a set of the cells of size 1
        return any(equal(n, 2) or one_kind(n) or (isinstance(n, ast.BoolOp) and isinstance(n.op, ast.And)
                                                  and sum(equal(v, 1) for v in n.values) >= 2)
                   for n in ast.walk(node))

    def visit(node: ast.AST, guarded: bool) -> None:
        if isinstance(node, ast.If):
            inside = guarded or mentions(node.test)
            if not inside and chain(node.test):
                found.append(node.test)
            for stmt in node.body:
                visit(stmt, inside)
            for stmt in node.orelse:
                visit(stmt, guarded)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, guarded)

    for tree in source.trees:
        visit(tree, False)
    return found


def _player_marker_hint(fn: Callable[..., Any], form: str) -> HintCheck:
    """The hint check for one player's lines never found: code that tests cells against a marker
    no cell holds ("o" for "O") is told so; otherwise the hint stays."""
    empty = None if form == "state" else "."
    names = getattr(inspect.unwrap(fn), "__globals__", {})

    def check(source: Source) -> str | None:
        found = foreign_marker(source, names, ("X", "O", empty))
        return None if found is None else marker_hint(source, found, empty, "a line it should find is never found")

    return check


def _compares_every_cell_already(source: Source) -> str | None:
    """The hint for a false alarm when the code already compares all of a line's cells
    (all(...), a set, a == b == c): the cells it compares are not the line's."""
    if not calls_all_or_every_cell(source):
        return None
    return ("Your code already compares the cells of each line it builds, so some line it builds is not"
            " a whole line of the board: print the cells it reads for each line (their count must be k,"
            " and they must run along one row, column or diagonal).")


FIRST_CELL_ALWAYS = "returns the first cell it reads on every board"


def first_cell_always(answers: list[tuple[Any, Any]], fn: Callable[..., Any]) -> Problem | None:
    """Every answer is the top-left cell, the first cell of the first line any order reads ("." or
    None where it is empty), and the answers differ: a test that is true for every line, so the
    loop returns at its first turn whatever that line holds (`== "X" or "O"`: the string alone is
    true). Named only when that reproduces every answer; the hint quotes such a test if the code
    has one."""
    if len(answers) < 3 or len({repr(answer) for _, answer in answers}) < 2:
        return None
    for case, answer in answers:
        stone = case.game.stone_at(case.state, (0, 0))
        if not (answer == stone or (stone is None and answer in (".", None))):
            return None
    case, answer = next(((c, a) for c, a in answers if a != c.expected), answers[0])
    detail = (f"On {case.game.board_text(case.state)} it said {answer!r}, the top-left cell; on every board it"
              " returned that cell, the first cell of the first line it reads, whatever the line holds: its test"
              " is true for every line, so the loop returns at its first turn.")
    hint = ("Print the value of your test on an empty board: it is true there, so the first line is returned."
            " Test that every cell of the line holds the same stone and that the stone is not \".\".")
    quoted = _string_alone_in_or(fn)
    if quoted is not None:
        hint = (f"`{ast.unparse(quoted)}` reads as {' or '.join(f'({ast.unparse(v)})' for v in quoted.values)}, and a"
                " non-empty string is true by itself, so the test is always true. Compare the cell with each"
                " string, `line[0] in (\"X\", \"O\")`, or test `line[0] != \".\"`.")
    return Problem(FIRST_CELL_ALWAYS, detail, hint)


def _string_alone_in_or(fn: Callable[..., Any]) -> ast.BoolOp | None:
    """The `or` of an `if` test `... or "O"`: an `or` with a non-empty string constant as an operand."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    except (OSError, TypeError, SyntaxError):
        return None
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.IfExp, ast.While)):
            for part in ast.walk(node.test):
                if isinstance(part, ast.BoolOp) and isinstance(part.op, ast.Or) and any(
                        isinstance(v, ast.Constant) and isinstance(v.value, str) and v.value for v in part.values):
                    return part
    return None


def one_side_missed(missed: list[Any], wrong: list[tuple[Any, Any]], tried: list[Any],
                    line_name: Callable[[Any], str]) -> str | None:
    """The hint for lines missed for one player only, each found for the other on the same board size
    (blind24's wt01: O's diagonal read as board[i - j][j], X's right): the loops reach the line, so their
    ranges are right; the cells read for that player's stones are others. ``None`` otherwise. The cases
    are the win test checker's (:mod:`~ttt_lab.exercises.win_test`): ``expected``, ``kind``, ``line``, ``game``."""
    players = {case.expected for case in missed}
    if len(players) != 1:
        return None
    wrong_ids = {id(case) for case, _ in wrong}

    def found_for_other(case: Any) -> bool:
        return any(other.kind == "win" and id(other) not in wrong_ids and other.line == case.line
                   and other.expected != case.expected
                   and (other.game.m, other.game.n, other.game.k) == (case.game.m, case.game.n, case.game.k)
                   for other in tried)

    if not all(found_for_other(case) for case in missed):
        return None
    player = missed[0].expected
    other = next(p for p in ("X", "O") if p != player)
    if any(answer == other for _, answer in wrong):
        # A test that names the other player where it has no line (the empty board 'O', blind36's win_01:
        # '.' summed as O's stone) says nothing of whether it reads that player's line: no evidence.
        return None
    return (f"It finds {line_name(missed[0].line)} for {other} but not for {player}: your loops reach that line, so"
            f" their ranges are right; the cells your code reads for {player}'s stones there are other cells."
            f" Compare the index your code reads {player}'s stones with against the one it reads {other}'s with"
            " (print the cells it reads for each).")


MISSED_LINE_HINTS = {
    MISSES_DIAGONALS: "Check both diagonals: (0,0),(1,1),(2,2) and (0,2),(1,1),(2,0).",
    MISSES_ANTI_DIAGONAL: "The anti-diagonal runs from the top right: (0,2), (1,1), (2,0).",
    MISSES_MAIN_DIAGONAL: "The main diagonal runs from the top left: (0,0), (1,1), (2,2).",
    MISSES_COLUMNS: "A column is board[0][c], board[1][c], board[2][c].",
    MISSES_ROWS: "A row is board[r].",
}
"""The hint for each kind of line a win test misses."""


_NOBODY_WORDS = frozenset({"none", "null", "nil", "nobody", "no one", "no winner", "draw", "tie", "", "-", "."})


def not_a_player_hint(odd: list[tuple[Any, Any]]) -> str:
    """The hint for answers that are not "X", "O" or None (``odd``: (case, answer) pairs). Where every such
    answer is one string that spells "nobody" ('None', 'draw', '', '-') and comes only from boards where
    nobody has a line, the string stands for None: the hint says to return the value None (blind75's wt_06
    returned 'None', which its caller compared as a string); else the answers' kinds are listed."""
    generic = 'Return "X", "O" or None (not True/False, not lower case).'
    given = {repr(answer) for _, answer in odd}
    text = odd[0][1] if odd else None
    if len(given) != 1 or not isinstance(text, str) or text.strip().lower() not in _NOBODY_WORDS:
        return generic
    if any(case.expected is not None for case, _ in odd):
        return generic
    return (f"Return the value None, not the string {text!r}, where nobody has a line: `return None`. A string is"
            " never None, so a caller's `if winner is None:` takes it for a winner (and any non-empty string is"
            " true).")
