"""A memo kept between calls, told from its values (issue 27: the model check_minimax names, shared
with the depth-limited checker). Without a depth limit a remembered value comes from another game
(:func:`~ttt_lab.exercises.engine.unnamed_problem`); with one, a memo keyed by the position alone
answers with the value the position had in a search to another depth: :func:`depth_memo_probe`
gives the engine those values, and the probe that confirms them."""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.game_alterations import shifted
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import read_source
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
