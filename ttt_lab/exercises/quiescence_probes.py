"""A second slip the graded cases hide behind the first, found on a few positions more.

On the quiescence checker's graded cases some pairs of slips give the values of one of them
alone: "follows wins and forced blocks but never the threats" returns the evaluation wherever no
win or block is forced, and there a stand-pat offered beside a forced block changes nothing the
cases show. Once one model has named every graded value, :func:`second_slip` asks the student a
few positions more (chosen so that such pairs differ). Where the named model alone still gives
every value, nothing changes; where it does not and exactly one other slip of the catalogue,
paired with it, gives every value, graded and probed, that slip is named too; where none (or
several) does, the first name stays alone and the message no longer says it explains everything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.harness import _call, _close, _num, _Watch
from ttt_lab.exercises.quiescence_model import mistaken_quiescence
from ttt_lab.exercises.report import Problem
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import line_evaluation

_EXPLAINS = "it explains every value your function returned"


@cache
def _probes() -> tuple[tuple[Any, Any, Any, str], ...]:
    """Positions where a forced block follows a quiet-looking move, so that a stand-pat offered beside the
    block, or threats never followed, show apart (found on random positions; a test keeps them apart)."""
    board, wide = TicTacToe(), MNK(4, 4, 3)
    probes = []
    for game, texts in ((board, ("OOX/X../X..", "O../X.X/.OX", ".XO/.../.X.", "..X/OX./...", ".X./XO./..O")),
                        (wide, ("..../X.O./.X../....", "X.../X.../..O./....", "..../.O../X.X./...."))):
        evaluate = line_evaluation(game)
        probes += [(game, game.parse(text), evaluate, f"{text} ({game.to_move(game.parse(text))} to move)")
                   for text in texts]
    return tuple(probes)


def _predicted(mistakes: Sequence[Mistake], case: tuple[Any, Any, Any, str]) -> float:
    game, state, evaluate, _ = case
    knobs: dict[str, Any] = {}
    for mistake in mistakes:
        knobs.update(mistake.knobs)
    return mistaken_quiescence(game, state, evaluate, knobs)


def _fits(mistakes: Sequence[Mistake], cases: Sequence[Any], answers: Sequence[float | None]) -> bool:
    try:
        return all(answer is not None and _close(_predicted(mistakes, case), answer)
                   for case, answer in zip(cases, answers, strict=True))
    except Exception:  # a model that cannot run on a case does not fit it
        return False


def second_slip(problems: list[Problem], run: Callable[..., Any], cases: Sequence[Any],
                answers: Sequence[float | None], catalogue: Sequence[Mistake]) -> list[Problem]:
    """``problems`` with a second slip named where one model named every graded value but the probes show
    another beside it (see the module's description)."""
    errors = [p for p in problems if not p.note]
    if len(errors) != 1 or _EXPLAINS not in errors[0].detail:
        return problems
    first = errors[0]
    named = [m for m in catalogue if m.name == first.name and m.alter is None and m.knobs
             and m.because in first.detail and _fits([m], cases, answers)]
    if len(named) != 1:
        return problems
    probes = _probes()
    probed: list[float | None] = []
    for game, state, evaluate, _ in probes:
        watch = _Watch(game)
        probed.append(_call(run, watch, watch, state, evaluate).number)
    if _fits(named, probes, probed):
        return problems
    keys = dict(named[0].knobs)
    pairs = [m for m in catalogue if m.name != first.name and m.alter is None and m.knobs
             and not set(dict(m.knobs)) & set(keys) and _fits([*named, m], probes, probed)
             and _fits([*named, m], cases, answers)]
    index = next(i for i, (case, got) in enumerate(zip(probes, probed, strict=True)) if got is None
                 or not _close(_predicted(named, case), got))
    label, got = probes[index][3], probed[index]
    shown = "nothing" if got is None else _num(got)
    if len({m.name for m in pairs}) != 1:
        told = (f"{_EXPLAINS} on the graded positions, but not every value: on {label} it returned {shown}, where"
                f" that mistake alone gives {_num(_predicted(named, probes[index]))}, so another slip is there too")
        return [replace(p, detail=p.detail.replace(_EXPLAINS, told)) if p is first else p for p in problems]
    second = pairs[0]
    told = (f"{_EXPLAINS} on the graded positions; on {label}, one more position asked, it returned {shown}, which"
            f" the second problem below explains")
    return [*(replace(p, detail=p.detail.replace(_EXPLAINS, told)) if p is first else p for p in problems),
            Problem(second.name, f"On {label} it returned {shown}; without this slip, with the first alone, your"
                    f" function would return {_num(_predicted(named, probes[index]))}. That is what you get from code"
                    f" that also {second.because}; the two together explain every value your function returned,"
                    " on the graded positions and on these.", second.hint)]
