"""The one-token rules of the repairs: what a slip of one word in a student's search looks like (issue 27).

Each rule names a classic slip as a rewrite of one node of the student's code (Singh, Gulwani and
Solar-Lezama's error model, PLDI 2013): ``==`` written where ``=`` assigns, one name where its partner
belongs (``alpha`` for ``beta``, ``state`` for the child made from it), two arguments in the wrong
order, a minus missing or one too many (on a searched value too: ``best = score`` for ``-score``), an
index counted from the end one off (``[-i]`` for ``[-1 - i]``), a comparison the wrong way or off by
one, a constant off by one (where it is an amount added or stored: the wrong amount), ``//`` for
``/``, ``and`` for ``or``, a conditional expression where one branch always belongs. :func:`edits` lists a node's rewrites; :mod:`~ttt_lab.exercises.repairs`
tries them (with :mod:`~ttt_lab.exercises.repair_blocks`' rules for where statements stand) and
keeps those the checker verifies.
"""

from __future__ import annotations

import ast
import copy
import itertools
import re
from collections.abc import Callable, Iterator
from typing import Any

from ttt_lab.exercises.hint_checks import called_name
from ttt_lab.exercises.repair_blocks import (
    BREAKS_FOR_RETURN,
    EXITS_EARLY,
    LINE_TOO_MANY,
    RETURNS_IN_LOOP,
    STEPS_SWAPPED,
)

ASSIGNS_WITH_EQUALS = "compares with == where it means to assign"
NAME_SWAPPED = "uses one name where another belongs"
ARGUMENTS_SWAPPED = "passes two arguments in the wrong order"
SIGN_WRONG = "has a minus where none belongs, or none where one does"
COMPARES_WRONG_WAY = "compares the wrong way"
OFF_BY_ONE = "is off by one"
ADDS_WRONG_AMOUNT = "adds the wrong amount"
STORES_WRONG_AMOUNT = "stores the wrong amount"
WRONG_OPERATOR = "uses the wrong operator"
INDEX_OFF_BY_ONE = "counts an index from the end one off"
ONE_BRANCH = "chooses between two values where one always belongs"

PARTNERS: tuple[frozenset[str], ...] = tuple(frozenset(pair) for pair in (
    ("alpha", "beta"), ("low", "high"), ("lo", "hi"), ("lower", "upper"), ("max", "min"), ("me", "you"),
    ("player", "opponent"), ("MAX", "MIN"), ("maximizing", "minimizing"), ("a", "b"), ("mine", "theirs"),
    ("wins", "visits"), ("n", "N"), ("parent", "child"), ("x", "y"), ("row", "col"), ("r", "c"), ("i", "j"),
))
"""Names that come in pairs in search code, where writing one for the other is a classic slip."""



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


Edit = tuple[str, str, str, Callable[[Any], Any]]
"""(name, hint, what changed, edit): the edit returns the node to put in the old one's place."""


