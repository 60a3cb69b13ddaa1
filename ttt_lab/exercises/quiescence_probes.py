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
_BOTH_EXPLAIN = "together they explain every value your function returned"


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


def _models_named(errors: list[Problem], catalogue: Sequence[Mistake], cases: Sequence[Any],
                  answers: Sequence[float | None]) -> tuple[list[Mistake], str] | None:
    """The model (or pair) that named every graded value, and the words that said so; None where the
    problems are not one such naming, or where more than one model (or pair) of the catalogue reads so."""
    def said(problem: Problem, words: str) -> list[Mistake]:
        return [m for m in catalogue if m.name == problem.name and m.alter is None and m.knobs and m.because in words]
    if len(errors) == 1 and _EXPLAINS in errors[0].detail:
        named = [m for m in said(errors[0], errors[0].detail) if _fits([m], cases, answers)]
        return (named, _EXPLAINS) if len(named) == 1 else None
    if len(errors) == 2 and _BOTH_EXPLAIN in errors[0].detail:
        # a pair (engine.fit_problems): the second's words are "It also <because> (see above)."
        pairs = [[first, second] for first in said(errors[0], errors[0].detail)
                 for second in said(errors[1], errors[1].detail) if first is not second
                 and not set(dict(first.knobs)) & set(dict(second.knobs)) and _fits([first, second], cases, answers)]
        return (pairs[0], _BOTH_EXPLAIN) if len(pairs) == 1 else None
    return None


Refit = Callable[[Sequence[Any], Sequence[float | None]], list[Problem] | None]
"""Names the values of the graded positions and the probes together (the checker's catalogue, singles then
pairs), or None where nothing fits them all."""


def second_slip(problems: list[Problem], run: Callable[..., Any], cases: Sequence[Any],
                answers: Sequence[float | None], catalogue: Sequence[Mistake],
                refit: Refit | None = None) -> list[Problem]:
    """``problems`` with one slip more named where one model (or a pair) named every graded value but the
    probes show another beside it (see the module's description). A pair counts too: wave 26's qs_03 (only
    the opponent's lines blocked) was named "never follows the threats" and "never completes its own line",
    and its stand-pat beside a forced block, which the graded cases cannot show, went untold.

    Where no slip added explains the probes, the named model was one of several the graded positions could
    not tell apart: ``refit`` names the graded and probed values together, and its names replace the first
    (wave 33's q_07: a stand-pat beside every forced block fitted the graded values by chance; the probes
    show the code never looks at its own wins)."""
    errors = [p for p in problems if not p.note]
    found = _models_named(errors, catalogue, cases, answers)
    if found is None:
        return problems
    named, explains = found
    first = errors[0]
    probes = _probes()
    probed: list[float | None] = []
    for game, state, evaluate, _ in probes:
        watch = _Watch(game)
        probed.append(_call(run, watch, watch, state, evaluate).number)
    if _fits(named, probes, probed):
        return problems
    keys = {key for m in named for key in dict(m.knobs)}
    names = {m.name for m in named}
    pairs = [m for m in catalogue if m.name not in names and m.alter is None and m.knobs
             and not set(dict(m.knobs)) & keys and _fits([*named, m], probes, probed)
             and _fits([*named, m], cases, answers)]
    index = next(i for i, (case, got) in enumerate(zip(probes, probed, strict=True)) if got is None
                 or not _close(_predicted(named, case), got))
    label, got = probes[index][3], probed[index]
    shown = "nothing" if got is None else _num(got)
    alone = "that mistake alone gives" if len(named) == 1 else "those two alone give"
    if len({m.name for m in pairs}) != 1:
        refitted = None if refit is None else refit([*cases, *probes], [*answers, *probed])
        if refitted is not None:
            return refitted + [p for p in problems if p.note]
        told = (f"{explains} on the graded positions, but not every value: on {label} it returned {shown}, where"
                f" {alone} {_num(_predicted(named, probes[index]))}, so another slip is there too")
        return [replace(p, detail=p.detail.replace(explains, told)) if p is first else p for p in problems]
    second = pairs[0]
    which, without, together = (("second", "with the first alone", "the two together") if len(named) == 1
                                else ("third", "with the first two alone", "the three together"))
    told = (f"{explains} on the graded positions; on {label}, one more position asked, it returned {shown}, which"
            f" the {which} problem below explains")
    return [*(replace(p, detail=p.detail.replace(explains, told)) if p is first else p for p in problems),
            Problem(second.name, f"On {label} it returned {shown}; without this slip, {without}, your"
                    f" function would return {_num(_predicted(named, probes[index]))}. That is what you get from code"
                    f" that also {second.because}; {together} explain every value your function returned,"
                    " on the graded positions and on these.", second.hint)]
