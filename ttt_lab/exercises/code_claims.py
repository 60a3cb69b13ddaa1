"""What a mistake's explanation claims about the code, checked against the student's source
(issue 27, failure mode 1; :attr:`~ttt_lab.exercises.engine.Mistake.refuted_by`).

Each check reads the student's :class:`~ttt_lab.exercises.hint_checks.Source` (parsed, never
run) and answers True only on a clear finding that the code cannot have the mistake a model
describes: it negates each child's value (so no child goes un-negated), it scores no
position but the one it was called on (so it has no special case for finished children), it
neither divides with ``//`` nor calls int(), floor() or trunc() (so it cannot round). Anything
the check does not foresee refutes nothing: a false refutation loses a right name, where a
model kept only risks what the engine did before.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def f(game, s):\\n    return max(-f(game, c) for c in kids(s))"
    >>> negates_every_child(Source((ast.parse(text),), (text,)))
    True
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from ttt_lab.exercises.hint_checks import Source, called_name


def _defined(source: Source) -> set[str]:
    return {node.name for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


def _own_call(node: ast.AST, defined: set[str]) -> bool:
    """``search(...)``, ``search(...)[0]`` or ``search(...).value``: a call of one of the code's own functions."""
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        node = node.value
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in defined


def _negated(node: ast.AST) -> ast.AST | None:
    """What ``-x`` or ``-1 * x`` / ``x * -1`` negates, else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return node.operand
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        for one, other in ((node.left, node.right), (node.right, node.left)):
            if (isinstance(one, ast.UnaryOp) and isinstance(one.op, ast.USub) and isinstance(one.operand, ast.Constant)
                    and one.operand.value == 1):
                return other
    return None


def negates_every_child(source: Source) -> bool:
    """Every search of a child inside a loop or a comprehension (the code's own function called
    there) is negated, and not under a conditional expression (``v if same_side else -v`` negates
    only sometimes): ``-search(child)``, or a name bound to it (``v = search(child)``) negated
    later, ``v *= -1`` too. Code that does so did not forget to negate, whatever its values: a search that negates twice
    has the values of one that never negates (wave 19's dl_02)."""
    defined = _defined(source)
    parents: dict[int, ast.AST] = {}
    for tree in source.trees:
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                parents[id(child)] = node

    def conditional(node: ast.AST) -> bool:
        while id(node) in parents and not isinstance(node, (ast.FunctionDef, ast.Lambda)):
            node = parents[id(node)]
            if isinstance(node, ast.IfExp):
                return True
        return False

    def negation_of(node: ast.AST) -> ast.AST | None:
        up = parents.get(id(node))
        while isinstance(up, (ast.Subscript, ast.Attribute)) and up.value is node:  # search(...)[0]
            node, up = up, parents.get(id(up))
        return up if up is not None and _negated(up) is node and not conditional(up) else None

    loops = [node for node in source.nodes() if isinstance(node, (ast.For, ast.While, ast.ListComp, ast.GeneratorExp,
                                                                   ast.SetComp, ast.DictComp))]
    inside = list({id(node): node for loop in loops for node in ast.walk(loop)}.values())
    calls = [node for node in inside if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id in defined]
    negated_names = {inner.id for node in inside if (inner := _negated(node)) is not None
                     and isinstance(inner, ast.Name) and not conditional(node)}
    negated_names |= {node.target.id for node in inside if isinstance(node, ast.AugAssign)
                      and isinstance(node.op, ast.Mult) and isinstance(node.target, ast.Name)
                      and _negated(node.value) is not None}

    def negated(call: ast.Call) -> bool:
        if negation_of(call) is not None:
            return True
        up = parents.get(id(call))
        while isinstance(up, (ast.Subscript, ast.Attribute)):
            up = parents.get(id(up))
        if isinstance(up, ast.Assign):
            names = [t.id for each in up.targets for t in ([each] if isinstance(each, ast.Name) else
                                                          each.elts[:1] if isinstance(each, ast.Tuple) else [])
                     if isinstance(t, ast.Name)]
            return any(name in negated_names for name in names)
        return False

    return bool(calls) and all(negated(call) for call in calls)


def lowers_depth_for_every_child(source: Source) -> bool:
    """Every search of a child (the code's own function called inside a loop or a comprehension)
    hands it ``<name> - 1``, and no call of its own hands ``<name> + 1``: such code counts its depth
    down at every ply, so "hands every child the same depth (or depth + 1)" describes code it is not."""
    defined = _defined(source)

    def step(node: ast.AST, op: type[ast.operator]) -> bool:
        return (isinstance(node, ast.BinOp) and isinstance(node.op, op) and isinstance(node.left, ast.Name)
                and isinstance(node.right, ast.Constant) and node.right.value == 1)

    def arguments(call: ast.Call) -> list[ast.AST]:
        return [*call.args, *(k.value for k in call.keywords)]

    own = [node for node in source.nodes() if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
           and node.func.id in defined]
    if any(step(arg, ast.Add) for call in own for arg in arguments(call)):
        return False
    loops = [node for node in source.nodes() if isinstance(node, (ast.For, ast.While, ast.ListComp, ast.GeneratorExp,
                                                                   ast.SetComp, ast.DictComp))]
    inside = {id(node) for loop in loops for node in ast.walk(loop)}
    children = [call for call in own if id(call) in inside]
    return bool(children) and all(any(step(arg, ast.Sub) for arg in arguments(call)) for call in children)


def has_min_rule(source: Source) -> bool:
    """The code may take a minimum somewhere: it names min (a call, or ``pick = ... else min``), starts a value at +inf (``math.inf``,
    ``float("inf")`` not negated) or compares with ``<`` or ``<=``. Read generously: only code with
    none of these has no MIN node's rule."""
    nodes = source.nodes()
    negated = {id(node.operand) for node in nodes if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)}
    for node in nodes:
        if (isinstance(node, ast.Name) and node.id == "min") or (isinstance(node, ast.Attribute) and node.attr == "min"):
            return True  # min(...) called, or handed on (pick = max if ... else min)
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Lt, ast.LtE)) for op in node.ops):
            return True
        if id(node) in negated:
            continue
        if isinstance(node, ast.Attribute) and node.attr == "inf":
            return True
        if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "float" and node.args
                and isinstance(node.args[0], ast.Constant) and str(node.args[0].value).strip().lower() in ("inf", "+inf", "infinity")):
            return True
    return False