def edits(node: ast.AST, parent: ast.AST | None, partners: dict[str, list[str]], own: set[str],
           values: set[str]) -> Iterator[Edit]:
    """Every one-token edit of ``node`` the rules make, most likely first. ``values``: the names that
    hold what a call of the student's own search returned (``score = negamax(...)``)."""
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
    if (isinstance(node, ast.Call) and called_name(node) in own
            and not (isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.USub))):
        yield (SIGN_WRONG, "Look at what that value means and from whose side it is seen: one minus turns it to"
               " the other player's view, two turn it back.", "a minus missing",
               lambda n: ast.UnaryOp(op=ast.USub(), operand=n))
    if (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in values
            and not (isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.USub))):
        yield (SIGN_WRONG, "Look at what that value means and from whose side it is seen: one minus turns it to"
               " the other player's view, two turn it back.", f"`{node.id}` where `-{node.id}` belongs",
               lambda n: ast.UnaryOp(op=ast.USub(), operand=n))
    if isinstance(parent, ast.Subscript) and node is parent.slice and (
            (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Name))
            or (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.right, ast.Name))):
        # board[i][-i] for board[i][-1 - i]: the last item is -1, not -0 (n - i for n - 1 - i the same way)
        ends = f"-1 - {ast.unparse(node.operand)}" if isinstance(node, ast.UnaryOp) else \
            f"{ast.unparse(node.left)} - 1 - {ast.unparse(node.right)}"  # type: ignore[attr-defined]
        yield (INDEX_OFF_BY_ONE, "Count from the end on paper: the last item is [-1] (or [n - 1]), so the one i"
               " steps before it is [-1 - i] (or [n - 1 - i]).", f"`{ast.unparse(node)}` where `{ends}` belongs",
               lambda n: ast.parse(ends, mode="eval").body)
    if isinstance(node, ast.IfExp):
        for branch in (node.body, node.orelse):
            yield (ONE_BRANCH, "Ask when each of the two values is right: does the condition ever change it?",
                   f"`{ast.unparse(node)}` where `{ast.unparse(branch)}` belongs", _branch(branch is node.body))
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
        for other in partners.get(node.id, []):
            yield (NAME_SWAPPED, f"Read that line again with `{node.id}` and `{other}` in mind: which one does it"
                   " mean there?", f"`{node.id}` where `{other}` belongs",
                   _named(other))
    if isinstance(node, ast.Call) and (called_name(node) in own or called_name(node) in ("max", "min", "range")):
        for i in range(len(node.args) - 1):
            if not any(isinstance(a, ast.Starred) for a in node.args[i:i + 2]):
                first, second = (ast.unparse(a) for a in node.args[i:i + 2])
                if first != second:
                    yield (ARGUMENTS_SWAPPED, f"Check the order {called_name(node)} takes its arguments in.",
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
        name, hint = constant_slip(node, parent)
        for new_value in (node.value + 1, node.value - 1):
            if new_value >= 0:
                yield (name, hint, f"`{node.value}` where `{new_value}` belongs", _constant(new_value))


def constant_slip(node: ast.Constant, parent: ast.AST | None) -> tuple[str, str]:
    """The name and hint of a small constant's repair, by what the constant does on its line. An amount
    added (``wins += 1``) or stored in a counter or table (``node.wins = 1``, ``table[key] = 0``) is
    worth the wrong amount: telling it "off by one", with a hint about the ends of a count, sends the
    student to look for a loop bound the line does not have (wave 27's bp_01: the root credited ``+= 1``
    where nothing belongs). Every other small constant is a bound or a count (a comparison's operand,
    a range's argument, a depth, ``n + 1``): off by one."""
    if isinstance(parent, ast.AugAssign) and parent.value is node and isinstance(parent.op, (ast.Add, ast.Sub)):
        return ADDS_WRONG_AMOUNT, ("Ask what that line should add each time it runs (a whole one, a half, or"
                                   " nothing at all): the amount written there is not it.")
    if isinstance(parent, ast.Assign) and parent.value is node \
            and all(isinstance(target, (ast.Attribute, ast.Subscript)) for target in parent.targets):
        return STORES_WRONG_AMOUNT, ("Ask what that line should store each time it runs: the amount written"
                                     " there is not it.")
    return OFF_BY_ONE, "Count the cases at the ends: is that one too many, or one too few?"


def _branch(first: bool) -> Callable[[Any], Any]:
    return lambda n: n.body if first else n.orelse


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


def _op(op: ast.AST) -> str:
    return {ast.Lt: "<", ast.Gt: ">", ast.LtE: "<=", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=", ast.And: "and",
            ast.Or: "or", ast.Add: "+", ast.Sub: "-"}[type(op)]



_MIRRORED = {"max": "min", "min": "max", "alpha": "beta", "beta": "alpha", "<": ">", ">": "<", "<=": ">=",
             ">=": "<=", "MAX": "MIN", "MIN": "MAX", "inf": "inf"}


def mirrored(text: str) -> str:
    """``text`` as MIN's half of the code says what MAX's does: max and min, alpha and beta, < and > exchanged."""
    return re.sub(r"<=|>=|<|>|\b(?:max|min|alpha|beta|MAX|MIN)\b", lambda m: _MIRRORED[m.group(0)], text)



def values_returned(tree: ast.AST, own: set[str]) -> set[str]:
    """The names bound to what a call of the student's own functions returns (``score = negamax(...)``,
    ``value, move = search(...)``): a searched value, which one minus turns to the other side's view."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and called_name(node.value) in own:
            for target in node.targets:
                found |= {name.id for name in ast.walk(target) if isinstance(name, ast.Name)}
    return found


def partners(tree: ast.AST) -> dict[str, list[str]]:
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


RULE_ORDER = [ASSIGNS_WITH_EQUALS, ARGUMENTS_SWAPPED, RETURNS_IN_LOOP, STEPS_SWAPPED, BREAKS_FOR_RETURN, NAME_SWAPPED,
              SIGN_WRONG, INDEX_OFF_BY_ONE, COMPARES_WRONG_WAY, WRONG_OPERATOR, OFF_BY_ONE, ADDS_WRONG_AMOUNT,
              STORES_WRONG_AMOUNT, ONE_BRANCH, EXITS_EARLY, LINE_TOO_MANY]
"""The rules in the order they are tried: the edits least likely to fix code by accident first (two
arguments swapped before a minus dropped from one of them; a line dropped last of all). Where statements
stand comes early: those rewrites are few, and a name or a sign changed passes by accident more often
than two steps put back in order. An amount added or stored comes after a bound's slip: where both pass,
the bound (a comparison, ``n + 1``) is the likelier slip."""


