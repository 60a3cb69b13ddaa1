"""Alpha-beta's slips in a depth-limited search (issue 27): a student may write
``check_depth_limited_minimax``'s function as alpha-beta with a depth, and slip in its window
(alpha read for beta, ``(alpha, alpha)`` handed down, a bound narrowed from the other one, a
minus from negamax). Minimax's error model has no window, so such code was only localised;
here the values are compared with alpha-beta's own error model
(:func:`~ttt_lab.exercises.alphabeta_models.knobbed_alphabeta`) searched to the same depth.

Only code that has a window is asked (a name ``alpha`` or ``beta`` among its variables, its
helpers' included). The graded cases show alpha-beta's root value only, and on them slips of the
window often give the same values ((alpha, alpha) handed down and (beta, alpha), say): so a slip
is a candidate only where the code shows it (the call, the update or the return it is written
in), and a name is given only when one model alone reproduces every value and no candidate of
another name does too. Code that cannot be read is left localised.
"""

from __future__ import annotations

import ast
import itertools
import types
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.alphabeta_models import alphabeta_mistakes, knobbed_alphabeta
from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake
from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import WRONG_VALUE, Problem


def has_window(fn: Callable[..., Any]) -> bool:
    """``fn`` (or a function defined inside it) has a variable named like alpha or beta."""
    code = getattr(getattr(fn, "__wrapped__", fn), "__code__", None)
    seen: list[types.CodeType] = [code] if isinstance(code, types.CodeType) else []
    helpers = getattr(fn, "__globals__", {})
    for name in (code.co_names if code is not None else ()):
        helper = helpers.get(name)
        if isinstance(helper, types.FunctionType) and helper is not fn:
            seen.append(helper.__code__)
    while seen:
        current = seen.pop()
        if any(word in name.lower() for name in current.co_varnames for word in ("alpha", "beta")):
            return True
        seen += [const for const in current.co_consts if isinstance(const, types.CodeType)]
    return False


def _predict(on_equal: bool, cut_style: str) -> Callable[[Any, Any, dict[str, Any]], float]:
    """Alpha-beta with ``knobs``, cutting when v reaches the other bound or (``cut_style``
    ``"window"``) when alpha >= beta after the update: the two shapes students write."""
    def predict(case: Any, game: Any, knobs: dict[str, Any]) -> float:
        if not knobs and game is case.game:
            return float(case.expected)
        return knobbed_alphabeta(game, case.state, {"cut_style": cut_style, **knobs}, on_equal=on_equal,
                                 depth=case.depth, evaluate=case.evaluate)[0]

    return predict


def name_window_slip(problems: list[Problem], cases: Sequence[Any], answers: Sequence[float | None],
                     fn: Callable[..., Any], what: str = "function") -> list[Problem]:
    """``problems`` with an unnamed "returns a wrong value" replaced by alpha-beta's mistake that
    gives every value, where the code has a window and one mistake's name alone fits."""
    if not problems or problems[0].name != WRONG_VALUE or not has_window(fn):
        return problems
    nodes = list(read_source(fn).nodes())
    catalogue = [mistake for mistake in alphabeta_mistakes() if _shown_in(mistake, nodes)]
    if not catalogue:
        return problems
    for on_equal, cut_style in ((True, "value"), (False, "value"), (True, "window"), (False, "window")):
        fit = name_mistake(cases, answers, catalogue, _predict(on_equal, cut_style), game_of=lambda case: case.game,
                           pairs=False, unambiguous=True)
        if fit is not None:
            case = cases[fit.wrong[0]]
            answer = answers[fit.wrong[0]]
            shown = f"On {case.position()}, your {what} returned {_num(answer)}; the right value is {_num(case.expected)}."
            return fit_problems(fit, shown) + problems[1:]
    return problems



def _bound(node: ast.AST) -> str:
    """``"alpha"`` or ``"beta"`` for a name like one (alpha, a_lo, beta2...), else ``""``."""
    name = node.id.lower() if isinstance(node, ast.Name) else ""
    return "alpha" if "alpha" in name else "beta" if "beta" in name else ""


def _negated(node: ast.AST) -> bool:
    return isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)


def _window_pairs(nodes: list[ast.AST]) -> list[tuple[str, str]]:
    """For each call handing down bounds, the two bounds it passes next to each other."""
    pairs = []
    for node in nodes:
        if isinstance(node, ast.Call):
            args = [*node.args, *(keyword.value for keyword in node.keywords)]
            pairs += [(_bound(a), _bound(b)) for a, b in itertools.pairwise(args) if _bound(a) and _bound(b)]
    return pairs


def _calls_of(nodes: list[ast.AST], name: str) -> list[ast.Call]:
    return [n for n in nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == name]


def _shown_in(mistake: Mistake, nodes: list[ast.AST]) -> bool:
    """The code shows the slip ``mistake`` models: the call, update or return it is written in."""
    knobs = dict(mistake.knobs)
    window = knobs.get("window", "")
    pairs = _window_pairs(nodes)
    if window.startswith(("alpha twice", "beta twice", "swapped")):
        shape = ("beta", "alpha") if window.startswith("swapped") else (window.split()[0],) * 2
        matching = pairs.count(shape)
        if window.endswith(("at max", "at min")):
            return 0 < matching < len(pairs)  # one of the calls (one kind of node's)
        return 0 < matching == len(pairs)
    update = knobs.get("min_update") or knobs.get("max_update")
    if update in ("from alpha", "from beta"):
        combine, bound = ("min", "alpha") if update == "from alpha" else ("max", "beta")
        return any(call.args and _bound(call.args[0]) == bound for call in _calls_of(nodes, combine))
    if "negate_update" in knobs:
        combine, bound = ("max", "alpha") if knobs["negate_update"] == "max" else ("min", "beta")
        return any(len(call.args) == 2 and _bound(call.args[0]) == bound and _negated(call.args[1])
                   for call in _calls_of(nodes, combine))
    if "negate_cut_return" in knobs:
        return any(isinstance(n, ast.Return) and n.value is not None and _negated(n.value)
                   and isinstance(n.value.operand, ast.Name) for n in nodes)  # type: ignore[attr-defined]
    if "negate_child" in knobs:
        combine = knobs["negate_child"]
        return any(any(_negated(a) and isinstance(a.operand, ast.Call) for a in call.args)  # type: ignore[attr-defined]
                   for call in _calls_of(nodes, combine))
    return False


__all__ = ["has_window", "name_window_slip"]
