"""A draw credited as one side's whole win, the side chosen anew for each playout.

Some code gives a draw to one side at a time: ``if winner is None: winner = random.choice(["X", "O"])`` ("this
will average out to 0.5", wave 25's bp_06), or a side that depends on the path (its last mover, its length).
Each drawn playout then looks like one of the models of
:data:`~ttt_lab.exercises.backpropagation_draws.BACKPROPAGATION_DRAW_MISTAKES` (X's nodes gain a whole win and
O's nothing, or the other way round), but not always the same one, so no single model reproduces every
playout and the checker could only localise. :func:`draw_side_per_playout` names it where every drawn playout,
and only those, is wrong, each the way one side's win would be. A count of wins is no expectation: a random
side makes every node's count wrong by half a win on each draw, and a node's win rate noisier.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.backpropagation_draws import (
    BACKPROPAGATION_DRAW_MISTAKES as BACKPROPAGATION_DRAW_MISTAKES,
)
from ttt_lab.exercises.backpropagation_draws import DRAW_AS_ONE_SIDES
from ttt_lab.exercises.hint_checks import called_name, read_source
from ttt_lab.exercises.report import WRONG_VALUE, Problem
from ttt_lab.exercises.student_random import STUDENT_SEED, seeded_by

_RANDOM_CALLS = ("choice", "random", "randint", "randrange", "getrandbits", "sample", "shuffle")


def _random_line(fn: Callable[..., Any]) -> str | None:
    """The first line of the student's code that calls the random module (``random.choice(...)``), if any."""
    source = read_source(fn)
    for node in source.nodes():
        if isinstance(node, ast.Call) and called_name(node) in _RANDOM_CALLS:
            return source.segment(node)
    return None


RERUNS = 4
"""How often each drawn playout is run again to see whether the function answers it alike each time."""


def _reruns(playouts: Sequence[Any], run: Callable[..., Any], counts: Callable[[Any], Any]) -> dict[int, list[Any]]:
    """Each drawn playout's counts after :data:`RERUNS` more runs of the student's update on fresh paths; empty
    where a run raises (the crash is reported already). Each rerun starts the global ``random`` from a seed of its
    own (every graded call starts from one seed, so code that picks a side at random would pick the same one each
    time), each seed fixed so that the message is the same on every run (student_random)."""
    found: dict[int, list[Any]] = {}
    for i, playout in enumerate(playouts):
        if playout.winner is None:
            for rerun in range(RERUNS):
                path = playout.path()
                nodes = list(path)  # the nodes themselves: the student may pop them off the list
                try:
                    with seeded_by(STUDENT_SEED + 1 + i * RERUNS + rerun):  # a seed per rerun of each playout
                        run(path, None)
                except Exception:
                    return {}
                found.setdefault(i, []).append(counts(nodes))
    return found


def draw_side_per_playout(problems: list[Problem], playouts: Sequence[Any], answers: Sequence[Any],
                          predict: Callable[[Any, Any, dict[str, Any]], Any], same: Callable[[Any, Any], bool],
                          run: Callable[..., Any], counts: Callable[[Any], Any], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` named :data:`DRAW_AS_ONE_SIDES` where every drawn playout (``winner`` None), run once (its
    ``answers``) and :data:`RERUNS` times more (``run`` on fresh paths, read by ``counts``), and no won one is
    answered wrong, each time as a model of a draw read as one side's win predicts (``predict(playout, None,
    knobs)``, compared by ``same``), the root credited alike in all of them, and both sides were credited. Code
    that always credits one side is a single model, fitted before this is asked, and a name found for code that
    answers alike each time stands; but code whose answer to one playout changes from run to run is reproduced
    by no model, and a name fitted to one run's answers (wave 25's bp_06 was told "forgets draws" paired with a
    flipped draw when its random sides happened to fall so) is a coincidence: then these replace every problem
    found. Otherwise ``problems`` as they are."""
    named = [p for p in problems if not p.note]
    if not named:
        return problems
    wrong = {i for i, (playout, got) in enumerate(zip(playouts, answers, strict=True))
             if got is not None and not same(got, predict(playout, None, {}))}
    draws = {i for i, playout in enumerate(playouts) if playout.winner is None}
    if not wrong or wrong != draws:
        return problems
    again = _reruns(playouts, run, counts)
    varies = any(not same(got, answers[i]) for i, runs in again.items() for got in runs)
    if not varies and named[0].name != WRONG_VALUE:
        return problems  # the same answers each time: a name that reproduces them all stands
    fitted = []
    for i in sorted(draws):
        for got in (answers[i], *again.get(i, [])):
            fits = [dict(m.knobs)["draw_by_mover"] for m in BACKPROPAGATION_DRAW_MISTAKES
                    if same(got, predict(playouts[i], None, dict(m.knobs)))]
            if len(fits) != 1:
                return problems
            fitted.append(fits[0])
    roots = {dict(by_mover)[None] for by_mover in fitted}
    sides = {next(m for m, gain in by_mover if gain == 1.0) for by_mover in fitted}
    if len(roots) != 1 or len(sides) != 2:
        return problems
    line = _random_line(fn)
    how = (f" Your code picks that side at random (`{line}`): on average the side's share is half a win, but each"
           " node's count is wrong by half a win after every draw." if line is not None else "")
    shown = named[0].detail.split("\nThat is what you get from code that")[0]  # the playout and its first wrong node
    detail = (f"{shown}\nOn every draw (each run again too) your function gave one side's nodes a whole win and the"
              f" other side's nothing, X's on some draws and O's on others: a draw scored as one side's win.{how}")
    return [Problem(DRAW_AS_ONE_SIDES, detail, "A draw is neither side's win: add half a win (0.5) to every node of"
                    " the path, the root too, in a branch of its own for winner None, with no side chosen."),
            *[p for p in problems if p.note]]
