"""A chance node whose outcomes are drawn at random: told as a sample, not as pruning.

Some searches (catanatron's dice_sample_size, Monte Carlo expectimax) average a chance node over a random
sample of its outcomes (``random.choices(outcomes, weights=p, k=3)``, ``random.sample(...)``) instead of
summing p × value over all of them. The check sees a chance node whose outcomes were not all tried and
names it "prunes at chance nodes", with a hint about stopping early "however the first ones turned out";
but the code never tests a value to stop: it skips outcomes by chance (wave 31's ex_05). Where the code
calls the random module (or a random generator) and the outcomes went unvisited for no other cause named
(no window handed through chance), the sample is named, with its call.
"""

from __future__ import annotations

import ast
import dataclasses

from ttt_lab.exercises.expectimax_returns import retold_pruning, return_in_outcome_loop
from ttt_lab.exercises.expectimax_skips import uncut_skips_told
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem

SAMPLES_CHANCE = "averages a random sample of a chance node's outcomes"
SAMPLES_CHANCE_HINT = (
    "A chance node is worth the sum of p × value over every outcome of game.outcomes(state), not an average"
    " over a random draw of them: a sample gives a noisy estimate that changes from run to run. Drop `{call}`"
    " and sum p × value over all the outcomes (sampling belongs to Monte Carlo search, not to expectimax).")

_RANDOM_DRAWS = frozenset({"choice", "choices", "sample", "shuffle", "randint", "randrange", "random", "uniform",
                           "integers"})
"""What a random module or generator is asked for when outcomes are drawn (``random.choices``, ``rng.integers``)."""


def random_draw(source: Source) -> str | None:
    """The text of the first call in the code that draws at random: ``random.choices(...)``,
    ``np.random.choice(...)``, ``rng.sample(...)`` (a draw asked of something named random or rng), or a
    bare ``choices(...)``/``sample(...)`` imported from it. None where there is none."""
    for node in source.nodes():
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in _RANDOM_DRAWS:
            owner = source.segment(func.value).lower()
            if "random" in owner or "rng" in owner:
                return source.segment(node)
        if isinstance(func, ast.Name) and func.id in {"choices", "randint", "randrange", "shuffle"}:
            return source.segment(node)
    return None


def sampled_outcomes(problems: list[Problem], fn: object, pruned: str) -> list[Problem]:
    """``problems`` with a chance node said to prune (``pruned``, its name) told as a random sample of its
    outcomes where the code draws at random (:func:`random_draw`); unchanged where it does not."""
    return retold_pruning(problems, fn, pruned, random_draw, _told_sample)


def _told_sample(first: Problem, call: str) -> Problem:
    return dataclasses.replace(
        first, name=SAMPLES_CHANCE, detail=f"{first.detail}\nYour code draws at random (`{call}`): the outcomes it"
        " never tried were left out by the draw, and the chance node's value is an average over the sample.",
        hint=SAMPLES_CHANCE_HINT.format(call=call))


def skipped_outcomes_told(problems: list[Problem], fn: object, pruned: str, windowed: bool) -> list[Problem]:
    """A chance node said to prune told by what the code shows skipped its outcomes: a ``return`` in the loop
    over them (:func:`~ttt_lab.exercises.expectimax_returns.return_in_outcome_loop`), else a random draw
    (:func:`sampled_outcomes`), else code with no cutoff over the outcomes (expectimax_skips); none, and the
    pruning stands. Not where the check found the pruning's own
    cause (``windowed``: alpha-beta's window handed through chance nodes, said in its hint already)."""
    if windowed:
        return problems
    return uncut_skips_told(sampled_outcomes(return_in_outcome_loop(problems, fn, pruned), fn, pruned), fn, pruned)
