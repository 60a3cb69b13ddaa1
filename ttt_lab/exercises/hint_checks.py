"""Hints checked against the student's code before they are shown (issue 27, failure mode 1).

A hint asks the student to do something: call ``game.completing_cells`` for the opponent,
test every cell of a line, add with ``|=``, look an entry up. When the code already does what
the hint asks, following the hint cannot help, and the student learns to distrust the checker.
So a checker may declare, per problem name, a *hint check*: a function that reads the
student's source (its syntax tree, the function and the helpers it calls from its own module)
and, when the code already does what the hint asks, returns the hint to show instead, which
says what the code does and where to look; otherwise ``None`` keeps the hint as it is.
:func:`vet_hints` applies the checks to a checker's problems.

The source is the student's, so it is only read (parsed, never run); code without source
(a lambda typed in a console, a builtin) keeps every hint.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import textwrap
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.report import Problem


@dataclass(frozen=True)
class Source:
    """The student's function and the helpers it calls by name, parsed: ``trees`` (one per
    function) and their ``texts``."""

    trees: tuple[ast.AST, ...]
    texts: tuple[str, ...]

    def nodes(self) -> list[ast.AST]:
        return [node for tree in self.trees for node in ast.walk(tree)]

    def segment(self, node: ast.AST) -> str:
        """The source text of ``node`` (from whichever function holds it)."""
        for tree, text in zip(self.trees, self.texts, strict=True):
            if any(n is node for n in ast.walk(tree)):
                return ast.get_source_segment(text, node) or ast.unparse(node)
        return ast.unparse(node)


def _function_tree(fn: Any) -> tuple[ast.AST, str] | None:
    try:
        text = textwrap.dedent(inspect.getsource(fn))
        tree = ast.parse(text)
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None
    # inspect finds a function's lines by file name and line number: a file edited since it was
    # imported, or code run under a borrowed file name, gives some other code. Judging a student
    # by code that is not theirs would name a mistake they did not make: read only their function.
    first = tree.body[0] if tree.body else None
    code = getattr(fn, "__code__", None)
    name = code.co_name if code is not None else getattr(fn, "__name__", None)  # the def's own name, not a rename
    if name != "<lambda>" and not (isinstance(first, (ast.FunctionDef, ast.AsyncFunctionDef)) and first.name == name):
        return None
    return tree, text


def read_source(fn: Callable[..., Any], levels: int = 1) -> Source:
    """``fn``'s source and that of the functions of its own module it calls by name (one level
    deep is enough for a helper such as ``open_lines(state, player)``; ``levels`` more follow the
    helpers' own helpers, as a dispatcher's max_value and min_value)."""
    fn = inspect.unwrap(fn)
    first = _function_tree(fn)
    if first is None:
        return Source((), ())
    trees, texts = [first[0]], [first[1]]
    module = getattr(fn, "__module__", None)
    seen: set[Any] = {fn}
    frontier = [first[0]]
    for _ in range(levels):
        named = module_code_named(fn, frontier)
        frontier = []
        for helper in named:
            for function in [helper, *_methods(helper, module)]:
                if (inspect.isfunction(function) and function not in seen and function.__module__ == module
                        and (found := _function_tree(function)) is not None):
                    seen.add(function)
                    trees.append(found[0])
                    texts.append(found[1])
                    frontier.append(found[0])
    return Source(tuple(trees), tuple(texts))


def module_code_named(fn: Any, trees: Sequence[ast.AST]) -> list[Any]:
    """The functions and classes of ``fn``'s own module that ``trees`` name, in the order of their
    names: the student's helpers, which :func:`read_source` reads and
    :mod:`~ttt_lab.exercises.repairs` rebuilds."""
    names = sorted({node.id for tree in trees for node in ast.walk(tree) if isinstance(node, ast.Name)})
    module = getattr(fn, "__module__", None)
    found = [getattr(fn, "__globals__", {}).get(name) for name in names]
    return [obj for obj in found if (inspect.isfunction(obj) or inspect.isclass(obj)) and obj.__module__ == module]


def _methods(helper: Any, module: str | None) -> list[Any]:
    """The methods of a class of the student's own module that the code names (``Agent(game)`` then
    ``agent.search(...)``: the search lives in a method, blind36's ab_01), as plain functions."""
    if not (inspect.isclass(helper) and helper.__module__ == module):
        return []
    return [inspect.unwrap(getattr(member, "__func__", member)) for member in vars(helper).values()
            if inspect.isfunction(getattr(member, "__func__", member))]


