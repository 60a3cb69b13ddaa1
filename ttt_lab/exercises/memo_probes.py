"""A memo kept between calls, told from its values (issue 27: the model check_minimax names, shared
with the depth-limited checker). Without a depth limit a remembered value comes from another game
(:func:`~ttt_lab.exercises.engine.unnamed_problem`); with one, a memo keyed by the position alone
answers with the value the position had in a search to another depth: :func:`depth_memo_probe`
gives the engine those values, and the probe that confirms them."""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ttt_lab.exercises.game_alterations import shifted
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.kept_state import mutable_default_names
from ttt_lab.exercises.report import REMEMBERS_OTHER_GAMES, Problem
from ttt_lab.search import minimax


def depth_memo_probe(case: Any, cases: Sequence[Any], depth: int | None,
                     student_at: Callable[[Any, Any, int | None], float | None]) -> tuple[list[Any], Any]:
    """For a depth-limited case: the other cases on the same tree (to other depths) that the spot's
    position lies under, each with its value there; and the student's function run on that position
    in the tree with every leaf and every evaluation worth 100 more, with the spot's depth: a memo
    keyed by the position alone answers the remembered value there too."""
    evaluate = case.evaluate
    assert evaluate is not None

    def value_in(other: Any) -> Callable[[Any], float]:
        def at(state: Any) -> float:
            left = None if other.depth is None else other.depth - (len(state) - len(other.state))
            if tuple(state[:len(other.state)]) != tuple(other.state) or left is None or left < 0:
                raise ValueError("not below that case's root")
            return minimax(other.game, state, depth=left, evaluate=other.evaluate).value
        return at

    elsewhere = [(other.label, other.game, value_in(other)) for other in cases
                 if other is not case and other.game is case.game and other.depth is not None]
    probe_case = dataclasses.replace(case, game=shifted(case.game, 100), evaluate=lambda s: evaluate(s) + 100)

    def probe(state: Any) -> float | None:
        return student_at(probe_case, state, depth)

    return elsewhere, probe


def remembers_other_depth(case: Any, answer: float, cases: Sequence[Any],
                          student_at: Callable[[Any, Any, int | None], float | None]) -> bool:
    """Whether the wrong ``answer`` on a depth-limited tree ``case`` is a memo's: it is the value the
    root has in another case on the same tree (to another depth), and on the tree with every leaf
    and evaluation 100 more, never met, the function answers it again. A search that computes its
    value (even wrongly, say evaluating every position) answers 100 more there; so a model that
    happens to predict the memo's values is not given as the name."""
    if case.depth is None or case.evaluate is None:
        return False
    elsewhere, probe = depth_memo_probe(case, cases, case.depth, student_at)
    for _, _, value_in in elsewhere:
        try:
            there = value_in(case.state)
        except ValueError:
            continue
        if abs(there - answer) < 1e-9:
            probed = probe(case.state)
            return probed is not None and abs(probed - answer) < 1e-9
    return False


def evaluation_memo_problem(cases: Sequence[tuple[Any, Any, Callable[[Any], float], str]],
                            answers: Sequence[float | None],
                            student: Callable[[Any, Any, Callable[[Any], float]], float | None],
                            reference: Callable[[Any, Any, Callable[[Any], float]], float]) -> list[Problem]:
    """A memo kept between calls, told where every graded value was right: each case ``(game,
    state, evaluate, label)`` whose value depends on the evaluation is asked again with the
    evaluation halved. A function that remembers its values from the first call (a global, a
    default argument, a cache keyed by the position alone) answers the first value again, where
    a search answers the new one. Named only when the student's answer is the remembered value
    exactly and the right one differs; any other answer is left alone (no name, no problem)."""
    for (game, state, evaluate, label), answer in zip(cases, answers, strict=True):
        if answer is None:
            continue

        def halved(s: Any, evaluate: Callable[[Any], float] = evaluate) -> float:
            return evaluate(s) / 2

        expected = reference(game, state, halved)
        if _close(expected, answer):
            continue  # its value does not depend on the evaluation's size: nothing to tell
        got = student(game, state, halved)
        if got is None or not _close(got, answer):
            return []
        return [Problem(REMEMBERS_OTHER_GAMES, f"On {label} it returned {_num(answer)}, the right value. Called again"
                        f" with an evaluation worth half as much, where the value is {_num(expected)}, it returned"
                        f" {_num(got)} again: a memo (a cache of values) kept from one call to the next, keyed by the"
                        " position alone, answers with a value found with another evaluation (another game's, or"
                        " another search's).", "Keep a memo for one search: create it inside the call from outside"
                        " (def search(game, state, evaluate, memo=None): memo = {} if memo is None else memo), not"
                        " as a global or a default argument; or key it by everything the value depends on.")]
    return []


def never_reads_parameter(fn: Callable[..., Any], index: int) -> bool:
    """Whether ``fn``'s code never mentions its parameter number ``index`` (the evaluation it is
    given): code that uses an evaluation of its own answers the same whatever it is handed, as a
    memo does, and must not be told it remembers. False where the code cannot be read."""
    source = read_source(fn)
    first = source.trees[0].body[0] if source.trees and isinstance(source.trees[0], ast.Module) else None
    if not isinstance(first, (ast.FunctionDef, ast.AsyncFunctionDef)) or len(first.args.args) <= index:
        return False
    name = first.args.args[index].arg
    return not any(isinstance(node, ast.Name) and node.id == name for node in source.nodes())


