"""Reading the window (alpha, beta) a student's alpha-beta hands each node of a textbook tree.

The leaves a search scores show *that* it prunes too little; the windows show *why*. While
the student's function runs on a tree, :class:`_WindowTrace` (a ``sys.setprofile`` hook,
removed afterwards) notes every call of the student's own functions that receives a state of
the tree and an alpha and a beta (parameters so named, or the only two numbers), and what
each call returned. :func:`_window_problems` then holds each node to the rule every correct
alpha-beta follows, whatever its shape (one function or MAX-VALUE and MIN-VALUE, fail-soft or
fail-hard, negamax): a node's first child gets the node's own window, and each later child
gets it narrowed by the values of the children before it, alpha raised at MAX nodes, beta
lowered at MIN nodes. Where a child got a wider window than that, the kind of node and the
bound that stayed wide name the bug: a root loop that searches every move with the full
window (aima-python's old ``alphabeta_search``), MIN nodes that never lower beta (alpha
updated there instead), MAX nodes that never raise alpha, a window never passed down.

The trace only names a bug that the leaves have already shown; it never fails a search.

Example:
    aima-python's old decision loop: every move at the root searched with the full window.

    >>> import math
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> def min_value(game, state, alpha, beta):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     v = math.inf
    ...     for a in game.actions(state):
    ...         v = min(v, game.utility(game.result(state, a), game.players[0]))
    ...         if v <= alpha:
    ...             return v
    ...         beta = min(beta, v)
    ...     return v
    >>> game = aima_figure_5_2()
    >>> with _WindowTrace(game) as trace:
    ...     _ = max(min_value(game, game.result((), a), -math.inf, math.inf) for a in game.actions(()))
    >>> [p.name for p in _window_problems(_wide_windows(game, trace, "AIMA Figure 5.2"))]
    ['searches every move at the root with the full window']
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import ttt_lab
from ttt_lab.exercises.harness import _as_number, _close, _num
from ttt_lab.exercises.report import (
    NO_ALPHA_UPDATE,
    NO_BETA_UPDATE,
    ROOT_FULL_WINDOW,
    WINDOW_NOT_PASSED,
    WINDOW_SWAPPED,
    Problem,
)
from ttt_lab.games.trees import TreeGame, TreeState

INF = math.inf
_LIBRARY = str(Path(ttt_lab.__file__).parent)


@dataclass
class _Call:
    """One call of the student's code on a node: the window it got, what it returned."""

    state: TreeState
    alpha: float
    beta: float
    order: int  # when it was called, counting calls and returns
    value: float | None = None
    returned: int = -1  # when it returned


