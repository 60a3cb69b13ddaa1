"""An answer that depends on earlier calls: a memo kept outside the call whose key leaves out
something the answer depends on (issue 27, wave 37's dl_04: leaf evaluations cached in a module-level
dict keyed by ``game.key(state)``, so a later call handing another ``evaluate`` gets the first one's
estimates).

The graded cases of a depth-limited search all use one evaluation per position and one game per tree,
so such a memo answers every one of them right. :func:`name_remembered_answers` asks a student who
passed them each graded question again, changed in one thing the answer depends on: the evaluation
(worth half as much) and the game (the same positions, every leaf and estimate worth 100 more). A search
answers the new value; a memo whose key leaves that thing out answers the old one. It is named only where
the code visibly keeps something between calls (:func:`kept_store`: a store into a module-level
container, a default argument, a function's or a class's attribute, ``self``'s) and, where the state
kept can be put back (:mod:`kept_state`), the same question from that fresh start is answered right. A
memo keyed by everything, or made new for each call, answers right and is never named.

Example:
    >>> node_value = {}
    >>> def cached(game, state, depth, evaluate):
    ...     if game.is_terminal(state):
    ...         return game.utility(state, game.players[0])
    ...     if depth == 0:
    ...         if game.key(state) not in node_value:
    ...             node_value[game.key(state)] = evaluate(state)
    ...         return node_value[game.key(state)]
    ...     values = [cached(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    ...     return max(values) if game.to_move(state) == game.players[0] else min(values)
    >>> kept_store(cached)
    'node_value[game.key(state)] = evaluate(state)'
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.depth_reuse import name_depth_blind_memo
from ttt_lab.exercises.game_alterations import shifted
from ttt_lab.exercises.harness import _call, _close, _num, _Watch
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.kept_state import KeptState
from ttt_lab.exercises.report import Problem
from ttt_lab.games.trees import TreeGame
from ttt_lab.search import minimax

REMEMBERS_ANSWERS = "remembers answers between calls"

_FILLS = {"append", "add", "update", "setdefault", "extend", "insert", "__setitem__"}


def _locals(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The names local to one call of ``function``: its parameters without a container default, and the
    names it assigns that it does not declare global or nonlocal."""
    declared = {name for node in ast.walk(function) if isinstance(node, (ast.Global, ast.Nonlocal)) for name in node.names}
    args = function.args
    positional = [*args.posonlyargs, *args.args]
    defaults = dict(zip([a.arg for a in positional[len(positional) - len(args.defaults):]], args.defaults, strict=True))
    defaults.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None})
    container = (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp, ast.Call)
    names = {a.arg for a in [*positional, *args.kwonlyargs] if not isinstance(defaults.get(a.arg), container)}
    names |= {a.arg for a in (args.vararg, args.kwarg) if a is not None}
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    names.discard("self")  # a method's object outlives the call that uses it
    return names - declared


def _root(node: ast.AST) -> str | None:
    """The name a chain of subscripts and attributes starts from (``memo`` in ``memo[k]``, ``self`` in
    ``self.table[k]``); None for anything else."""
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def kept_store(fn: Callable[..., Any]) -> str | None:
    """The first line of ``fn``'s code (and its helpers') that writes into something that outlives the call:
    ``memo[key] = value`` or ``memo.append(...)`` (``setdefault``, ``update``, ...) on a container that is not
    the call's own (a module-level one, a default argument's, ``self``'s or a function's or class's attribute),
    or ``counter += 1`` on a name declared global. None where the code writes only into its own locals."""
    for tree, text in zip(read_source(fn).trees, read_source(fn).texts, strict=True):
        for function in [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]:
            own = _locals(function)
            declared = {name for node in ast.walk(function) if isinstance(node, ast.Global) for name in node.names}
            for node in ast.walk(function):
                target: ast.AST | None = None
                if isinstance(node, (ast.Assign, ast.AugAssign)):
                    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                    target = next((t for t in targets if isinstance(t, ast.Subscript)
                                   or (isinstance(t, ast.Name) and t.id in declared and isinstance(node, ast.AugAssign))),
                                  None)
                elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _FILLS:
                    target = node.func.value  # a statement of its own, or inside one (return memo.setdefault(k, v))
                if target is None:
                    continue
                name = _root(target)
                if name is not None and name not in own:
                    segment = ast.get_source_segment(text, node) or ast.unparse(node)
                    return segment.splitlines()[0].strip()
    return None


@dataclasses.dataclass(frozen=True)
class Question:
    """One graded question a depth-limited checker asked: the game, a maker of its state, the depth and
    evaluation, the words for it, and what the student answered (right)."""

    game: Any
    make_state: Callable[[], Any]
    depth: int
    evaluate: Callable[[Any], float]
    label: str
    answer: float


