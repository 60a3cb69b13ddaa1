"""Backpropagation's slips that only the code tells apart (issue 27, failure mode 1).

Turning the winner to the other side at every node AND crediting a node whose mover equals
it flips the sides twice: the movers already alternate up the path, so every node with a
mover gets the last node's result, exactly the values of a reward never flipped. The values
cannot tell the two apart; the code can, and a hint asking the first code to "flip the
reward" asks for what it already does.

Example:
    >>> from ttt_lab.exercises.hint_checks import read_source
    >>> def backpropagate(path, winner):
    ...     for node in reversed(path):
    ...         node.visits += 1
    ...         if node.mover == winner:
    ...             node.wins += 1
    ...         winner = 'O' if winner == 'X' else 'X'
    >>> winner_flipped_and_compared(read_source(backpropagate))[1]
    'node.mover == winner'
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem

FLIPS_TWICE = "flips the sides twice: turns the winner at every node and compares each node's mover with it"


def _mentions(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))


def winner_flipped_and_compared(source: Source) -> tuple[str, str] | None:
    """(the flip, the test): inside one loop, a name turned from itself (``winner = other(winner)``,
    ``side = 'O' if side == 'X' else 'X'``) and compared with a node's ``.mover``; ``None`` where
    the code has no such pair."""
    for loop in source.nodes():
        if not isinstance(loop, (ast.For, ast.While)):
            continue
        inside = list(ast.walk(loop))
        for flip in inside:
            if not (isinstance(flip, ast.Assign) and len(flip.targets) == 1 and isinstance(flip.targets[0], ast.Name)
                    and _mentions(flip.value, flip.targets[0].id)):
                continue
            name = flip.targets[0].id
            for test in inside:
                if not (isinstance(test, ast.Compare) and len(test.ops) == 1
                        and isinstance(test.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot))):
                    continue
                sides = (test.left, test.comparators[0])
                if (any(isinstance(s, ast.Name) and s.id == name for s in sides)
                        and any(isinstance(s, ast.Attribute) and s.attr == "mover" for s in sides)):
                    return source.segment(flip), source.segment(test)
    return None


def name_double_flip(problems: list[Problem], fn: Callable[..., Any], never_flips: str) -> list[Problem]:
    """``problems`` with the reward-never-flipped model (named ``never_flips``) renamed
    :data:`FLIPS_TWICE` when the code turns the winner and still tests the mover against it."""
    def applies(p: Problem) -> bool:
        return p.name == never_flips and not p.note

    return rename_by_code(problems, applies, lambda: winner_flipped_and_compared(read_source(fn)), lambda p, found: renamed(
        p, FLIPS_TWICE, f"Your code turns the winner to the other side at every node (`{found[0]}`) and credits a node"
        f" where `{found[1]}`: the movers already alternate up the path, so the two flips cancel and every node with"
        " a mover gets the last node's result (both sides' nodes a win, or neither's); that explains every update"
        " your function returned.", "Flip one thing only: compare node.mover with the playout's winner as it came"
        " (drop the line that turns the winner), or start a reward at the last node's result and turn it (reward ="
        " 1 - reward) without testing the mover."))


NEVER_RUNS = "never runs its update"


def _updates_counts(node: ast.AST) -> bool:
    """Whether ``node`` holds an update of a node's counts (``x.visits += 1``, ``x.wins = ...``)."""
    return any(isinstance(n, (ast.AugAssign, ast.Assign)) and any(
        isinstance(t, ast.Attribute) and t.attr in {"visits", "wins"}
        for t in (n.targets if isinstance(n, ast.Assign) else [n.target])) for n in ast.walk(node))


