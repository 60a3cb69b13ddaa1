"""Repairs of the student's own code, each verified by the checker itself (issue 27).

The error model (:mod:`~ttt_lab.exercises.engine`) explains a student's *answers*: it names a
mistake when a transformation of the reference reproduces them. Where no transformation does, or
where the name is only a symptom ("prunes too much"), the student's *program* can be transformed
instead, as Singh, Gulwani and Solar-Lezama do ("Automated feedback generation for introductory
programming assignments", PLDI 2013: an error model as rewrite rules of the program, a correction
found by search). The rules change one token (:mod:`~ttt_lab.exercises.repair_rules`: ``==`` for
``=``, a name for its partner, a minus missing, a comparison the wrong way...) or where one statement
stands (:mod:`~ttt_lab.exercises.repair_blocks`: two steps in the wrong order, a return inside its
loop, a line too many); a slip written twice, in MAX's half of the code and in MIN's, is mended in
both (:func:`_twinned`, :func:`_block_twins`). Each repaired program is run through the same
checker, quickly (the diagnosis models off: only whether it passes matters); a repair that makes
every graded case right, and leaves no test the student wrote switched off, *is* the student's
mistake, found on its line, and :func:`repairer` says so.

The student's code is untrusted: it is only re-run as the checker runs it already, in a copy of
its module's names (its own tables and lists copied, so a repaired run neither reads nor changes
what the student's run left there), under the checker's time limit, within
:data:`~ttt_lab.exercises.report.REPAIR_SECONDS` in all.
"""

from __future__ import annotations

import ast
import copy
import functools
import inspect
import itertools
import linecache
import textwrap
import time
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises import engine
from ttt_lab.exercises.hint_checks import _function_tree, module_code_named
from ttt_lab.exercises.repair_blocks import BREAKS_FOR_RETURN as BREAKS_FOR_RETURN
from ttt_lab.exercises.repair_blocks import EXITS_EARLY as EXITS_EARLY
from ttt_lab.exercises.repair_blocks import LINE_TOO_MANY as LINE_TOO_MANY
from ttt_lab.exercises.repair_blocks import RETURNS_IN_LOOP as RETURNS_IN_LOOP
from ttt_lab.exercises.repair_blocks import STEPS_SWAPPED as STEPS_SWAPPED
from ttt_lab.exercises.repair_blocks import BlockEdit, block_edits
from ttt_lab.exercises.repair_rules import ADDS_WRONG_AMOUNT as ADDS_WRONG_AMOUNT
from ttt_lab.exercises.repair_rules import (
    ARGUMENTS_SWAPPED as ARGUMENTS_SWAPPED,  # the rules' names, as tests read them
)
from ttt_lab.exercises.repair_rules import ASSIGNS_WITH_EQUALS as ASSIGNS_WITH_EQUALS
from ttt_lab.exercises.repair_rules import COMPARES_WRONG_WAY as COMPARES_WRONG_WAY
from ttt_lab.exercises.repair_rules import INDEX_OFF_BY_ONE as INDEX_OFF_BY_ONE
from ttt_lab.exercises.repair_rules import NAME_SWAPPED as NAME_SWAPPED
from ttt_lab.exercises.repair_rules import OFF_BY_ONE as OFF_BY_ONE
from ttt_lab.exercises.repair_rules import ONE_BRANCH as ONE_BRANCH
from ttt_lab.exercises.repair_rules import RULE_ORDER, edits, mirrored, partners, values_returned
from ttt_lab.exercises.repair_rules import SIGN_WRONG as SIGN_WRONG
from ttt_lab.exercises.repair_rules import STORES_WRONG_AMOUNT as STORES_WRONG_AMOUNT
from ttt_lab.exercises.repair_rules import WRONG_OPERATOR as WRONG_OPERATOR
from ttt_lab.exercises.report import REPAIRERS, Problem