def _changed(question: Question) -> list[tuple[str, Any, Callable[[Any], float]]]:
    """The question changed in one thing the answer depends on: (how, game, evaluation)."""
    evaluate = question.evaluate
    out: list[tuple[str, Any, Callable[[Any], float]]] = [
        ("with an evaluation worth half as much", question.game, lambda s: evaluate(s) / 2)]
    if isinstance(question.game, TreeGame):
        out.append(("on another game with the same positions, every leaf and estimate worth 100 more",
                    shifted(question.game, 100), lambda s: evaluate(s) + 100))
    return out


def remembered_answers(run: Callable[..., Any], fn: Callable[..., Any], questions: Sequence[Question],
                       kept: KeptState | None) -> Problem | None:
    """:data:`REMEMBERS_ANSWERS` where some question asked again, changed (:func:`_changed`), is answered
    wrongly, and either right from the state kept before the first call put back, or (where nothing can be
    put back) with the first answer exactly; and the code shows the store (:func:`kept_store`). None otherwise."""
    store = kept_store(fn)
    if store is None:
        return None
    alive: list[Any] = []  # every game and evaluation asked stays alive: a memo keyed by id() never meets a reused id

    def ask(watch: Any, question: Question, evaluate: Callable[[Any], float]) -> float | None:
        return _call(run, watch, watch, watch.watch(question.make_state()), question.depth, evaluate).number

    for question in questions:
        same = _Watch(question.game)  # the graded question again, then changed, on one game object (a notebook's)
        first = ask(same, question, question.evaluate)
        if first is None or not _close(first, question.answer):
            continue
        for how, game, evaluate in _changed(question):
            alive += [game, evaluate]
            right = minimax(game, question.make_state(), depth=question.depth, evaluate=evaluate).value
            if _close(right, question.answer):
                continue  # this change leaves the answer as it was: it tells nothing
            got = ask(same if game is question.game else _Watch(game), question, evaluate)
            if got is None or _close(got, right):
                continue
            if kept is not None and kept.changed():
                with kept.fresh():
                    again = ask(_Watch(game), question, evaluate)
                if again is None or not _close(again, right):
                    return None  # wrong from a fresh start too: its own slip, not what it kept
            elif not _close(got, question.answer):
                return None
            return Problem(
                REMEMBERS_ANSWERS,
                f"On {question.label}, it returned {_num(question.answer)}, the right value."
                f" Asked the same again {how}, where the value is {_num(right)}, it returned {_num(got)}"
                f"{' again' if _close(got, question.answer) else ''}. Your code keeps values from one call to the"
                f" next: `{store}` writes into something that outlives the call, and what it keeps there is read"
                " back without what the answer depends on (the evaluation, the depth, the game).",
                "Keep a memo for one search: make it inside the call from outside and hand it down"
                " (def search(game, state, depth, evaluate, memo=None): memo = {} if memo is None else memo),"
                " or key it by everything the value depends on; never in a global, a default argument or an"
                " attribute that the next call reads.")
    return None


def name_remembered_answers(problems: list[Problem], run: Callable[..., Any], fn: Callable[..., Any],
                            questions: Sequence[Question], kept: KeptState | None) -> list[Problem]:
    """``problems`` with :func:`remembered_answers` added, asked only of a student with no problem yet (a
    search wrong on a graded case is named by its own slip)."""
    if any(not p.note for p in problems):
        return problems
    found = remembered_answers(run, fn, questions, kept)
    return problems if found is None else [*problems, found]


def name_memo_between_calls(problems: list[Problem], run: Callable[..., Any], fn: Callable[..., Any],
                            cases: Sequence[Any], answers: Sequence[float | None], kept: KeptState | None) -> list[Problem]:
    """The depth-limited checker's questions about what outlives a call, once every graded case is right: one
    game asked at other depths (:func:`~ttt_lab.exercises.depth_reuse.name_depth_blind_memo`), then each case
    with another evaluation or game (:func:`name_remembered_answers`). ``cases`` are the graded cases
    (``game``, ``make_state``, ``depth``, ``evaluate``, ``label``), ``answers`` what the student returned."""
    problems = name_depth_blind_memo(problems, run)
    questions = [Question(case.game, case.make_state, case.depth, case.evaluate,
                          case.label if isinstance(case.game, TreeGame) else f"{case.position()}, depth {case.depth}", answer)
                 for case, answer in zip(cases, answers, strict=True)
                 if answer is not None and case.depth is not None and case.evaluate is not None]
    return name_remembered_answers(problems, run, fn, questions, kept)