def update_never_runs(source: Source) -> str | None:
    """What in the code keeps its update of the counts from running, when the code has one: a
    ``map``/``filter`` (lazy in Python 3) or a generator expression left unconsumed as a statement,
    a ``yield`` in the function (calling it only makes a generator), or a helper holding the
    update that is never called. ``None`` where the code shows none of these."""
    if not source.trees or not any(_updates_counts(tree) for tree in source.trees):
        return None
    first = source.trees[0].body[0] if isinstance(source.trees[0], ast.Module) and source.trees[0].body else None
    for statement in source.nodes():
        if not isinstance(statement, ast.Expr):
            continue
        value = statement.value
        if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in {"map", "filter"}):
            return (f"`{source.segment(statement)}` only builds a lazy {value.func.id} object (in Python 3 {value.func.id}"
                    " computes nothing until something iterates over it), and nothing does")
        if isinstance(value, ast.GeneratorExp):
            return f"`{source.segment(statement)}` is a generator expression that nothing iterates over"
    if isinstance(first, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(first) if _owner(first, n) is first):
        return (f"{first.name} has a yield, so calling it only makes a generator: none of its lines run until"
                " something iterates over it, and the checker, as MCTS does, only calls it")
    called = {n.func.id for n in source.nodes() if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    passed = {a.id for n in source.nodes() if isinstance(n, ast.Call) for a in n.args if isinstance(a, ast.Name)}
    for helper in source.nodes():
        if (isinstance(helper, ast.FunctionDef) and helper is not first and _updates_counts(helper)
                and helper.name not in called | passed):
            return f"{helper.name}, which holds the update, is never called (`{helper.name}` without parentheses does nothing)"
    return None


def _owner(top: ast.AST, target: ast.AST) -> ast.AST | None:
    """The innermost function of ``top`` (``top`` itself included) that holds ``target``."""
    owner = None
    for node in ast.walk(top):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and any(n is target for n in ast.walk(node)):
            owner = node  # ast.walk goes outside in: the last one holding it is the innermost
    return owner


def name_update_never_run(problems: list[Problem], fn: Callable[..., Any], unchanged: str) -> list[Problem]:
    """``problems`` with the nodes-never-changed model (named ``unchanged``) renamed :data:`NEVER_RUNS`
    when the code holds the update but shows why it never runs: "update in place" would ask for what
    the code already does."""
    def applies(p: Problem) -> bool:
        return p.name == unchanged and not p.note

    return rename_by_code(problems, applies, lambda: update_never_runs(read_source(fn, levels=2)), lambda p, found: renamed(
        p, NEVER_RUNS, f"Your code updates the counts, but those lines never run: {found}. No node of the path"
        " changes at all, which explains every update your function returned.", "Run the update for each node"
        " with a plain loop: for node in path: ... (a map or a generator does its work only when something"
        " iterates over it; a function does its work only when called)."))


def _is_mover_test(test: ast.AST) -> bool:
    """``x.mover == winner`` (either way round): a node's mover compared with the winner for equality."""
    return (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.Is))
            and any(isinstance(s, ast.Attribute) and s.attr == "mover" for s in (test.left, test.comparators[0])))


def _is_draw_test(test: ast.AST) -> bool:
    """``winner is None``, ``winner == None`` or ``not winner``: a test for a draw on a name."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return isinstance(test.operand, ast.Name)
    return (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.Is))
            and any(isinstance(s, ast.Constant) and s.value is None for s in (test.left, test.comparators[0]))
            and any(isinstance(s, ast.Name) for s in (test.left, test.comparators[0])))


def draw_tested_after_mover(source: Source) -> str | None:
    """The mover test of an if/elif chain whose draw test comes after it (``if node.mover == winner:
    ... elif winner is None: ...``), as written; ``None`` where the code has no such chain."""
    for node in source.nodes():
        if not (isinstance(node, ast.If) and _is_mover_test(node.test)):
            continue
        branch = node.orelse
        while len(branch) == 1 and isinstance(branch[0], ast.If):
            if _is_draw_test(branch[0].test):
                return source.segment(node.test)
            branch = branch[0].orelse
    return None


def name_draw_after_mover(problems: list[Problem], fn: Callable[..., Any], draw_credit: str) -> list[Problem]:
    """``problems`` with the root's draw credit (named ``draw_credit``) told by the code when it tests the
    mover before the draw: its draw branch is there (a hint to add it asks for what the code has), and
    the root, whose mover None equals a draw's winner None, never reaches it."""
    def applies(p: Problem) -> bool:
        return p.name == draw_credit and not p.note and "to the root's wins for a draw" in p.detail

    found = None
    if any(applies(p) for p in problems):
        found = draw_tested_after_mover(read_source(fn))
    if found is None:
        return problems
    hint = (f"Test for the draw before comparing the mover: your code asks `{found}` first, and on a draw winner is"
            " None, and so is the root's mover, so the root takes the whole win and never reaches your draw branch."
            " Put `if winner is None:` (the half win) first and the mover's test in the elif.")
    return [Problem(p.name, p.detail, hint) if applies(p) else p for p in problems]