def mutable_default(fn: Callable[..., Any]) -> str | None:
    """The name of ``fn``'s first parameter whose default is a dict, list or set (made once, when the
    def runs, and shared by every call), if it has one: :func:`kept_state.mutable_default_names`."""
    return next(iter(mutable_default_names(fn)), None)


def seeded_values(children: Mapping[Any, Sequence[Any]], sign: Mapping[Any, int], truth: Mapping[Any, float],
                  seeds: Mapping[Any, float]) -> dict[Any, float]:
    """Every position's value for the first player (``sign``: +1 where it moves) when the positions in
    ``seeds`` keep the value given there and every other one is worth the best of its children (a
    finished game its ``truth``): what a search or an analysis gives that takes a key it holds already
    as valued."""
    values: dict[Any, float] = dict(seeds)
    order: list[Any] = []
    seen: set[Any] = set()
    for root in children:  # children before parents, without recursion
        stack = [(root, False)]
        while stack:
            key, done = stack.pop()
            if done:
                order.append(key)
            elif key not in seen:
                seen.add(key)
                stack.append((key, True))
                stack += [(child, False) for child in children[key] if child not in seen]
    for key in order:
        if key in values:
            continue
        below = [values[child] for child in children[key]]
        values[key] = truth[key] if not below else (max(below) if sign[key] > 0 else min(below))
    return values


def remembered_table_problem(label: str, answer: Mapping[Any, Any], keyed: Mapping[Any, float | None],
                             graph: tuple[Mapping[Any, Sequence[Any]], Mapping[Any, int], Mapping[Any, float], Any],
                             earlier: Sequence[tuple[str, Mapping[Any, float | None]]],
                             fn: Callable[..., Any], shown: Callable[[Any], str] = repr) -> Problem | None:
    """The memo kept between calls (the model :func:`~ttt_lab.exercises.engine.unnamed_problem` names
    for a search), told in a table of values returned for a whole game. ``answer`` is the student's
    table as returned, ``keyed`` its values read onto this game's positions, ``graph`` the game's
    (children, sign, truth) by key and its root's key, ``earlier`` each game graded before with the table the student
    returned for it, ``shown`` a key's position in words. Named when the table is exactly
    :func:`seeded_values` with this game's keys that the earlier tables held kept at their values there
    (the finished games re-scored or not): keys are numbers, so two games' boards can share one, and a
    table kept from one call to the next (a default argument, a global) answers for the wrong board.
    Any other table: None."""
    children, sign, truth, root = graph
    wrong = [key for key, right in truth.items() if key in keyed and keyed[key] is not None
             and not _close(keyed[key], right)]  # type: ignore[arg-type]
    missing = [key for key in truth if key not in keyed]
    remembered: dict[Any, float] = {}
    for _, table in earlier:
        remembered.update({key: value for key, value in table.items() if value is not None})
    if not (wrong or missing) or not any(key in remembered for key in truth) or any(
            keyed[key] is None for key in keyed):
        return None
    held = {key: remembered[key] for key in truth if key in remembered}
    for seeds in (held, {key: value for key, value in held.items() if children[key]}):
        model = seeded_values(children, sign, truth, seeds)
        reached, todo = set(seeds), [root]  # a memoised recursion from the root stops at a key it holds
        while todo:
            key = todo.pop()
            if key not in reached:
                reached.add(key)
                todo += children[key]
        if set(keyed) not in (set(truth), reached) or any(
                not _close(keyed[key], model[key]) for key in keyed):  # type: ignore[arg-type]
            continue
        key = next((key for key in wrong if key in seeds), next(key for key in seeds if key in reached))
        other = next((name for name, table in earlier if key in table), earlier[0][0])
        worth = "" if _close(keyed[key], truth[key]) else f"; here it is worth {_num(truth[key])}"  # type: ignore[arg-type]
        left_out = (f", and {len(missing):,} of its positions are missing: a position held is not searched below"
                    if missing else "")
        extra = sum(1 for name in answer if name not in truth and name in remembered)
        extra_text = (f" Your table has {len(answer):,} entries for its {len(truth):,} positions: {extra:,} of its"
                      f" keys are another game's." if extra else "")
        name = mutable_default(fn)
        where = (f"the default argument {name}={{}} is made once, when the def runs, and every call fills the same"
                 " one" if name else "a table kept outside the call (a global, or a default argument) is filled by"
                 " every call")
        called = getattr(fn, "__name__", "your_function")
        fix = (f"def {called}(game, {name}=None): {name} = {{}} if {name} is None else {name}" if name
               else "table = {} as the function's first line")
        return Problem(REMEMBERS_OTHER_GAMES,
                       f"On {label}, {len(wrong):,} of {len(truth):,} values are wrong, and every value is what your"
                       f" code gives when the {len(seeds):,} positions whose keys your table already held for"
                       f" {other} (asked about before) keep the values they had there{left_out}: e.g. {shown(key)}"
                       f" got {_num(keyed[key])}, its value in {other}'s table{worth}."  # type: ignore[arg-type]
                       f"{extra_text} A memo (a table of values) kept from one call to the next answers for a game it"
                       f" was not filled for: {where}, and a key met before is not valued again.",
                       f"Make a new table for each game: {fix}. Two games' boards can have the same key, so a"
                       " table kept between games mixes them.")
    return None
