"""One-token repairs of the student's own code, each verified by the checker itself (issue 27).

The error model (:mod:`~ttt_lab.exercises.engine`) explains a student's *answers*: it names a
mistake when a transformation of the reference reproduces them. Where no transformation does,
or to say on which line a named one sits, the student's *program* can be transformed instead, as
Singh, Gulwani and Solar-Lezama do ("Automated feedback generation for introductory programming
assignments", PLDI 2013: an error model as rewrite rules of the program, a correction found by
search). A rule here changes one token of the student's source: ``==`` written where ``=``
assigns, one name where its partner belongs (``alpha`` for ``beta``, ``state`` for the child made
from it), two arguments in the wrong order, a minus missing or one too many, a comparison the
wrong way or off by one, a constant off by one, ``//`` for ``/``, ``and`` for ``or``. Each repaired
program is run through the same checker, quickly (the diagnosis models off: only whether it
passes matters); a repair that makes every graded case right *is* the student's mistake, found
on its line, and :func:`repair_problem` says so.

The student's code is untrusted: it is only re-run as the checker runs it already, in a copy of
its module's names (its own tables and lists copied, so a repaired run neither reads nor changes
what the student's run left there), under the checker's time limit, within
:data:`~ttt_lab.exercises.report.REPAIR_SECONDS` in all.
"""

from __future__ import annotations

import ast
import copy
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
from ttt_lab.exercises.report import REPAIRERS, Problem

ASSIGNS_WITH_EQUALS = "compares with == where it means to assign"
NAME_SWAPPED = "uses one name where another belongs"
ARGUMENTS_SWAPPED = "passes two arguments in the wrong order"
SIGN_WRONG = "has a minus where none belongs, or none where one does"
COMPARES_WRONG_WAY = "compares the wrong way"
OFF_BY_ONE = "is off by one"
WRONG_OPERATOR = "uses the wrong operator"

PARTNERS: tuple[frozenset[str], ...] = tuple(frozenset(pair) for pair in (
    ("alpha", "beta"), ("low", "high"), ("lo", "hi"), ("lower", "upper"), ("max", "min"), ("me", "you"),
    ("player", "opponent"), ("MAX", "MIN"), ("maximizing", "minimizing"), ("a", "b"), ("mine", "theirs"),
    ("wins", "visits"), ("n", "N"), ("parent", "child"), ("x", "y"), ("row", "col"), ("r", "c"), ("i", "j"),
))
"""Names that come in pairs in search code, where writing one for the other is a classic slip."""


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


def _rebuilt(pieces: list[_Piece], changed: int | None, tree: ast.Module | None, globals_: dict[str, Any],
             tables: dict[str, Any]) -> Callable[..., Any] | None:
    """The student's functions and classes compiled anew, with every comparison and test watched
    (:class:`_Watcher`), the one at ``changed`` from ``tree`` (None: none changed), in a copy of
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
            source = tree if i == changed and tree is not None else piece.tree
            watched = ast.fix_missing_locations(_Watcher(i, keys).visit(copy.deepcopy(source)))
            exec(compile(watched, piece.filename, "exec"), names)  # the student's own code, as the checker runs it
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
        key = f"{self.piece}:{getattr(node, 'lineno', 0)}:{getattr(node, 'col_offset', 0)}"
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


def _names_bound(tree: ast.AST) -> set[str]:
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            bound.add(node.id)
    return bound


def _derived_pairs(tree: ast.AST) -> set[frozenset[str]]:
    """Pairs of names where one is made from the other by a call (``child = game.result(state, m)``):
    the child is written where the state belongs, or the other way, in a classic slip."""
    pairs: set[frozenset[str]] = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call) and node.value.args
                and isinstance(node.value.args[0], ast.Name) and node.value.args[0].id != node.targets[0].id):
            pairs.add(frozenset({node.targets[0].id, node.value.args[0].id}))
    return pairs


_Edit = tuple[str, str, str, Callable[[Any], Any]]
"""(name, hint, what changed, edit): the edit returns the node to put in the old one's place."""