SKIPS_ROOT_HINT_LOOP = ("The root is on the path too: its visits count the playouts (UCB1's ln N at its children reads"
                        " them). Update each node before asking for its parent (loop `while node is not None:`), so"
                        " the root, which has no parent, is updated too.")


def skips_root_words(source: Source) -> tuple[str, str] | None:
    """The words of "skips the root" where the code's loop is not a slice: ``path[1:]`` (or ``range(1, ...)``)
    is named only where a ``for`` loop walks it. A ``while`` loop that climbs while the node has a parent
    (``while node.parent is not None:``) stops at the root, which has none, before updating it: said so, with a
    hint in its terms. Other code (the root left out some other way): the name alone, without ``path[1:]``."""
    for node in source.nodes():
        if isinstance(node, ast.For) and (
                (isinstance(node.iter, ast.Subscript) and isinstance(node.iter.slice, ast.Slice)
                 and isinstance(node.iter.slice.lower, ast.Constant) and node.iter.slice.lower.value == 1)
                or (isinstance(node.iter, ast.Call) and isinstance(node.iter.func, ast.Name) and node.iter.func.id == "range"
                    and len(node.iter.args) >= 2 and isinstance(node.iter.args[0], ast.Constant)
                    and node.iter.args[0].value == 1)):
            return None  # the slice (or range) the explanation names
    for node in source.nodes():
        if isinstance(node, ast.While) and any(isinstance(inner, ast.Compare) and any(
                isinstance(op, ast.IsNot) for op in inner.ops) for inner in ast.walk(node.test)):
            test = source.segment(node.test)
            return (f"walks up the path while the node has a parent (`while {test}:`): the loop stops at the root,"
                    " which has none, before updating it", SKIPS_ROOT_HINT_LOOP)
    return ("leaves the root out", "The root is on the path too: its visits count the playouts (UCB1's ln N at its"
            " children reads them). Update every node of the path, path[0] included.")


SKIPS_LEAF_HINT_PARENT = ("The new node at the end of the path was visited too: update the node itself first, then"
                          " move on to its parent (node.visits += 1 before node = node.parent), so the last node of"
                          " the path, which is no node's parent, is counted too.")


def one_step_up(node: ast.AST) -> bool:
    """``node.parent`` or ``path[i - 1]``: the node one step up the path."""
    return (isinstance(node, ast.Attribute) and node.attr == "parent") or (
        isinstance(node, ast.Subscript) and isinstance(node.slice, ast.BinOp) and isinstance(node.slice.op, ast.Sub)
        and isinstance(node.slice.right, ast.Constant) and node.slice.right.value == 1)


def parent_written(source: Source) -> ast.AST | None:
    """The node one step up the path that the code adds a count to (``path[i - 1].visits += 1``, or ``+=`` on a
    name bound to ``node.parent``): code that updates each node's parent; None where it has none."""
    parents = {target.id: node.value for node in source.nodes() if isinstance(node, ast.Assign) and one_step_up(node.value)
               for target in node.targets if isinstance(target, ast.Name)}
    for node in source.nodes():
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute):
            owner = node.target.value
            updated = parents.get(owner.id) if isinstance(owner, ast.Name) else owner if one_step_up(owner) else None
            if updated is not None:
                return updated
    return None


def skips_leaf_words(source: Source) -> tuple[str, str] | None:
    """The words of "skips the new node" where the code does not slice the path: ``path[:-1]`` is named only
    where a ``for`` loop walks a slice or a ``range`` one short. Code that updates each node's parent (a
    recursion or a loop that adds to ``path[i - 1]`` or ``node.parent``, blind43's bp_04) never reaches the last
    node, which is no node's parent: said so, with a hint in its terms. Other code: the name alone."""
    for node in source.nodes():
        if isinstance(node, ast.For) and ((isinstance(node.iter, ast.Subscript) and isinstance(node.iter.slice, ast.Slice))
                                          or (isinstance(node.iter, ast.Call) and getattr(node.iter.func, "id", "") == "range")):
            return None  # a slice (or a range) the explanation names
    updated = parent_written(source)
    if updated is not None:
        return (f"updates each node's parent (`{source.segment(updated)}`), starting from the last node's, so"
                " the last node of the path, which is no node's parent, is never updated", SKIPS_LEAF_HINT_PARENT)
    return ("leaves the last node out", "The new node at the end of the path was visited too: update every node of"
            " the path, path[-1] included.")
