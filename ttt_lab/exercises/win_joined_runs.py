"""A win test that searches the board joined into one string: ``'XXX' in ''.join(cells)``.

Joined row after row, a board's text holds its rows and nothing else: no column and no diagonal reads as a run of
k, and the last cells of one row run on into the first of the next ("..X/XX./..." joined is "..XXX....", a win for
X). Told "reports a winner for an incomplete line" ("a line wins only when all of its cells hold the same stone")
and then "misses diagonals", "misses columns", a student whose code never tests a line is handed three fixes to a
function they do not have (wave 28's wt_04, from a public tic-tac-toe script). :func:`name_joined_runs` names the
cause where every answer the function gave is what a search for k equal stones in the joined board gives, and at
least one of them is a run across the end of a row (without one, it is a test of rows only, which the missing
columns and diagonals name already). Its consequences (the missed lines, the false wins) are no problems of their
own.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem

READS_JOINED = "searches the board joined into one string, not its lines"

_WRONG_NAMES = {"reports a winner for an incomplete line", "misses diagonals", "misses columns", "misses some lines",
                "misses the main diagonal", "misses the anti-diagonal", "returns a wrong value"}
"""What the joined search's consequences are told as: replaced by the one cause."""


def _joined(case: Any) -> str:
    return str(case.game.board_text(case.state)).replace("/", "")


def _runs_answer(case: Any, answer: Any) -> bool:
    """Whether ``answer`` is what a search for k equal stones in the joined board gives (either player first)."""
    text, k = _joined(case), case.game.k
    found = [player for player in ("X", "O") if player * k in text]
    return answer in found if found else answer is None


def _across_rows(case: Any) -> bool:
    """Whether the joined board has a run of k that no row holds (it crosses a row's end)."""
    k = case.game.k
    rows = case.game.board_text(case.state).split("/")
    return any(p * k in _joined(case) and not any(p * k in row for row in rows) for p in ("X", "O"))


def _run_pattern(node: ast.AST) -> bool:
    """``"XXX"`` typed in (one stone repeated) or ``player * 3``: the run a substring search looks for."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return len(node.value) >= 2 and len(set(node.value)) == 1
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)


def searches_text(source: Source) -> bool:
    """The code looks for a run as a substring: ``"XXX" in text``, ``text.find(player * 3)`` (also ``index``,
    ``count``)."""
    for node in source.nodes():
        if isinstance(node, ast.Compare) and isinstance(node.ops[0], ast.In) and _run_pattern(node.left):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in (
                "find", "index", "count", "rfind") and node.args and _run_pattern(node.args[0]):
            return True
    return False


def name_joined_runs(problems: list[Problem], answers: Sequence[tuple[Any, Any]], describe: Any,
                     fn: Callable[..., Any] | None = None) -> list[Problem]:
    """``problems`` with the joined-string search named (see the module's docstring) where every answer fits it and
    one wrong answer is a run across a row's end; unchanged otherwise. Where the code searches its text for a run
    (:func:`searches_text`), the names of models that happen to give the same answers (a stone counter carried
    from row to row) go too: the code has no such counter; elsewhere only the consequences' names are replaced."""
    wrong = [(case, answer) for case, answer in answers if answer != case.expected]
    if not wrong or not all(_runs_answer(case, answer) for case, answer in answers):
        return problems
    crossing = next(((case, answer) for case, answer in wrong if answer is not None and _across_rows(case)), None)
    missed = next(((case, answer) for case, answer in wrong if answer is None and case.expected), None)
    if crossing is None:
        return problems
    if any(p.name not in _WRONG_NAMES for p in problems if not p.note) and (
            fn is None or not searches_text(read_source(fn, levels=2))):
        return problems
    case, answer = crossing
    detail = (f"On {describe(case)}, where nobody has a line, it said {answer!r}: joined row after row, the board reads"
              f" {_joined(case)!r}, and its run of {case.game.k} runs from the end of one row into the next.")
    if missed is not None:
        other, _ = missed
        detail += (f" On {describe(other)}, where {other.expected} has a line, it said None: no column or diagonal is"
                   " a run of the joined text.")
    hint = ("A search in the joined board sees only runs of its text: rows, and runs that cross from one row to the"
            " next. Test the lines themselves: each row, each column and both diagonals, every one of its cells"
            " holding the same stone (game.lines lists them).")
    return [Problem(READS_JOINED, detail, hint), *(p for p in problems if p.note)]