def negation_cancelled_words(source: Source) -> tuple[str, str] | None:
    """"Forgets to negate the children's values" worded for code that negates every one of them
    (:func:`negates_every_child`): its values are a search's that never negates, so the minus is
    cancelled before the value is kept (``-min(-v)``, ``score = -score`` after ``score =
    -search(child)``, a comparison of ``-v`` that keeps ``v``). Telling it to negate would send the
    student to a minus that is there (wave 19's dl_02); the mistake is the second one."""
    if not negates_every_child(source):
        return None
    return ("negates each child's value but then cancels that minus before keeping the value (a second minus:"
            " -min(-v) is max(v), score = -score after score = -search(child); or a comparison of -v that keeps v),"
            " so in effect no child's value is negated",
            "Negate each child's value exactly once, and keep the negated value: best = max(best,"
            " -search(child)); look for the second minus (or the un-negated value kept) and remove it.")


def last_mover_words(source: Source) -> tuple[str, str] | None:
    """"Returns the value negated, the side that just moved's" worded for code that turns its answer itself
    (``return max(values) * -1``) and takes its children's values as they are, with no minus on them (wave 34's
    ng_04, StackOverflow 78276156's moveSearch): the catalogue's hint, "return the best of the negated children's
    values without negating it again", would describe children the code does not negate. None where a child's
    value is negated (:func:`negates_every_child`) or no return of the code turns a value's sign."""
    if negates_every_child(source):
        return None
    turned = [node for node in source.nodes() if isinstance(node, ast.Return) and node.value is not None
              and (inner := _negated(node.value)) is not None and not _stands_for_a_number(inner)]
    if not turned:
        return None
    # The last such return is the searched node's (after its loop); a finished game's comes first.
    turned.sort(key=lambda node: node.lineno)
    quoted = source.segment(turned[-1]).strip()
    return (f"returns every value negated, the side that just moved's (`{quoted}`), its children's values taken as"
            " they come",
            "negamax(state) is the value for the side to move at state, at every node: score a finished game for"
            " the side to move, negate each child's value as you take it (it is the opponent's: best = max(best,"
            f" -negamax(child))), and return the best as it is, with no minus in front (`{quoted}` gives the side"
            " that just moved's).")