def called_name(call: ast.Call) -> str | None:
    """The name a call calls: ``f`` of ``f(...)``, ``name`` of ``game.name(...)``; None for anything else."""
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def whole_number(node: ast.AST) -> int | None:
    """A whole number written in the code (``0``, ``-1``); None for anything else."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = whole_number(node.operand)
        return None if inner is None else -inner
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    return None


def calls_to(source: Source, name: str) -> list[ast.Call]:
    """The calls of ``name`` in the source: ``game.name(...)`` or ``name(...)``."""
    return [node for node in source.nodes() if isinstance(node, ast.Call) and called_name(node) == name]


def assignments_to(source: Source, name: str) -> list[str]:
    """The source text of every ``name = ...`` in the source."""
    return [source.segment(node) for node in source.nodes() if isinstance(node, ast.Assign)
            and any(isinstance(target, ast.Name) and target.id == name for target in node.targets)]


def calls_all_or_every_cell(source: Source) -> bool:
    """The code tests a line's cells all alike: ``all(...)``, ``len(set(...)) == 1`` or a
    comparison chain ``a == b == c``."""
    for node in source.nodes():
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("all", "set"):
            return True
        if isinstance(node, ast.Compare) and len(node.ops) >= 2 and all(isinstance(op, ast.Eq) for op in node.ops):
            return True
    return False


def zip_without_star(source: Source) -> str | None:
    """The text of a ``zip(board)`` call: one argument, not unpacked, where transposing a board
    takes ``zip(*board)``; None if the code has none."""
    for call in calls_to(source, "zip"):
        if len(call.args) == 1 and not call.keywords and not isinstance(call.args[0], ast.Starred):
            return source.segment(call)
    return None


HintCheck = Callable[[Source], "str | None"]
"""Reads the student's source; returns the hint to show instead when the code already does
what the problem's own hint asks, else ``None``."""


def vet_hints(problems: list[Problem], fn: Callable[..., Any], checks: Mapping[str, HintCheck]) -> list[Problem]:
    """``problems`` with each hint whose check finds that the code already does what it asks
    replaced by the check's own words (what the code does, and where to look instead)."""
    if not any(p.name in checks and not p.note for p in problems):
        return problems
    source = read_source(fn)
    if not source.trees:
        return problems
    vetted = []
    for problem in problems:
        check = checks.get(problem.name)
        instead = check(source) if check is not None and not problem.note else None
        vetted.append(dataclasses.replace(problem, hint=instead) if instead else problem)
    return vetted


def markers_tested(source: Source, names: Mapping[str, Any]) -> list[tuple[ast.AST, Any]]:
    """(node, constant) for every string or ``None`` the code compares with (==, !=, in, is) or
    counts (``cells.count(".")``): the markers it takes cells to hold. A module constant
    (``EMPTY = " "``) is read through ``names``, the function's globals; a loop variable over
    constants (``for p in ("X", "o")``) stands for each of them."""
    looped = {node.target.id: node.iter for node in source.nodes() if isinstance(node, (ast.For, ast.comprehension))
              and isinstance(node.target, ast.Name) and isinstance(node.iter, (ast.Tuple, ast.List, ast.Set))}

    def constants(node: ast.AST) -> list[Any]:
        if isinstance(node, ast.Name) and node.id in looped:
            return constants(looped[node.id])
        if isinstance(node, ast.Constant) and isinstance(node.value, (str, type(None))):
            return [node.value]
        if isinstance(node, ast.Name) and node.id in names and (isinstance(names[node.id], str) or (
                names[node.id] is None and node.id.lstrip("_").isupper())):  # EMPTY = None, a constant's name
            return [names[node.id]]
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return [v for elt in node.elts for v in constants(elt)]
        return []

    # A name the code indexes (board[r][c]) holds a board or a row, not a cell: its test against None
    # (`if board == None: return None`) guards a missing argument, and says nothing of empty cells.
    indexed = {node.value.id for node in source.nodes() if isinstance(node, ast.Subscript)
               and isinstance(node.value, ast.Name)}

    # A helper's returned value (`row_wise = return_winner(board)`, `equal(line) is not None`) is a
    # line's verdict, not a cell: its test against None asks whether the helper found something
    # (blind42's wt_04). Only the student's own helpers count; game.stone_at(...) is a cell.
    returned = helper_results(source, names)

    def helper_result(side: ast.AST) -> bool:
        return (isinstance(side, ast.Name) and side.id in returned) or calls_student_helper(side, names)

    def guards_container(node: ast.Compare) -> bool:
        sides = (node.left, *node.comparators)
        return any((isinstance(side, ast.Name) and side.id in indexed) or helper_result(side) for side in sides) and any(
            isinstance(side, ast.Constant) and side.value is None for side in sides)

    found: list[tuple[ast.AST, Any]] = []
    for node in source.nodes():
        if isinstance(node, ast.Compare) and not guards_container(node):
            found += [(node, v) for side in (node.left, *node.comparators) for v in constants(side)]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "count"
              and len(node.args) == 1):
            found += [(node, v) for v in constants(node.args[0])]
    return found