class _WindowTrace:
    """Notes, while active, the window each call of the student's code gets on ``game``'s nodes."""

    def __init__(self, game: TreeGame) -> None:
        self.game = game
        self.calls: list[_Call] = []
        self._open: dict[int, _Call] = {}
        self._clock = 0
        self._previous: Any = None

    def __enter__(self) -> _WindowTrace:
        self._previous = sys.getprofile()
        sys.setprofile(self._event)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.setprofile(self._previous)

    def _event(self, frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            if not frame.f_code.co_filename.startswith(_LIBRARY):
                call = self._read(frame)
                if call is not None:
                    self.calls.append(call)
                    self._open[id(frame)] = call
        elif event == "return":
            call = self._open.pop(id(frame), None)
            if call is not None:
                self._clock += 1
                call.value, call.returned = _as_number(arg), self._clock

    def _read(self, frame: FrameType) -> _Call | None:
        code = frame.f_code
        names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
        values = frame.f_locals
        state = next((values[n] for n in names if self._is_node(values.get(n))), None)
        if state is None:
            return None
        numbers = {n: values[n] for n in names if isinstance(values.get(n), (int, float))
                   and not isinstance(values.get(n), bool)}
        named = [next((n for n in numbers if n.lower().startswith(word)), None) for word in ("alpha", "beta")]
        if named[0] is not None and named[1] is not None:
            alpha, beta = numbers[named[0]], numbers[named[1]]
        elif len(numbers) == 2:
            alpha, beta = numbers.values()
        else:
            return None
        self._clock += 1
        return _Call(state, float(alpha), float(beta), self._clock)

    def _is_node(self, value: Any) -> bool:
        if not isinstance(value, tuple) or not all(isinstance(i, int) for i in value):
            return False
        try:
            self.game.check_position(value)
        except ValueError:
            return False
        return True


@dataclass
class _Wide:
    """A node searched with a wider window than alpha-beta gives it."""

    game: TreeGame
    where: str  # the case, as the checker names it
    parent: _Call
    call: _Call
    alpha: float  # the window alpha-beta gives the node
    beta: float
    kind: str  # "not passed" (wider than its parent's own), "max" or "min" (the parent did not narrow it)
    root: TreeState = ()  # the position the search was asked about (a case may start below the tree's root)

    @property
    def at_root(self) -> bool:
        return self.parent.state == self.root


def _wide_windows(game: TreeGame, trace: _WindowTrace, where: str) -> list[_Wide]:
    """The nodes a student's search gave a wider window than alpha-beta would, in call order.

    A negamax passes a MIN node the window (-beta, -alpha) and gets back the value for the
    player to move; read so, its windows are MAX's: the reading with fewer wide windows counts.
    """
    return min(_wide_in(game, trace.calls, where), _wide_in(game, _negamax_read(game, trace.calls), where), key=len)


def _wide_in(game: TreeGame, calls: list[_Call], where: str) -> list[_Wide]:
    first: dict[TreeState, _Call] = {}
    for call in calls:
        first.setdefault(call.state, call)
    # The case's root: the one shallowest call, or the parent of several (a decision loop over the
    # root's moves that has no window of its own).
    if not first:
        return []  # no call with a window recorded (a search with none of its own): nothing to compare
    shallowest = min(len(state) for state in first)
    tops = [state for state in first if len(state) == shallowest]
    root = tops[0] if len(tops) == 1 else tops[0][:-1]
    if root not in first:
        first[root] = _Call(root, -INF, INF, 0)
    found = []
    for call in first.values():
        parent = first.get(call.state[:-1]) if call.state else None
        if parent is None or _inverted(parent):
            continue  # a parent whose own window is turned round went wrong above: its children say nothing more
        alpha, beta = _expected_window(game, parent, call, first)
        if _inverted(_Call(call.state, alpha, beta, call.order)):
            continue  # no reference window: alpha-beta never hands a node alpha above beta
        if _wider(call.alpha, parent.alpha, -1) or _wider(call.beta, parent.beta, 1):
            kind = "not passed"
        elif _wider(call.alpha, alpha, -1) or _wider(call.beta, beta, 1):
            kind = "max" if game.to_move(parent.state) == game.players[0] else "min"
        else:
            continue
        found.append(_Wide(game, where, parent, call, alpha, beta, kind, root))
    return found


def _inverted(call: _Call) -> bool:
    """A window with alpha above beta, which alpha-beta never hands out (it would have cut first)."""
    return call.alpha > call.beta and not _close(call.alpha, call.beta)


def _wider(bound: float, expected: float, direction: int) -> bool:
    """Whether ``bound`` lies beyond ``expected`` (below it for alpha, -1; above for beta, 1)."""
    return (bound - expected) * direction > 0 and not _close(bound, expected)


def _window_problems(wides: list[_Wide]) -> list[Problem]:
    """Name the bugs behind nodes searched with too wide a window, over all the trees.

    A node kind that never narrows its bound is that kind's bug; when only the root fails to
    narrow, and deeper nodes of its kind do, the root loop is to blame.
    """
    if not wides:
        return []
    not_passed = [w for w in wides if w.kind == "not passed"]
    if not_passed:
        return [_problem(WINDOW_NOT_PASSED, not_passed[0],
                         "Pass the node's alpha and beta to every recursive call: child ="
                         " alphabeta(game, game.result(state, a), alpha, beta).")]
    problems = []
    if any(w.kind == "min" and not w.at_root for w in wides):
        problems.append(_problem(
            NO_BETA_UPDATE, next(w for w in wides if w.kind == "min" and not w.at_root),
            "After v = min(v, ...), a MIN node lowers beta: beta = min(beta, v). Updating alpha"
            " there instead is a common slip: alpha is raised by MAX nodes only."))
    if any(w.kind == "max" and not w.at_root for w in wides):
        problems.append(_problem(
            NO_ALPHA_UPDATE, next(w for w in wides if w.kind == "max" and not w.at_root),
            "After v = max(v, ...), a MAX node raises alpha: alpha = max(alpha, v). Updating beta"
            " there instead is a common slip: beta is lowered by MIN nodes only."))
    root_only = [w for w in wides if w.at_root and not any(o.kind == w.kind and not o.at_root for o in wides)]
    if root_only:
        problems.append(_problem(
            ROOT_FULL_WINDOW, root_only[0],
            "The loop over the root's moves is a MAX (or MIN) node like any other: keep the best"
            " value so far as alpha (beta) and pass (alpha, beta) to each move's search, instead"
            " of (-inf, +inf) every time. aima-python's old alphabeta_search had this bug."))
    return problems


def _inverted_window(game: TreeGame, trace: _WindowTrace, where: str) -> Problem | None:
    """Every node's first child searched with its parent's window turned round, (beta, alpha):
    the arguments went in swapped. (A search that goes on after a cutoff also hands out windows
    with alpha above beta, but not its parent's own, turned round, at every first child.)"""
    first: dict[TreeState, _Call] = {}
    for call in trace.calls:
        first.setdefault(call.state, call)
    pairs = [(first[call.state[:-1]], call) for call in first.values()
             if call.state and call.state[:-1] in first and call.state[-1] == 0]
    pairs = [(parent, child) for parent, child in pairs if not _close(parent.alpha, parent.beta)]
    if not pairs or not all(_close(child.alpha, parent.beta) and _close(child.beta, parent.alpha)
                            for parent, child in pairs):
        return None
    parent, child = pairs[0]
    return Problem(
        WINDOW_SWAPPED,
        f"On {where}, node {game.node_name(child.state)}, the first child of {game.node_name(parent.state)}"
        f" (alpha={_num(parent.alpha)}, beta={_num(parent.beta)}), was searched with alpha={_num(child.alpha)},"
        f" beta={_num(child.beta)}: its parent's window turned round, as at every node. With alpha above"
        " beta a node stops after its first child.",
        "Pass the bounds in the order the function takes them: alphabeta(game, child, alpha, beta) (a negamax"
        " passes -beta, -alpha: both negated and swapped).",
    )


def _negated_unswapped(game: TreeGame, trace: _WindowTrace, where: str) -> Problem | None:
    """Every node's first child searched with (-alpha, -beta) of its parent's window: a negamax
    that negates the bounds but does not swap them (the right call is (-beta, -alpha))."""
    first: dict[TreeState, _Call] = {}
    for call in trace.calls:
        first.setdefault(call.state, call)
    pairs = [(first[call.state[:-1]], call) for call in first.values()
             if call.state and call.state[:-1] in first and call.state[-1] == 0]
    if not pairs or not all(_close(child.alpha, -parent.alpha) and _close(child.beta, -parent.beta)
                            for parent, child in pairs):
        return None
    telling = [(parent, child) for parent, child in pairs if not _close(parent.alpha, -parent.beta)]
    if not telling:  # a window symmetric about 0 is the same swapped or not
        return None
    parent, child = telling[0]
    return Problem(
        WINDOW_SWAPPED,
        f"On {where}, node {game.node_name(child.state)}, the first child of {game.node_name(parent.state)}"
        f" (alpha={_num(parent.alpha)}, beta={_num(parent.beta)}), was searched with alpha={_num(child.alpha)},"
        f" beta={_num(child.beta)}: both bounds negated but not swapped, as at every node. Its alpha is then"
        " above its beta, and a node stops after its first child.",
        "In a negamax the child's window is (-beta, -alpha): negated AND swapped, since the child's"
        " lower bound is minus the parent's upper one: -negamax(child, -beta, -alpha).",
    )


def _negamax_read(game: TreeGame, calls: list[_Call]) -> list[_Call]:
    """The calls read as a negamax's: MIN nodes' windows and values negated, to MAX's view."""
    MAX = game.players[0]
    return [c if game.to_move(c.state) == MAX else
            _Call(c.state, -c.beta, -c.alpha, c.order, None if c.value is None else -c.value, c.returned)
            for c in calls]


def _expected_window(game: TreeGame, parent: _Call, child: _Call,
                     first: dict[TreeState, _Call]) -> tuple[float, float]:
    """The window alpha-beta gives ``child``: its parent's, narrowed by the earlier children."""
    earlier = [c.value for c in first.values() if c.state[:-1] == parent.state and c.state != child.state
               and 0 <= c.returned < child.order and c.value is not None]
    alpha, beta = parent.alpha, parent.beta
    if earlier and game.to_move(parent.state) == game.players[0]:
        alpha = max(alpha, *earlier)
    elif earlier:
        beta = min(beta, *earlier)
    return alpha, beta


def _problem(name: str, wide: _Wide, hint: str) -> Problem:
    game, parent, call = wide.game, wide.parent, wide.call
    role = "MAX" if game.to_move(parent.state) == game.players[0] else "MIN"
    return Problem(
        name,
        f"On {wide.where}, node {game.node_name(call.state)}, below {game.node_name(parent.state)} ({role}), was"
        f" searched with alpha={_num(call.alpha)}, beta={_num(call.beta)}; after the moves before it,"
        f" alpha-beta searches it with alpha={_num(wide.alpha)}, beta={_num(wide.beta)}. A wider window"
        " prunes less.",
        hint,
    )