def has_no_min_rule(source: Source) -> bool:
    """No MIN node's rule anywhere (:func:`has_min_rule`): a negamax form, whose every node takes the
    max. A model that takes the min where MAX (or MIN) is to move describes code it is not."""
    return not has_min_rule(source)


def _parameters(source: Source) -> set[str]:
    return {arg.arg for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            for arg in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)}


def _bound_names(source: Source) -> set[str]:
    """Names the code binds other than as parameters: assignments, loop and comprehension targets, with-as, walrus."""
    found: set[str] = set()
    for node in source.nodes():
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.comprehension, ast.NamedExpr)):
            targets = [node.target]
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            targets = [node.optional_vars]
        found |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return found


def scores_only_its_own_position(source: Source) -> bool:
    """Every ``utility(...)`` call of the code scores a position it was called on: its first argument
    is a parameter the code never rebinds. Such code has no special case that scores a finished
    child from the node above (wave 19's ng_04 was told to drop one it did not have)."""
    calls = [node for node in source.nodes() if isinstance(node, ast.Call)
             and (getattr(node.func, "attr", None) == "utility" or getattr(node.func, "id", None) == "utility")]
    if not calls:
        return False
    own = _parameters(source) - _bound_names(source)
    return all(call.args and isinstance(call.args[0], ast.Name) and call.args[0].id in own for call in calls)


def scores_for_a_side_it_reads(source: Source) -> bool:
    """Every ``utility(state, player)`` call names its player where it scores: ``game.players[i]``,
    ``game.to_move(...)`` or a constant, never a name handed down. Such code does not score its
    finished games for a side it was handed from the root (a colour passed on unchanged)."""
    calls = [node for node in source.nodes() if isinstance(node, ast.Call)
             and (getattr(node.func, "attr", None) == "utility" or getattr(node.func, "id", None) == "utility")]

    def read_in_place(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "players":
            return True
        return isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "to_move"

    # colour * game.utility(state, game.players[0]): the side comes in through the colour, handed down.
    turned = {id(side) for node in source.nodes() if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)
              for side in (node.left, node.right)}
    # So it does through a helper of the code's own that scores (colour * evaluate(game, node), evaluate
    # returning game.utility(node, game.players[0]): blind36's neg_03).
    scoring = {function.name for function in source.nodes() if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
               and any(any(call is inner for inner in ast.walk(function)) for call in calls)}
    through_helper = any(isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and any(
        isinstance(side, ast.Call) and isinstance(side.func, ast.Name) and side.func.id in scoring
        for side in (node.left, node.right)) for node in source.nodes())
    return bool(calls) and not through_helper and all(
        len(call.args) >= 2 and read_in_place(call.args[1]) and id(call) not in turned for call in calls)


def has_no_finished_child_case(source: Source) -> bool:
    """The code scores no finished game from the node above: every ``utility`` call scores a position
    it was called on (:func:`scores_only_its_own_position`) for a side read there
    (:func:`scores_for_a_side_it_reads`). A helper ``score(child, me)`` that scores a child for the
    parent's mover is such a special case, and keeps the model that names it."""
    return scores_only_its_own_position(source) and scores_for_a_side_it_reads(source)


def takes_the_natural_log(source: Source) -> bool:
    """The code takes its logarithms with ``math.log(x)`` alone (one argument, the natural log) and
    never names log10 or log2: a model of the wrong base describes code it is not. Only ``math.log``
    is read (a bare ``log`` may be any import, ``from math import log10 as log``)."""
    nodes = source.nodes()
    if any(isinstance(node, (ast.Name, ast.Attribute)) and getattr(node, "id", getattr(node, "attr", None))
           in ("log10", "log2") for node in nodes):
        return False
    logs = [node for node in nodes if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "log"]
    return bool(logs) and all(isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
                              and call.func.value.id == "math" and len(call.args) == 1 and not call.keywords
                              for call in logs)


