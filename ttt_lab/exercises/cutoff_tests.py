"""The tests a search stops at, read from the student's source (issue 27, failure mode 1: an
explanation's words follow the code, :attr:`~ttt_lab.exercises.engine.Mistake.worded`).

A search that returns evaluate(state) at every unfinished position, whatever the depth left,
never searches. Two kinds of code do so: a return of the evaluation outside its depth test,
and a depth test that holds at every depth (``depth >= 0`` typed for ``depth <= 0``, blind40's
dl_03, ported from public code). Their values are the same, so the model cannot tell them
apart; the source can. :func:`never_searches_words` quotes a test that holds at every depth
where the code has one, and otherwise speaks of the misplaced return only where the code has
a return of the evaluation that no depth test guards; where it cannot tell, its words claim
neither.

A search that stops only at wins scores a draw as unfinished. Code that looks for a winner does
so, and so does code that calls game.is_terminal but stops on a value compared with 0
(``if terminal_value(state) != 0:``, blind40's ab_01): 0 is a draw's value as well as "not over".
Telling it to "test game.is_terminal instead of looking for a winner" sends it to a call it has;
:func:`zero_as_unfinished_words` quotes its test instead.

The source is only read (parsed, never run).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def f(g, s, depth, ev):\\n    if depth >= 0:\\n        return ev(s)\\n    return f(g, s, depth - 1, ev)"
    >>> [source_text for source_text, _, _ in always_true_depth_tests(Source((ast.parse(text),), (text,)))]
    ['depth >= 0']
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable

from ttt_lab.exercises.hint_checks import Source, whole_number

_COMPARE: dict[type[ast.cmpop], Callable[[int, int], bool]] = {
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
    ast.Eq: operator.eq, ast.NotEq: operator.ne,
}

DEPTHS_LEFT = range(0, 12)
"""The depths a test is tried at: a search counts its depth down to 0 from what it was handed."""

_DEPTH_WORDS = ("depth", "ply", "plies", "level", "remaining", "horizon")


def _parameters(source: Source) -> set[str]:
    return {arg.arg for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            for arg in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)}


def depth_names(source: Source) -> set[str]:
    """The names the code counts its depth in: a parameter named for it (``depth``, ``ply``,
    ``d_left``...), or any parameter the code hands on as ``name - 1``."""
    parameters = _parameters(source)
    lowered = {node.left.id for node in source.nodes() if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub)
               and isinstance(node.left, ast.Name) and whole_number(node.right) == 1}
    named = {name for name in parameters if any(word in name.lower() for word in _DEPTH_WORDS)}
    return named | (lowered & parameters)


def _counted_up(source: Source) -> set[str]:
    """The parameters the code hands on as ``name + 1``: a depth counted up from the root (``ply + 1``)."""
    parameters = _parameters(source)
    return {node.left.id for node in source.nodes() if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)
            and isinstance(node.left, ast.Name) and whole_number(node.right) == 1} & parameters


def always_true_depth_tests(source: Source) -> list[tuple[str, str, str]]:
    """Each comparison of a depth name that holds at every depth the search meets, as ``(its text, the
    cut-off test meant, why it always holds)``: with a number, at every depth left (:data:`DEPTHS_LEFT`: ``depth >= 0``,
    ``depth > -1``, ``0 <= depth``); a depth counted up from 0 (``ply + 1``) with the limit, at the root
    whatever the limit (``ply <= depth``, true at ply 0, where ``ply >= depth`` is meant). Asserts are
    left out (``assert depth >= 0`` guards, it does not stop)."""
    names, up = depth_names(source), _counted_up(source)
    asserted = {id(inner) for node in source.nodes() if isinstance(node, ast.Assert) for inner in ast.walk(node)}
    found: list[tuple[str, str, str]] = []
    for node in source.nodes():
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE) or id(node) in asserted:
            continue
        left, right, op = node.left, node.comparators[0], _COMPARE[type(node.ops[0])]
        why = "true at depth 0, 1, 2 and beyond"
        if isinstance(left, ast.Name) and left.id in names and (number := whole_number(right)) is not None:
            name, holds = left.id, all(op(d, number) for d in DEPTHS_LEFT)
            meant = f"{name} <= 0" if name not in up else f"{name} reaching the depth limit"
        elif isinstance(right, ast.Name) and right.id in names and (number := whole_number(left)) is not None:
            name, holds = right.id, all(op(number, d) for d in DEPTHS_LEFT)
            meant = f"{name} <= 0" if name not in up else f"{name} reaching the depth limit"
        elif isinstance(left, ast.Name) and isinstance(right, ast.Name) and left.id in up and right.id != left.id:
            holds, meant = all(op(0, limit) for limit in DEPTHS_LEFT), f"{left.id} >= {right.id}"
            why = f"true at the root, where {left.id} is 0, whatever the limit"
        elif isinstance(left, ast.Name) and isinstance(right, ast.Name) and right.id in up and right.id != left.id:
            holds, meant = all(op(limit, 0) for limit in DEPTHS_LEFT), f"{left.id} <= {right.id}"
            why = f"true at the root, where {right.id} is 0, whatever the limit"
        else:
            continue
        text = source.segment(node)
        if holds and text not in (seen[0] for seen in found):
            found.append((text, meant, why))
    return found


def _evaluations_returned(source: Source) -> list[ast.Return]:
    """The returns whose value calls an evaluation: a function or method whose name holds "eval" or "heur",
    or a function handed in as a parameter (``ev(state)``)."""
    parameters = _parameters(source)

    def evaluation(name: str) -> bool:
        return "eval" in name.lower() or "heur" in name.lower() or name in parameters

    def evaluates(node: ast.AST) -> bool:
        return any(isinstance(inner, ast.Call) and evaluation(getattr(inner.func, "id", None)
                                                              or getattr(inner.func, "attr", None) or "")
                   for inner in ast.walk(node))

    return [node for node in source.nodes() if isinstance(node, ast.Return) and node.value is not None
            and evaluates(node.value)]


def _guarded_by_depth(source: Source, node: ast.AST, names: set[str]) -> bool:
    """``node`` sits in the body of an if whose test reads a depth name, or of one that calls a helper
    of the code's own (``if terminal(depth, state):``, whose test lives in the helper)."""
    own = {n.name for n in source.nodes() if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for tree in source.trees:
        for test in ast.walk(tree):
            if isinstance(test, ast.If) and any(inner is node for stmt in test.body for inner in ast.walk(stmt)):
                read = {n.id for n in ast.walk(test.test) if isinstance(n, ast.Name)}
                if read & names or read & own:
                    return True
    return False


def never_searches_words(source: Source) -> tuple[str, str] | None:
    """The words of "evaluates instead of searching" that the code shows: the test that holds at
    every depth, quoted, where the code has one; the misplaced return (the catalogue's words, kept:
    ``None``) where a return of the evaluation stands outside every depth test; otherwise words that
    claim neither (a helper's test, or a return that only looks guarded)."""
    tests = always_true_depth_tests(source)
    if tests:
        text, meant, why = tests[0]
        return (f"stops at a depth test that always holds: `{text}` is {why}, so it returns evaluate(state) at"
                " every unfinished position and never searches the moves",
                f"Your test `{text}` is {why}: stop only where no depth is left, {meant}, and search the moves"
                " below otherwise.")
    names = depth_names(source)
    returns = _evaluations_returned(source)
    if returns and any(not _guarded_by_depth(source, node, names) for node in returns):
        return None
    return ("returns evaluate(state) at every unfinished position, whatever the depth left, so it never searches"
            " the moves", "Return evaluate(state) only where no depth is left (depth == 0), and search the moves"
            " below otherwise: look at the test that guards that return, and at what it lets through at depth 1.")


_NOT_A_VALUE = ("depth", "len", "count", "moves", "actions", "children", "ply", "level", "remaining")


def zero_tested_as_unfinished(source: Source) -> str | None:
    """The text of the first ``if`` test that stops the search (its body returns) on a value compared with 0,
    ``value != 0`` or ``value == 0`` (0 on either side): a call or a name that is not a depth or a count
    (:data:`_NOT_A_VALUE`), so the value of a finished game. ``None`` where there is none."""
    def named(node: ast.AST) -> str:
        if isinstance(node, ast.Call):
            node = node.func
        return (getattr(node, "id", None) or getattr(node, "attr", None) or "").lower()

    for node in sorted(source.nodes(), key=lambda n: getattr(n, "lineno", 0)):
        if not (isinstance(node, ast.If) and any(isinstance(inner, ast.Return) for stmt in node.body
                                                 for inner in ast.walk(stmt))):
            continue
        for test in ast.walk(node.test):
            if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.NotEq, ast.Eq))):
                continue
            sides = (test.left, test.comparators[0])
            for value, zero in (sides, sides[::-1]):
                if (whole_number(zero) == 0 and isinstance(value, (ast.Call, ast.Name, ast.Attribute)) and named(value)
                        and not any(word in named(value) for word in _NOT_A_VALUE)):
                    return source.segment(test)
    return None