@dataclass(frozen=True)
class Repair:
    """One token changed in the student's code: the problem's ``name`` and ``hint``, the ``line``
    (numbered as in the student's file or cell), the line as written (``before``) and as repaired
    (``after``), and what changed (``change``: "`alpha` where `beta` belongs")."""

    name: str
    hint: str
    line: int
    before: str
    after: str
    change: str


@dataclass
class _Piece:
    """A function or class of the student's module, parsed: its ``name`` in the module, the parsed
    ``tree`` and ``text``, and where it stands (``filename``, ``first`` line)."""

    name: str
    tree: ast.Module
    text: str
    filename: str
    first: int
    watched: tuple[Any, frozenset[str]] | None = None
    """The unchanged piece compiled with its tests watched, and the watched tests' keys: made once,
    as every repaired program but the one piece it changes runs the student's code as written."""


def _piece(obj: Any) -> _Piece | None:
    if isinstance(obj, types.FunctionType):
        if obj.__code__.co_freevars:
            return None  # a closure's free names cannot be rebuilt
        found = _function_tree(obj)
        return None if found is None else _Piece(obj.__code__.co_name, found[0], found[1],  # type: ignore[arg-type]
                                                 obj.__code__.co_filename, obj.__code__.co_firstlineno)
    # A class: found through one of its methods' file (inspect.getsource needs the class's module in
    # sys.modules, which a notebook cell's or a loaded file's is not), as the class around that method.
    method = next((f for f in vars(obj).values() if isinstance(f, types.FunctionType)), None)
    if method is None:
        return None
    filename, line = method.__code__.co_filename, method.__code__.co_firstlineno
    lines = linecache.getlines(filename)
    try:
        module = ast.parse("".join(lines))
    except (SyntaxError, ValueError):
        return None
    head = next((node for node in ast.walk(module) if isinstance(node, ast.ClassDef) and node.name == obj.__name__
                 and node.lineno <= line <= (node.end_lineno or 0)), None)
    if head is None:
        return None
    text = textwrap.dedent("".join(lines[head.lineno - 1:head.end_lineno]))
    try:
        return _Piece(obj.__name__, ast.parse(text), text, filename, head.lineno)
    except (SyntaxError, IndentationError):
        return None


def _own_pieces(fn: Any) -> list[_Piece]:
    """``fn`` and the functions and classes of its module it names, two levels down, parsed;
    empty when ``fn``'s source cannot be read or rebuilt (a closure, a builtin)."""
    fn = inspect.unwrap(fn)
    if not isinstance(fn, types.FunctionType) or (entry := _piece(fn)) is None:
        return []
    pieces = [entry]
    seen: list[Any] = [fn]
    frontier = [entry]
    for _ in range(2):
        named = module_code_named(fn, [piece.tree for piece in frontier])
        frontier = []
        for obj in named:
            if all(obj is not s for s in seen) and (piece := _piece(obj)) is not None:
                seen.append(obj)
                pieces.append(piece)
                frontier.append(piece)
    return pieces


def tables_of(fn: Any, pieces: list[_Piece] | None = None) -> dict[str, Any] | None:
    """Copies of the tables, lists and sets of ``fn``'s module that its code (``pieces``) names, as
    they are now (before the check runs the student's code and fills them); None where one cannot be
    copied. Only those named: a notebook's module holds its whole history too (``In``, ``Out``)."""
    pieces = _own_pieces(fn) if pieces is None else pieces
    named = {node.id for piece in pieces for node in ast.walk(piece.tree) if isinstance(node, ast.Name)}
    found = {}
    for key, value in getattr(inspect.unwrap(fn), "__globals__", {}).items():
        if key in named and isinstance(value, (dict, list, set)):
            try:
                found[key] = copy.deepcopy(value)
            except Exception:
                return None
    return found