def student_helper(names: Mapping[str, Any], name: str) -> bool:
    """Whether ``name`` is a function of the student's own (a global of theirs that is a function
    not from this package): its calls return what the student's helper computes."""
    obj = names.get(name)
    return inspect.isfunction(obj) and not (obj.__module__ or "").startswith("ttt_lab")


def calls_student_helper(node: ast.AST, names: Mapping[str, Any]) -> bool:
    """Whether ``node`` is a call of one of the student's own helpers (:func:`student_helper`) by name."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and student_helper(names, node.func.id)


def helper_results(source: Source, names: Mapping[str, Any]) -> set[str]:
    """The names the code binds only to the result of a call of one of the student's helpers."""
    bound: dict[str, bool] = {}
    for node in source.nodes():
        if isinstance(node, ast.Assign):
            from_helper = calls_student_helper(node.value, names)
            for target in node.targets:
                if isinstance(target, ast.Name):
                    bound[target.id] = bound.get(target.id, True) and from_helper
    return {name for name, only in bound.items() if only}


def marker_made(source: Source, marker: Any) -> bool:
    """The code makes the marker itself (``stone or "."``, ``"." if stone is None else stone``, a
    dict's value), so its cells may hold it whatever the board holds."""
    made = [v for node in source.nodes() for v in (
        node.values if isinstance(node, ast.BoolOp) else [node.body, node.orelse] if isinstance(node, ast.IfExp)
        else node.values if isinstance(node, ast.Dict) else [])]
    return any(isinstance(v, ast.Constant) and v.value == marker and type(v.value) is type(marker) for v in made)


def empty_made_from_stone(source: Source) -> tuple[str, str] | None:
    """(the code's words, the marker) where the code replaces stone_at's None by a marker of its own
    (``game.stone_at(s, c) or '.'``, ``'.' if stone is None else stone``): the cells it reads hold that marker, not
    None, so a hint must name it (blind80's ev_02, testing ``''`` on cells built with ``or '.'``)."""
    for node in source.nodes():
        if (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and isinstance(node.values[-1], ast.Constant)
                and isinstance(node.values[-1].value, str)
                and any(isinstance(n, ast.Attribute) and n.attr == "stone_at" for v in node.values[:-1]
                        for n in ast.walk(v))):
            return source.segment(node), node.values[-1].value
        if (isinstance(node, ast.IfExp) and isinstance(node.test, ast.Compare) and isinstance(node.body, ast.Constant)
                and isinstance(node.body.value, str) and isinstance(node.test.ops[0], (ast.Is, ast.Eq))
                and any(isinstance(c, ast.Constant) and c.value is None for c in node.test.comparators)):
            return source.segment(node), node.body.value
    return None


_PRINTING = {"board_text", "text", "join", "str", "format", "__str__"}
"""Calls that turn a position into text, where an empty cell reads as '.'."""


def prints_position(source: Source) -> bool:
    """Whether the code turns a position into text (``game.board_text(state)``...), whose empty cells are '.'."""
    return any(isinstance(n, ast.Call) and (n.func.attr if isinstance(n.func, ast.Attribute) else
                                            getattr(n.func, "id", "")) in _PRINTING for n in source.nodes())


def cells_from_board_text(source: Source) -> bool:
    """Whether the code reads its cells from ``game.board_text`` only (never ``stone_at``): they hold '.', never None."""
    attrs = {n.attr for n in source.nodes() if isinstance(n, ast.Attribute)}
    return "board_text" in attrs and "stone_at" not in attrs


