"""A loop of depths that is not 1 ... max_depth, told in words the student's own loop bears out.

Iterative deepening's checker names a list of iterations by the loop that makes it: range(first,
max_depth + 1 + last) for a few firsts and lasts. The graded cases use one max_depth, so loops that
differ elsewhere agree there: ``range(2, max_depth, 2)`` and ``range(2, max_depth - 1)`` both give
depth 2 alone when max_depth is 4. Naming the second of code that has the first describes a loop the
student does not have (wave 20's gobang port). So the model's words are checked against the code's
own ``for ... in range(...)`` (:func:`range_worded`, a :attr:`~ttt_lab.exercises.engine.Mistake.worded`):
a range the code shows that gives other depths than the model's for some max_depth, or one the
check cannot evaluate, is quoted, and the explanation says only what the answers show, the depths
searched at the graded max_depth.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = "def deepen(game, state, evaluate, max_depth):\\n    for i in range(2, max_depth, 2):\\n        pass\\n"
    >>> words = range_worded(2, -2, 4, '')(Source((ast.parse(text),), (text,)))
    >>> words[0]
    'searches depth 2 alone when max_depth is 4, 3 iterations too few (your loop: `for i in range(2, max_depth, 2)`, from 2, stopping below max_depth, in steps of 2)'
    >>> text = "def deepen(game, state, evaluate, max_depth):\\n    for i in range(2, max_depth - 1):\\n        pass\\n"
    >>> range_worded(2, -2, 4, '')(Source((ast.parse(text),), (text,))) is None
    True
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable

from ttt_lab.exercises.hint_checks import Source

_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv}


def range_because(first: int, last: int) -> str:
    """What a loop of depths ``first`` ... ``max_depth + last`` does, in words."""
    def plus(k: int) -> str:
        return "max_depth" + (f" + {k}" if k > 0 else f" - {-k}" if k < 0 else "")

    count = last - first + 1  # iterations more than max_depth
    extra = ("" if count == 0 else f", {abs(count)} iteration{'s' if abs(count) > 1 else ''}"
             f" {'too many' if count > 0 else 'too few'}")
    zero = ": a depth-0 iteration (the evaluation alone, no move) first" if first == 0 else ""
    return f"searches depths {first}, {first + 1}, ... {plus(last)} (range({first}, {plus(last + 1)})){zero}{extra}"


def _value(node: ast.AST, limit: str, top: int) -> int | None:
    """``node`` (a range's argument) with ``limit`` standing for ``top``; None where it reads anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name) and node.id == limit:
        return top
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _value(node.operand, limit, top)
        return None if inner is None else -inner
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _value(node.left, limit, top), _value(node.right, limit, top)
        if left is None or right is None or (isinstance(node.op, ast.FloorDiv) and right == 0):
            return None
        return int(_OPERATORS[type(node.op)](left, right))
    return None


def _limits(source: Source) -> list[tuple[ast.FunctionDef, str]]:
    """Each function of the code with the name its max_depth has there: the student's function's last parameter,
    and a helper's parameter that the student's function passes it to (``deeping(game, state, evaluate,
    max_depth)`` makes ``deep`` the limit of ``def deeping(game, state, evaluate, deep)``: wave 36's id_08, whose
    loop of even depths is in such a helper, was told of a loop it does not have)."""
    functions = [tree.body[0] for tree in source.trees  # type: ignore[attr-defined]
                 if tree.body and isinstance(tree.body[0], ast.FunctionDef)]  # type: ignore[attr-defined]
    if not functions or functions[0] is not source.trees[0].body[0] or not functions[0].args.args:  # type: ignore[attr-defined]
        return []
    main = functions[0]
    limit = main.args.args[-1].arg
    found = [(main, limit)]
    for helper in functions[1:]:
        params = [a.arg for a in helper.args.args]
        passed = {params[i] for call in ast.walk(main) if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                  and call.func.id == helper.name for i, arg in enumerate(call.args)
                  if isinstance(arg, ast.Name) and arg.id == limit and i < len(params)}
        if len(passed) == 1:
            found.append((helper, passed.pop()))
    return found


def _depth_loops(source: Source) -> list[tuple[ast.For, str]]:
    """The code's ``for ... in range(...)`` loops whose range reads the max_depth of the function that holds them
    (:func:`_limits`), with that max_depth's name there."""
    return [(node, limit) for function, limit in _limits(source) for node in ast.walk(function)
            if isinstance(node, ast.For) and isinstance(node.iter, ast.Call)
            and isinstance(node.iter.func, ast.Name) and node.iter.func.id == "range"
            and any(isinstance(n, ast.Name) and n.id == limit for n in ast.walk(node.iter))]


def _depths(loop: ast.For, limit: str, top: int) -> list[int] | None:
    args = [_value(a, limit, top) for a in loop.iter.args]  # type: ignore[attr-defined]
    if not 1 <= len(args) <= 3 or any(a is None for a in args) or (len(args) == 3 and args[2] == 0):
        return None
    return list(range(*args))  # type: ignore[arg-type]


def _read_out(loop: ast.For, source: Source) -> str:
    """The range's start, stop and step in words, after the quoted loop: ``, from 2, stopping below deep, in steps of 2``
    (the student reads which depths the loop leaves out; a step of 1 is not said)."""
    args = [source.segment(a) for a in loop.iter.args]  # type: ignore[attr-defined]
    start, stop, step = (["0", *args] if len(args) == 1 else args) + ["1"] * (3 - max(len(args), 2))
    if step == "1":
        return f", from {start}, stopping below {stop}"
    return f", from {start}, stopping below {stop}, in steps of {step}"


def range_worded(first: int, last: int, graded: int, hint: str) -> Callable[[Source], tuple[str, str] | None]:
    """The :attr:`~ttt_lab.exercises.engine.Mistake.worded` of the loop ``range(first, max_depth + 1 +
    last)`` named from answers at max_depth ``graded``: ``None`` (its words stand) unless the code shows a
    loop of depths that differs from it at some max_depth from 1 to 12, or cannot be evaluated; then the
    depths the answers show, with the code's loop quoted, and ``hint``, the model's own (it asks for 1 ...
    max_depth, right whatever the loop)."""
    return loop_worded(lambda top: list(range(first, top + 1 + last)), graded, hint)


def loop_worded(model: Callable[[int], list[int]], graded: int, hint: str) -> Callable[[Source], tuple[str, str] | None]:
    """:func:`range_worded` for any model of the depths searched, ``model(max_depth)`` (every other depth,
    ``range(1, max_depth + 1, 2)``, agrees with the code's ``range(1, max_depth, 2)`` only at an even max_depth)."""
    def worded(source: Source) -> tuple[str, str] | None:
        loops = _depth_loops(source)
        if len(loops) != 1:
            return None
        loop, limit = loops[0]
        if all(_depths(loop, limit, top) == model(top) for top in range(1, 13)):
            return None
        shown = model(graded)
        count = len(shown) - graded
        depths = (f"depth {shown[0]} alone" if len(shown) == 1 else
                  f"depths {', '.join(map(str, shown))}" if shown else "no depth")
        extra = "" if count == 0 else f", {abs(count)} iteration{'s' if abs(count) > 1 else ''} {'too many' if count > 0 else 'too few'}"
        header = source.segment(loop).splitlines()[0].rstrip().rstrip(":")
        return f"searches {depths} when max_depth is {graded}{extra} (your loop: `{header}`{_read_out(loop, source)})", hint

    return worded