def _rebuilt(pieces: list[_Piece], changed: dict[int, ast.Module], globals_: dict[str, Any],
             tables: dict[str, Any]) -> Callable[..., Any] | None:
    """The student's functions and classes compiled anew, with every comparison and test watched
    (:class:`_Watcher`), those ``changed`` from their changed trees (by their place in ``pieces``; each
    such tree is the caller's own copy, watched in place), in a copy of
    their module's names whose tables are fresh copies of ``tables`` (as they were before the check
    began); the entry function, whose names hold the tests' outcomes under ``_SEEN + "outcomes"``; or None."""
    outcomes: dict[str, set[bool]] = {}

    def seen(key: str, value: Any) -> Any:
        outcomes.setdefault(key, set()).add(bool(value))
        return value

    keys: set[str] = set()
    names = {**globals_, **copy.deepcopy(tables), _SEEN: seen, _SEEN + "outcomes": outcomes, _SEEN + "keys": keys}
    try:
        for i, piece in enumerate(pieces):
            if i in changed:  # a tree of the candidate's own: watched in place
                code = compile(ast.fix_missing_locations(_Watcher(i, keys).visit(changed[i])), piece.filename, "exec")
            else:
                if piece.watched is None:
                    own_keys: set[str] = set()
                    watched = _Watcher(i, own_keys).visit(copy.deepcopy(piece.tree))
                    piece.watched = (compile(ast.fix_missing_locations(watched), piece.filename, "exec"),
                                     frozenset(own_keys))
                code, piece_keys = piece.watched
                keys.update(piece_keys)
            exec(code, names)  # the student's own code, as the checker runs it
    except Exception:
        return None
    rebuilt = names.get(pieces[0].name)
    return rebuilt if callable(rebuilt) else None


_SEEN = "__ttt_lab_repair_seen__"
"""The name of the recorder of the tests' outcomes, in a rebuilt program's namespace."""


class _Watcher(ast.NodeTransformer):
    """Wraps every comparison, and every other test of an if, a while, a conditional expression or a
    comprehension, in a call of the recorder :data:`_SEEN` keyed by where it stands. A repair may pass
    by leaving a path of the student's code dead on the graded cases, no slip mended: ``abs(v) < 1``
    made ``abs(v) > 1`` round a slip inside its branch, or ``depth - 1`` made ``depth + 1`` so that
    ``depth == 0`` never holds. :func:`find_repairs` keeps a repair only if every comparison and test
    the student's program took both ways still goes both ways."""

    def __init__(self, piece: int, keys: set[str]) -> None:
        self.piece, self.keys = piece, keys  # keys: where the watched tests stand, added to as they are wrapped

    def _watched(self, node: ast.expr) -> ast.expr:
        # The kind of test is part of its key: `a < b or c` and its first comparison start at one place.
        key = f"{self.piece}:{getattr(node, 'lineno', 0)}:{getattr(node, 'col_offset', 0)}:{type(node).__name__}"
        self.keys.add(key)
        return ast.Call(func=ast.Name(id=_SEEN, ctx=ast.Load()), args=[ast.Constant(key), node], keywords=[])

    def visit_Compare(self, node: ast.Compare) -> ast.expr:
        visited = self.generic_visit(node)
        return self._watched(visited) if _ordering(node) else visited  # type: ignore[return-value,arg-type]

    def visit_If(self, node: ast.If) -> ast.AST:
        self.generic_visit(node)
        node.test = self._watch_once(node.test)
        return node

    def visit_While(self, node: ast.While) -> ast.AST:
        self.generic_visit(node)
        node.test = self._watch_once(node.test)
        return node

    def visit_IfExp(self, node: ast.IfExp) -> ast.AST:
        self.generic_visit(node)
        node.test = self._watch_once(node.test)
        return node

    def visit_comprehension(self, node: ast.comprehension) -> ast.AST:
        self.generic_visit(node)
        node.ifs = [self._watch_once(test) for test in node.ifs]
        return node

    def _watch_once(self, test: ast.expr) -> ast.expr:
        """``test`` watched, unless it is a comparison the visit has wrapped already, or a look-up
        (``key in memo``, ``entry is None``)."""
        is_watched = (isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == _SEEN)
        return test if is_watched or isinstance(test, ast.Compare) else self._watched(test)