def foreign_marker(source: Source, names: Mapping[str, Any], held: tuple[Any, ...]) -> tuple[ast.AST, Any] | None:
    """The first marker the code tests cells against (a one-character string, or ``None``) that
    no cell holds (``held``: the stones and the empty cell of the positions it is given), and
    that the code does not make itself: ``"o"`` for ``"O"``, ``"."`` where empty cells are
    ``None``, ``" "`` where they are ``"."``. Code that prints a position may hold ``"."`` too."""
    held = (*held, ".") if prints_position(source) else held
    if cells_from_board_text(source):
        held = tuple(h for h in held if h is not None)
    for node, marker in markers_tested(source, names):
        if (marker is None or len(marker) <= 1) and marker not in held and not marker_made(source, marker):
            return node, marker
    return None


_POSITION_CHARACTERS = frozenset("XO./")
"""Every character a position holds or prints as: its stones, its empty cell '.', its rows' '/'."""


def foreign_word(source: Source, names: Mapping[str, Any]) -> tuple[ast.AST, Any] | None:
    """The first word (two characters or more) the code tests cells against or counts that holds a
    character no position ever holds, nor its text (``"free"``, ``"empty"``: a port's own marker,
    blind48's ev_04 counting ``line.count("free")`` where empty cells are '.'), and that the code does not
    make itself. Neither a cell nor a row's text can equal it or contain it, so the test never holds.
    Words of X, O and '.' alone (``row == "XXX"``) are left alone: a row's text may be one."""
    for node, marker in markers_tested(source, names):
        if (isinstance(marker, str) and len(marker) > 1 and not set(marker) <= _POSITION_CHARACTERS
                and not marker_made(source, marker)):
            return node, marker
    return None


def marker_hint(source: Source, found: tuple[ast.AST, Any], empty: Any, effect: str) -> str:
    """What to tell code that tests cells against a marker no cell holds (``found``, from
    :func:`foreign_marker`); ``effect`` says what an empty-cell test that never holds does here
    ("no line is ever counted")."""
    node, marker = found
    if isinstance(marker, str) and marker.upper() in ("X", "O"):
        return (f"Your code tests a cell against {marker!r} ({source.segment(node)}), but the stones are \"X\" and"
                f" \"O\", upper case: no cell holds {marker!r}, so that test never sees one of {marker.upper()}'s"
                f" stones. Write {marker.upper()!r}.")
    where = (" (game.stone_at gives \"X\", \"O\" or None; '.' is only how a board is printed)" if empty is None
             else "")
    if empty is None and cells_from_board_text(source):  # its cells come from the printed board: '.' there
        empty, where = ".", " (your cells come from the board as text, game.board_text, which prints it as '.')"
    made = empty_made_from_stone(source) if empty is None else None
    if made is not None:  # its cells come from stone_at with None replaced (stone_at(...) or '.'): they hold that
        empty, where = made[1], f" (your code makes its empty cells {made[1]!r} itself: `{made[0]}`)"
    return (f"Your code tests a cell against {marker!r} ({source.segment(node)}), but an empty cell of these"
            f" positions holds {empty!r}{where}: the test never holds, so {effect}. Test for {empty!r}.")


_ONE_PASS = ("reversed", "iter", "map", "filter", "zip", "enumerate")
"""Builtins whose result is an iterator: one loop over it uses it up."""


def loops_twice_over_one_iterator(source: Source) -> str | None:
    """The hint for code that binds a generator (or another one-pass iterator) to a name and
    loops over that name twice: the second loop finds it used up and never runs, whatever its
    body does. None when no name is looped over twice."""
    made: dict[str, ast.AST] = {}
    for node in source.nodes():
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            if isinstance(value, ast.GeneratorExp) or (
                    isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in _ONE_PASS):
                made[node.targets[0].id] = node
    for name, assign in made.items():
        loops = [node for node in source.nodes() if isinstance(node, ast.For)
                 and isinstance(node.iter, ast.Name) and node.iter.id == name]
        if len(loops) >= 2:
            return (f"`{source.segment(assign)}` makes a one-pass iterator: the first loop over `{name}` uses it up,"
                    f" so the second (`{source.segment(loops[1]).splitlines()[0]}`) runs over nothing and its body"
                    f" never runs. Make it a list ({name} = list(...)), or do all the updates in one loop.")
    return None