def zero_as_unfinished_words(start: str = "") -> Callable[[Source], tuple[str, str] | None]:
    """The words of "wrong value on a draw" for code whose stopping test compares a value with 0
    (:func:`zero_tested_as_unfinished`): the test quoted, and why 0 cannot tell a draw from a game still
    going. ``start`` is the running best's start where the model has one (``"2"``: MAX's at -2, MIN's at
    +2), else -inf and +inf."""
    low, high = (f"-{start}", f"+{start}") if start else ("-inf", "+inf")

    def words(source: Source) -> tuple[str, str] | None:
        test = zero_tested_as_unfinished(source)
        if test is None:
            return None
        worth = f"worth its running best's start, {low} to MAX and {high} to MIN, instead of 0"
        return (f"stops where `{test}`: 0 is a draw's value as well as \"not over\", so a full board without a winner"
                f" is searched as if unfinished and, having no moves, is {worth}",
                f"Your test `{test}` cannot tell a draw (worth 0) from a game still going: stop where"
                " game.is_terminal(state) is true, which holds for wins and draws, and return the utility there (0 for"
                " a draw)" + (f"; and start the running best at -math.inf (MIN's at +math.inf), not at {start}."
                              if start else "."))

    return words


def _bound_word(node: ast.AST) -> str | None:
    """"alpha" or "beta" where ``node`` names one (``alpha``, ``self.beta``, ``beta_bound``), else None."""
    name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
    return next((word for word in ("alpha", "beta") if name.lower().startswith(word)), None)