def _ordering(node: ast.Compare) -> bool:
    """A comparison of values (<, <=, >, >=, ==, !=), not a look-up (``in``, ``is``): whether a table
    holds a key depends on how often the check asks, not on the path the code takes."""
    return all(isinstance(op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq)) for op in node.ops)


def _parents(tree: ast.AST) -> dict[int, ast.AST]:
    return {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


_Change = tuple[int, int, Callable[[Any], Any]]
"""(which piece, the node's place in its walk, the edit that makes the node's replacement)."""

_Entry = tuple[int, bool, Repair, list[_Change], bool]
"""(the rule's place in :data:`RULE_ORDER`, whether it is a pair, the repair, its changes, whether it
rewrites a whole block (its ``after`` told by the rule, not read from a line))."""


def _candidates(pieces: list[_Piece], globals_: dict[str, Any], tables: dict[str, Any]
                ) -> Iterator[tuple[int, Callable[[], tuple[Repair, Callable[..., Any] | None] | None]]]:
    """Each repair's line, and what makes it: the repair with its line as repaired and the program
    rebuilt (None where the edit does not apply). Made only when asked for: once a repair is found,
    only those on its line are made (copying and compiling the others was most of a repair's time)."""
    own = {node.name for piece in pieces for node in ast.walk(piece.tree)
           if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    entries: list[_Entry] = []
    walks = [list(ast.walk(piece.tree)) for piece in pieces]
    for which, piece in enumerate(pieces):
        partner_names = partners(piece.tree)
        parents = _parents(piece.tree)
        values = values_returned(piece.tree, own)
        lines = piece.text.splitlines()
        for index, node in enumerate(walks[which]):
            for name, hint, change, edit in edits(node, parents.get(id(node)), partner_names, own, values):
                lineno = getattr(node, "lineno", None)
                if lineno is None or lineno > len(lines):
                    continue
                repair = Repair(name, hint, piece.first + lineno - 1, lines[lineno - 1].strip(), "", change)
                entries.append((RULE_ORDER.index(name), False, repair, [(which, index, edit)], False))
            for moved in block_edits(node):
                if moved.line > len(lines):
                    continue
                repair = Repair(moved.name, moved.hint, piece.first + moved.line - 1,
                                lines[moved.line - 1].strip(), moved.after, moved.change)
                entries.append((RULE_ORDER.index(moved.name), False, repair, [(which, index, moved.edit)], True))
                entries += _block_twins(moved, repair, pieces, walks, which, index)
    entries += _twinned([entry for entry in entries if not entry[4] and not entry[1]])
    # Stable: within a rule in the code's order, one place before two, a variable's name before a
    # builtin's (min for max)
    entries.sort(key=lambda item: (item[0], item[1], item[2].change.startswith(("`max`", "`min`"))))
    for _, _, repair, changes, whole_block in entries:
        yield repair.line, functools.partial(_made, repair, changes, whole_block, pieces, globals_, tables)


def _made(repair: Repair, changes: list[_Change], whole_block: bool, pieces: list[_Piece],
          globals_: dict[str, Any], tables: dict[str, Any]) -> tuple[Repair, Callable[..., Any] | None] | None:
    """``repair`` made: its ``changes`` applied to copies of the pieces they change, the line as
    repaired, and the program rebuilt; None where an edit does not apply."""
    trees: dict[int, ast.Module] = {}
    copied: dict[int, list[ast.AST]] = {}  # each changed piece's copy, walked in the original's order
    replacement: ast.AST | None = None
    made: dict[int, ast.AST] = {}  # a node already rewritten (an if's one half), by the old one's id
    for which, index, edit in changes:
        if which not in trees:
            trees[which] = copy.deepcopy(pieces[which].tree)
            copied[which] = list(ast.walk(trees[which]))
        node = made.get(id(copied[which][index]), copied[which][index])
        parent = _parents(trees[which]).get(id(node))
        replacement = edit(node) if parent is not None else None
        if parent is None or replacement is None:
            break
        ast.copy_location(replacement, node)
        if not _replace(parent, node, replacement):
            replacement = None
            break
        made[id(copied[which][index])] = replacement
    if replacement is None:
        return None
    first = trees[changes[0][0]]
    after = repair.after if whole_block else _line_after(first, getattr(replacement, "lineno", 0))
    for tree in trees.values():
        ast.fix_missing_locations(tree)
    return (Repair(repair.name, repair.hint, repair.line, repair.before, after or repair.before, repair.change),
            _rebuilt(pieces, trees, globals_, tables))


def _block_twins(moved: BlockEdit, repair: Repair, pieces: list[_Piece], walks: list[list[ast.AST]], which: int,
                 index: int) -> list[_Entry]:
    """``moved`` made in every block shaped as its own, in any of the student's functions: MAX's loop
    and MIN's (or max_value and min_value) written twice, a slip made in one made in the other,
    mended in both or the graded cases still fail. Each pair once, told from its first line."""
    owner = walks[which][index]
    place = next((i for i, statement in enumerate(getattr(owner, moved.field))
                  if statement.lineno <= moved.line <= (statement.end_lineno or statement.lineno)), None)
    if place is None:
        return []
    pairs: list[_Entry] = []
    for other, piece in enumerate(pieces):
        for twin, field in moved.twins(owner, piece.tree):
            twin_line = piece.first + getattr(twin, field)[place].lineno - 1 \
                + moved.line - getattr(owner, moved.field)[place].lineno  # the moved line's own twin
            if (other, twin_line) > (which, repair.line):
                paired = Repair(repair.name, repair.hint, repair.line, repair.before, repair.after,
                                f"{repair.change}, and the same on line {twin_line}")
                pairs.append((RULE_ORDER.index(moved.name), True, paired,
                              [(which, index, moved.edit), (other, walks[other].index(twin), moved.rewrite(field))],
                              True))
    return pairs


def _twinned(singles: list[_Entry]) -> list[_Entry]:
    """One-token edits made twice: the same change on two lines (a minus missing in both branches), or
    its mirror image in MIN's half of the code (`>` for `>=` at MAX's cutoff and `<` for `<=` at MIN's).
    A slip copied into both halves is mended in both, or the graded cases still fail."""
    pairs: list[_Entry] = []
    for first, second in itertools.combinations(sorted(singles, key=lambda entry: entry[2].line), 2):
        a, b = first[2], second[2]
        if a.name == b.name and a.line < b.line and b.change in (a.change, mirrored(a.change)) \
                and b.before in (a.before, mirrored(a.before)):
            pairs.append((first[0], True, Repair(a.name, a.hint, a.line, a.before, "", f"{a.change}, and"
                          f" {b.change} on line {b.line}"), [*first[3], *second[3]], False))
    return pairs[:_MOST_PAIRS]


_MOST_PAIRS = 40
"""Twinned edits tried at most: the pairs of a long function grow as its edits' square."""


def _replace(parent: ast.AST, old: ast.AST, new: ast.AST) -> bool:
    for field, value in ast.iter_fields(parent):
        if value is old:
            setattr(parent, field, new)
            return True
        if isinstance(value, list):
            for i, item in enumerate(value):
                if item is old:
                    value[i] = new
                    return True
    return False


def _line_after(tree: ast.AST, node_line: int) -> str:
    """The repaired statement on ``node_line``, as code."""
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and getattr(node, "lineno", None) == node_line and not isinstance(
                node, (ast.FunctionDef, ast.If, ast.For, ast.While, ast.With, ast.Try)):
            return ast.unparse(node)
        if isinstance(node, (ast.If, ast.While)) and node.lineno == node_line:
            return ast.unparse(node.test) + ":"
        if isinstance(node, ast.For) and node.lineno == node_line:
            return f"for {ast.unparse(node.target)} in {ast.unparse(node.iter)}:"
    return ""


def find_repairs(fn: Callable[..., Any], passes: Callable[[Callable[..., Any]], bool],
                 seconds: float, tables: dict[str, Any] | None = None,
                 pieces: list[_Piece] | None = None) -> list[Repair]:
    """The one-token repairs of ``fn``'s code whose programs pass, tried rule by rule (in
    :data:`RULE_ORDER`, each in the code's order) for ``seconds`` of the processor's time at most: the first found and
    every later one on the same line (a slip may be mended at either of two words there:
    ``beta = min(alpha, v)``). Each repaired program starts from copies of ``tables`` (the module's
    tables as :func:`tables_of` copied them before the check; by default as they are now). Empty
    when none passes."""
    pieces = _own_pieces(fn) if pieces is None else pieces  # (the repairer read them as the check began)
    tables = tables_of(fn, pieces) if tables is None else tables
    if not pieces or tables is None:
        return []
    deadline = time.process_time() + seconds  # the processor's time (report.REPAIR_SECONDS says why)
    names = inspect.unwrap(fn).__globals__
    found: list[Repair] = []
    taken: dict[str, set[bool]] | None = None  # the ways the student's own program took its tests, once needed
    models = engine.MODEL_SECONDS
    engine.MODEL_SECONDS = 0.0  # a repaired program is only asked whether it passes: no model is fitted to it
    try:
        for line, make in itertools.islice(_candidates(pieces, names, tables), _MOST):
            if time.process_time() > deadline:
                break
            if found and line != found[0].line:
                continue
            made = make()
            if made is None:
                continue
            repair, rebuilt = made
            if rebuilt is None or not _passes(rebuilt, fn, passes):
                continue
            if taken is None:
                taken = _paths(_rebuilt(pieces, {}, names, tables), fn, passes)
            repaired, kept = _paths(rebuilt, fn, None), getattr(rebuilt, "__globals__", {}).get(_SEEN + "keys", set())
            if all(seen <= repaired.get(key, set()) for key, seen in taken.items() if key in kept):  # a test the
                # repair took away (== made =) has no ways to keep
                found.append(repair)
    finally:
        engine.MODEL_SECONDS = models
    return found


def _passes(program: Callable[..., Any], fn: Any, passes: Callable[[Callable[..., Any]], bool]) -> bool:
    program.__name__ = getattr(fn, "__name__", program.__name__)
    try:
        return passes(program)
    except Exception:
        return False


def _paths(program: Callable[..., Any] | None, fn: Any,
           passes: Callable[[Callable[..., Any]], bool] | None) -> dict[str, set[bool]]:
    """The ways each watched comparison and test went in ``program``'s run through the check (run
    first with ``passes`` where it has not run yet). A repair is kept only if its program takes every
    way the student's took: one that passes by leaving a path of theirs dead mends no slip."""
    if program is None:
        return {}
    if passes is not None:
        _passes(program, fn, passes)
    return dict(getattr(program, "__globals__", {}).get(_SEEN + "outcomes", {}))


_MOST = 400
"""Repaired programs tried at most on one check."""


def repairer(fn: Any) -> Callable[[Problem, Callable[[Any], bool], float], Problem | None] | None:
    """Called as a check begins: what tells a wrong value no model named as the one-token slip that
    mends every graded case (repaired programs starting from the student's tables as they are now),
    or None where ``fn``'s code cannot be repaired (no source, a closure, a table that cannot be copied)."""
    pieces = _own_pieces(fn)
    tables = tables_of(fn, pieces) if pieces else None
    if tables is None:
        return None

    def repair_problem(problem: Problem, passes: Callable[[Any], bool], seconds: float) -> Problem | None:
        """``problem`` told as the slip, on its line; None when no repair is found in ``seconds``. Where
        several mend that line, those of the first one's rule are told (two arguments swapped, not also
        a minus dropped from one of them, which the graded cases happen to let pass)."""
        found = find_repairs(fn, passes, seconds, tables, pieces)
        if not found:
            return None
        first = found[0]
        changes = [repair.change for repair in found if repair.name == first.name]
        said = (f"The slip is on line {first.line}, `{first.before}`: {' or '.join(changes)}. Written so, your"
                " function gets every graded case right.")
        return Problem(first.name, f"{problem.detail}\n{said}", first.hint)

    return repair_problem


REPAIRERS.append(repairer)