ROUNDING_CALLS = ("int", "floor", "trunc", "round")


def rounding_constructs(source: Source) -> list[str]:
    """How the code may make a whole number, in the words a hint shows: ``//`` and the calls of
    :data:`ROUNDING_CALLS` it makes (``floor()`` for ``math.floor``), in the order they first appear."""
    found: list[str] = []
    for node in source.nodes():
        if isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, ast.FloorDiv):
            word = "//"
        elif isinstance(node, ast.Call) and called_name(node) in ROUNDING_CALLS:
            word = f"{called_name(node)}()"
        else:
            continue
        if word not in found:
            found.append(word)
    return found


def cannot_round(source: Source) -> bool:
    """The code neither divides with ``//`` nor calls int(), floor(), trunc() or round(): a model of a
    value rounded to a whole number describes code it does not have."""
    return not rounding_constructs(source)


def rounding_words(what: str, keep: str) -> Callable[[Source], tuple[str, str] | None]:
    """A mistake's ``worded`` for a value made a whole number: where the code makes it with something
    other than ``//`` alone (``math.floor``, int()), the explanation and the hint name what the code
    uses (wave 19's e7 was told it used // over a floor() call). ``what`` is the value ("a chance
    node's value"), ``keep`` how to write it right ("the sum of p × value as it is")."""
    def words(source: Source) -> tuple[str, str] | None:
        found = rounding_constructs(source)
        if not found or found == ["//"]:
            return None
        used = " and ".join(found)
        return (f"makes {what} a whole number with {used}, so its fraction is lost",
                f"Keep {keep}: {used} turns it into a whole number. Drop {'them' if len(found) > 1 else 'it'}"
                " (and divide with /, never //).")

    return words


def has_no_counter(source: Source) -> bool:
    """The code counts nothing: no ``+=`` or ``-=``, no ``n = n + 1``, no sum(), len() or ``.count()``.
    A win test written as comparisons of cells (blind34's wt_01, ``a and b == c`` on every line) has no
    stone counter to leave unreset, whatever answers it shares with one that does."""
    for node in source.nodes():
        if isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub)):
            return False
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.BinOp) and isinstance(node.value.op, (ast.Add, ast.Sub)):
            return False
        if isinstance(node, ast.Call) and ((isinstance(node.func, ast.Name) and node.func.id in ("sum", "len"))
                                           or (isinstance(node.func, ast.Attribute) and node.func.attr == "count")):
            return False
    return bool(source.trees)


_INFINITY_WORDS = ("inf", "max", "big", "large", "huge")


def _stands_for_a_number(node: ast.AST) -> bool:
    """A constant, or a name or call that reads as one (``math.inf``, ``INFINITY``, ``sys.maxsize``,
    ``float("inf")``): what a ``-`` before it writes is a number, not a negated value."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Name) and node.func.id in ("float", "int")
    name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
    return any(word in name.lower() for word in _INFINITY_WORDS)


def negates_nothing(source: Source) -> bool:
    """The code negates no value: no ``-x`` but of a number (``-1``, ``-math.inf``), no ``0 - x``, and
    no product of two values (``sign * v`` may be a side's sign). Such code has no negamax in it, so
    a model of a negamax value left in the side to move's view describes something it does not have
    (wave 25's mm_01: leaves scored for the root's mover, ``game.utility(leaf, maximizer)``)."""
    for node in source.nodes():
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and not _stands_for_a_number(node.operand):
            return False
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.left, ast.Constant) \
                and node.left.value == 0:
            return False
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and not (
                isinstance(node.left, ast.Constant) or isinstance(node.right, ast.Constant)):
            return False  # -1 * v parses as a minus applied to 1, a product with no constant side
    return bool(source.trees)