def _ends_the_loop(body: list[ast.stmt]) -> bool:
    return any(isinstance(stmt, (ast.Return, ast.Break)) for stmt in body)


def right_cut_tests(source: Source) -> list[str]:
    """The cutoff tests of a search, where every one of them tests the bound its node must test,
    else []. A loop that raises alpha (``alpha = max(alpha, v)``, ``if v > alpha: alpha = v``) is a
    MAX node's: it stops on ``v >= beta`` (``v > beta``, ``alpha >= beta``), beta the smaller side; a
    loop that lowers beta is a MIN node's and stops on ``v <= alpha``, alpha the larger side. A cutoff
    test is an ``if`` on one comparison whose body returns or breaks. Any loop that sets both bounds
    or neither, or a test read otherwise, finds nothing: this only clears a search of testing the
    wrong bound ("prunes on the wrong bound"), wave 25's ab_01, whose tests were right and whose
    window was too tight."""
    found: list[str] = []
    loops = [node for node in source.nodes() if isinstance(node, (ast.For, ast.While))]
    for loop in loops:
        inside = [node for stmt in loop.body for node in ast.walk(stmt)]
        raised = {word for node in inside if isinstance(node, (ast.Assign, ast.AugAssign))
                  for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                  if (word := _bound_word(target)) is not None}
        tests = [node.test for node in inside if isinstance(node, ast.If) and _ends_the_loop(node.body)
                 and isinstance(node.test, ast.Compare) and len(node.test.ops) == 1
                 and any(_bound_word(side) for side in (node.test.left, node.test.comparators[0]))]
        if not tests:
            continue
        if len(raised) != 1:
            return []
        for test in tests:
            left, op, right = test.left, test.ops[0], test.comparators[0]
            if isinstance(op, (ast.GtE, ast.Gt)):
                larger, smaller = left, right
            elif isinstance(op, (ast.LtE, ast.Lt)):
                larger, smaller = right, left
            else:
                return []
            if raised == {"alpha"}:
                right_test = _bound_word(smaller) == "beta" and _bound_word(larger) != "beta"
            else:
                right_test = _bound_word(larger) == "alpha" and _bound_word(smaller) != "alpha"
            if not right_test:
                return []
            found.append(source.segment(test))
    return found


def tests_right_bounds(source: Source) -> bool:
    """:attr:`~ttt_lab.exercises.engine.Mistake.refuted_by` for a test of the wrong bound: every
    cutoff test of the code is a right one (:func:`right_cut_tests`)."""
    return bool(right_cut_tests(source))


def tests_a_limit_set_once(source: Source) -> bool:
    """Whether every return of the evaluation stands under a test that reads a module-level name the code
    sets only while it is unset (``global MAX_DEPTH; if MAX_DEPTH is None: MAX_DEPTH = depth``, wave 28's
    dl_04): the limit is the first call's, kept for every later one, and where that first call asked for
    depth 0 each later one evaluates at once. "Evaluates instead of searching" is then refuted: the code
    searches to the limit it holds, and the slip is the state kept between calls (set_once_globals names
    it). Not where a depth test always holds: that is a search that never searches, whatever it keeps."""
    if always_true_depth_tests(source):
        return False
    declared = {name for node in source.nodes() if isinstance(node, ast.Global) for name in node.names}
    set_once: set[str] = set()
    for node in source.nodes():
        if isinstance(node, ast.If):
            read = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)} & declared
            set_once |= {target.id for stmt in node.body for inner in ast.walk(stmt) if isinstance(inner, ast.Assign)
                         for target in inner.targets if isinstance(target, ast.Name) and target.id in read}
    returns = _evaluations_returned(source)
    return bool(set_once) and bool(returns) and all(_guarded_by_depth(source, node, set_once) for node in returns)
