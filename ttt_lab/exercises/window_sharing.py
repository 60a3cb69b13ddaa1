"""Whether an alpha-beta search shares its window, read from the student's source.

"Prunes too much" is a symptom; its hint used to name one cause, "give every node its own alpha and
beta (parameters, not shared or global variables)". That is the fix for code that keeps the window
in one place for the whole search (``self.alpha``, ``global alpha``, a list whose items are
overwritten), and no help to code whose alpha and beta are already parameters of every node
(blind38's ab_05: told to stop sharing a window it never shared; its slip is a cut tested on the
child's value before the child's value is taken into v). :func:`window_hint` vets that hint
against the code:

- where the code keeps the window in one place, the hint says where (its words quoted);
- where alpha and beta are parameters and nothing stores them elsewhere, the shared window is
  dropped from the hint; a cut tested before the update (``if child >= beta: break`` and then
  ``v = max(v, child)``) is named where the code has one;
- otherwise (code it cannot read clearly) the hint stays as it is.
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source

PRUNES_TOO_MUCH_WORDS = "Give every node its own alpha and beta"
"""The words of the alpha-beta leaves' "prunes too much" hint that :func:`window_hint` vets."""


def _is_bound(name: str) -> bool:
    lowered = name.lower()
    return "alpha" in lowered or "beta" in lowered


def _mentions_bound(node: ast.AST) -> bool:
    return any((isinstance(n, ast.Name) and _is_bound(n.id)) or (isinstance(n, ast.Attribute) and _is_bound(n.attr))
               or (isinstance(n, ast.Constant) and isinstance(n.value, str) and _is_bound(n.value))
               for n in ast.walk(node))


def _narrows(node: ast.AST) -> bool:
    """``node`` is a bound narrowed: ``max(...)`` or ``min(...)``."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("max", "min")


def shared_window(source: Source) -> str | None:
    """The code that keeps a bound in one place for the whole search, as the source writes it
    (``self.alpha``, ``global alpha``, ``window[0]``), or ``None`` where no such place is found.
    An item stored in a list or a dict counts where the item or the value stored names a bound
    or the value stored is narrowed by max or min (``bounds["alpha"] = v``, ``window[0] = max(window[0], v)``):
    one list handed down is one window."""
    for node in source.nodes():
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            names = [name for name in node.names if _is_bound(name)]
            if names:
                return f"{'global' if isinstance(node, ast.Global) else 'nonlocal'} {', '.join(names)}"
        targets: list[ast.expr] = []
        value: ast.AST | None = None
        if isinstance(node, ast.Assign):
            targets, value = list(node.targets), node.value
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets, value = [node.target], node.value
        for target in targets:
            for part in ast.walk(target):
                if isinstance(part, ast.Attribute) and isinstance(part.ctx, ast.Store) and _is_bound(part.attr):
                    return source.segment(part)
                if isinstance(part, ast.Subscript) and isinstance(part.ctx, ast.Store) and (
                        _mentions_bound(part) or (value is not None and (_mentions_bound(value) or _narrows(value)))):
                    return source.segment(part)
    return None


def bounds_are_parameters(source: Source) -> bool:
    """Some function of the code takes both an alpha and a beta as parameters (``alpha``, ``beta``,
    ``new_alpha``...): each call of it has a window of its own."""
    for node in source.nodes():
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names = [arg.arg.lower() for arg in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]]
            if any("alpha" in name for name in names) and any("beta" in name for name in names):
                return True
    return False


def _leaves(body: list[ast.stmt], kept: str) -> bool:
    """The statements leave the loop without the tested value: a break, or a return of something else."""
    for stmt in body:
        if isinstance(stmt, ast.Break):
            return True
        if isinstance(stmt, ast.Return) and not (isinstance(stmt.value, ast.Name) and stmt.value.id == kept):
            return True
    return False


def _takes_in(stmt: ast.stmt, name: str) -> bool:
    """``stmt`` folds ``name`` into a running best: ``v = max(v, name)``, ``best = min(name, best)``."""
    if not isinstance(stmt, ast.Assign) or not isinstance(stmt.value, ast.Call):
        return False
    func = stmt.value.func
    return (isinstance(func, ast.Name) and func.id in ("max", "min")
            and any(isinstance(arg, ast.Name) and arg.id == name for arg in stmt.value.args))


def cut_before_update(source: Source) -> tuple[str, str, str] | None:
    """(the test, the update, the best's name) where a loop tests a child's value against a bound and leaves
    before the update that takes that value into the node's best (``if child >= beta: break``
    then ``v = max(v, child)``, in one block of statements: the loop's, or a branch's inside it):
    a node that cuts returns its best before the child that made it cut. ``None`` where no block
    of the code does so."""
    blocks = [block for node in source.nodes() for field in ("body", "orelse")
              if isinstance(block := getattr(node, field, None), list)]  # the loop's body, or an if's inside it
    for body in blocks:
        for i, stmt in enumerate(body):
            if not (isinstance(stmt, ast.If) and isinstance(stmt.test, ast.Compare) and len(stmt.test.ops) == 1):
                continue
            sides = [stmt.test.left, stmt.test.comparators[0]]
            tested = [s.id for s in sides if isinstance(s, ast.Name) and not _is_bound(s.id)]
            if len(tested) != 1 or not any(_mentions_bound(s) for s in sides) or not _leaves(stmt.body, tested[0]):
                continue
            later = next((s for s in body[i + 1:] if _takes_in(s, tested[0])), None)
            if later is not None:
                target = later.targets[0] if isinstance(later, ast.Assign) else None
                return source.segment(stmt.test), source.segment(later), source.segment(target) if target else "v"
    return None


def window_hint(source: Source) -> str | None:
    """The hint for "prunes too much" as the code shows it (see the module's docstring); ``None``
    keeps the hint as it is."""
    shared = shared_window(source)
    if shared is not None:
        return (f"Your code keeps the window in one place for the whole search (`{shared}`): a bound narrowed deep"
                " in one branch is still narrowed when the search comes back up to the next move higher up, which"
                " it must not see. Give every node its own alpha and beta (parameters), pass them on to the"
                " children as (alpha, beta), and narrow only the node's own copies.")
    if not bounds_are_parameters(source):
        return None
    found = cut_before_update(source)
    if found is not None:
        test, update, best = found
        return (f"Your code tests `{test}` and leaves the loop before `{update}` takes that child's value in: a node"
                " that cuts returns the best it had before the child that made it cut (an infinity, if that was"
                f" its first child), and the node above prunes on that. Take the child's value into {best} first, then"
                f" stop when {best} >= beta at MAX nodes or {best} <= alpha at MIN nodes.")
    return ("Your code gives every node its own alpha and beta (parameters), so no bound leaks from one branch"
            " to another: look at what each node compares with its bound, and when. Stop only when v, with the"
            " child's value already in it, is >= beta at MAX nodes or <= alpha at MIN nodes; MAX raises alpha,"
            " MIN lowers beta, and each child gets the node's (alpha, beta).")