def _edits(node: ast.AST, parent: ast.AST | None, partners: dict[str, list[str]], own: set[str]) -> Iterator[_Edit]:
    """Every one-token edit of ``node`` the rules make, most likely first."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Compare) and len(node.value.ops) == 1 \
            and isinstance(node.value.ops[0], ast.Eq) and isinstance(node.value.left, (ast.Name, ast.Attribute,
                                                                                      ast.Subscript)):
        target = copy.deepcopy(node.value.left)
        target.ctx = ast.Store()  # type: ignore[attr-defined]
        yield (ASSIGNS_WITH_EQUALS, "`x == v` on a line of its own compares and throws the answer away; to"
               " assign, write `x = v`.", "`==` where `=` assigns",
               lambda n: ast.Assign(targets=[target], value=n.value.comparators[0], lineno=n.lineno))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and not isinstance(node.operand, ast.Constant):
        yield (SIGN_WRONG, "Look at what that value means and from whose side it is seen: one minus turns it to"
               " the other player's view, two turn it back.", "a minus too many", lambda n: n.operand)
    if (isinstance(node, ast.Call) and _called(node) in own
            and not (isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.USub))):
        yield (SIGN_WRONG, "Look at what that value means and from whose side it is seen: one minus turns it to"
               " the other player's view, two turn it back.", "a minus missing",
               lambda n: ast.UnaryOp(op=ast.USub(), operand=n))
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
        for other in partners.get(node.id, []):
            yield (NAME_SWAPPED, f"Read that line again with `{node.id}` and `{other}` in mind: which one does it"
                   " mean there?", f"`{node.id}` where `{other}` belongs",
                   _named(other))
    if isinstance(node, ast.Call) and (_called(node) in own or _called(node) in ("max", "min", "range")):
        for i in range(len(node.args) - 1):
            if not any(isinstance(a, ast.Starred) for a in node.args[i:i + 2]):
                first, second = (ast.unparse(a) for a in node.args[i:i + 2])
                if first != second:
                    yield (ARGUMENTS_SWAPPED, f"Check the order {_called(node)} takes its arguments in.",
                           f"`{first}, {second}` where `{second}, {first}` belongs",
                           _arguments_swapped(i))
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        swaps = {ast.Lt: (ast.Gt, ast.LtE), ast.Gt: (ast.Lt, ast.GtE), ast.LtE: (ast.GtE, ast.Lt),
                 ast.GtE: (ast.LtE, ast.Gt), ast.Eq: (ast.NotEq,), ast.NotEq: (ast.Eq,)}
        for new in swaps.get(type(node.ops[0]), ()):
            name = OFF_BY_ONE if {type(node.ops[0]), new} in ({ast.Lt, ast.LtE}, {ast.Gt, ast.GtE}) else COMPARES_WRONG_WAY
            yield (name, "Say the comparison aloud with the values at that line: which way, and is equality in?",
                   f"`{_op(node.ops[0])}` where `{_op(new())}` belongs",
                   _compared(new))
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        other_sign: type[ast.operator] = ast.Sub if isinstance(node.op, ast.Add) else ast.Add
        yield (WRONG_OPERATOR, "Say aloud what that line adds up: which part counts for, which against?",
               f"`{_op(node.op)}` where `{_op(other_sign())}` belongs",
               lambda n: ast.BinOp(left=n.left, op=other_sign(), right=n.right))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv):
        yield (WRONG_OPERATOR, "`//` rounds down to a whole number; `/` divides.", "`//` where `/` belongs",
               lambda n: ast.BinOp(left=n.left, op=ast.Div(), right=n.right))
    if isinstance(node, ast.BoolOp):
        other_op = ast.Or if isinstance(node.op, ast.And) else ast.And
        yield (WRONG_OPERATOR, "Say the condition aloud: must both hold, or one of them?",
               f"`{_op(node.op)}` where `{_op(other_op())}` belongs", _joined(other_op))
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)) and isinstance(node.right, ast.Constant) \
            and node.right.value == 1:
        yield (OFF_BY_ONE, "Count the cases at the ends: is that one too many, or one too few?",
               f"`{ast.unparse(node)}` where `{ast.unparse(node.left)}` belongs", lambda n: n.left)
    # Small whole numbers only (a depth of 0, k - 1, range(1, ...)): a threshold such as visits > 7 made
    # 8 may pass by leaving its branch without effect on the graded cases, no slip of the student's.
    if isinstance(node, ast.Constant) and type(node.value) is int and 0 <= node.value <= 3 \
            and not isinstance(parent, ast.Subscript):
        for new_value in (node.value + 1, node.value - 1):
            if new_value >= 0:
                yield (OFF_BY_ONE, "Count the cases at the ends: is that one too many, or one too few?",
                       f"`{node.value}` where `{new_value}` belongs",
                       _constant(new_value))


def _named(name: str) -> Callable[[Any], Any]:
    return lambda n: ast.Name(id=name, ctx=ast.Load())


def _arguments_swapped(i: int) -> Callable[[Any], Any]:
    return lambda n: ast.Call(func=n.func, args=[*n.args[:i], n.args[i + 1], n.args[i], *n.args[i + 2:]],
                              keywords=n.keywords)


def _compared(op: type[ast.cmpop]) -> Callable[[Any], Any]:
    return lambda n: ast.Compare(left=n.left, ops=[op()], comparators=n.comparators)


def _constant(value: int) -> Callable[[Any], Any]:
    return lambda n: ast.Constant(value=value)


def _joined(op: type[ast.boolop]) -> Callable[[Any], Any]:
    return lambda n: ast.BoolOp(op=op(), values=n.values)


def _called(call: ast.Call) -> str | None:
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _op(op: ast.AST) -> str:
    return {ast.Lt: "<", ast.Gt: ">", ast.LtE: "<=", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=", ast.And: "and",
            ast.Or: "or", ast.Add: "+", ast.Sub: "-"}[type(op)]


def _candidates(pieces: list[_Piece], globals_: dict[str, Any],
                tables: dict[str, Any]) -> Iterator[tuple[Repair, Callable[..., Any] | None]]:
    own = {node.name for piece in pieces for node in ast.walk(piece.tree)
           if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    edits: list[tuple[int, Repair, int, int, Callable[[ast.AST], ast.AST | None]]] = []
    for which, piece in enumerate(pieces):
        partners = _partners(piece.tree)
        parents = _parents(piece.tree)
        lines = piece.text.splitlines()
        for index, node in enumerate(ast.walk(piece.tree)):
            for name, hint, change, edit in _edits(node, parents.get(id(node)), partners, own):
                lineno = getattr(node, "lineno", None)
                if lineno is None or lineno > len(lines):
                    continue
                repair = Repair(name, hint, piece.first + lineno - 1, lines[lineno - 1].strip(), "", change)
                edits.append((_RULE_ORDER.index(name), repair, which, index, edit))
    # Stable: within a rule in the code's order, a variable's name before a builtin's (min for max)
    edits.sort(key=lambda item: (item[0], item[1].change.startswith(("`max`", "`min`"))))
    for _, repair, which, index, edit in edits:
        tree = copy.deepcopy(pieces[which].tree)
        node = list(ast.walk(tree))[index]
        parent = _parents(tree).get(id(node))
        replacement = edit(node) if parent is not None else None
        if parent is None or replacement is None:
            continue
        ast.copy_location(replacement, node)
        if not _replace(parent, node, replacement):
            continue
        after = _line_after(tree, getattr(replacement, "lineno", 0))
        ast.fix_missing_locations(tree)
        yield (Repair(repair.name, repair.hint, repair.line, repair.before, after or repair.before, repair.change),
               _rebuilt(pieces, which, tree, globals_, tables))


def _partners(tree: ast.AST) -> dict[str, list[str]]:
    """For each name bound in ``tree``, the names a slip may put in its place: its partner in
    :data:`PARTNERS`, the name it is made from or makes (:func:`_derived_pairs`), and names that
    share its first or last word (``game_state`` and ``curr_game_state``, ``max_eval`` and ``min_eval``)."""
    bound = _names_bound(tree)
    pairs = {pair for pair in PARTNERS if pair <= bound | {"max", "min"}} | _derived_pairs(tree)
    words = {name: name.strip("_").split("_") for name in bound if "_" in name.strip("_")}
    for first, second in itertools.combinations(sorted(words), 2):
        if words[first][0] == words[second][0] or words[first][-1] == words[second][-1]:
            pairs.add(frozenset({first, second}))
    partners: dict[str, list[str]] = {}
    for pair in sorted(pairs, key=sorted):
        for name in sorted(pair):
            partners.setdefault(name, []).extend(sorted(pair - {name}))
    return partners


_RULE_ORDER = [ASSIGNS_WITH_EQUALS, ARGUMENTS_SWAPPED, NAME_SWAPPED, SIGN_WRONG, COMPARES_WRONG_WAY, WRONG_OPERATOR,
               OFF_BY_ONE]
"""The rules in the order they are tried: the edits least likely to fix code by accident first (two
arguments swapped before a minus dropped from one of them)."""


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
    :data:`_RULE_ORDER`, each in the code's order) for ``seconds`` at most: the first found and
    every later one on the same line (a slip may be mended at either of two words there:
    ``beta = min(alpha, v)``). Each repaired program starts from copies of ``tables`` (the module's
    tables as :func:`tables_of` copied them before the check; by default as they are now). Empty
    when none passes."""
    pieces = _own_pieces(fn) if pieces is None else pieces  # (the repairer read them as the check began)
    tables = tables_of(fn, pieces) if tables is None else tables
    if not pieces or tables is None:
        return []
    deadline = time.monotonic() + seconds
    names = inspect.unwrap(fn).__globals__
    found: list[Repair] = []
    taken: dict[str, set[bool]] | None = None  # the ways the student's own program took its tests, once needed
    models = engine.MODEL_SECONDS
    engine.MODEL_SECONDS = 0.0  # a repaired program is only asked whether it passes: no model is fitted to it
    try:
        for repair, rebuilt in itertools.islice(_candidates(pieces, names, tables), _MOST):
            if time.monotonic() > deadline:
                break
            if rebuilt is None or (found and repair.line != found[0].line) or not _passes(rebuilt, fn, passes):
                continue
            if taken is None:
                taken = _paths(_rebuilt(pieces, None, None, names, tables), fn, passes)
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
