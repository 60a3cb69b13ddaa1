"""Answers to the 04 pruning quiz as students give them: each answer wrapped in a function (the
zoo's shape), with the seed of the quiz it answers (``random_pruning_quiz(seed).check(answer)``).

Two misconceptions at once (blind wave 7, quiz07: strict cutoffs and shallow cutoffs only, each
named exactly when alone) are named together where each explains part of the answer and they
explain all of it (:func:`~ttt_lab.exercises.quiz_models.two_misconceptions`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import quiz_models, report


def _answer(name: str, answer: Any, seed: int = 11) -> Callable[[], Any]:
    def fn() -> Any:
        return answer

    fn.__name__ = name
    fn._seed = seed  # type: ignore[attr-defined]
    return fn


def CHECK(fn: Any, *, quiet: bool = False) -> ex.CheckReport:
    """The quiz of the answer's seed, checked as the notebook's graded cell does."""
    return ex.random_pruning_quiz(seed=fn._seed).check(fn(), quiet=quiet)


_TWO = {report.STRICT, quiz_models.SHALLOW_ONLY}

BUGGY = [
    # quiz07 verbatim: strict cutoffs miss i2, shallow cutoffs miss l2.
    (_answer("two_strict_and_shallow", {"n1", "n2", "o1", "o2"}), _TWO),
    # The same two on another tree, as a list: only the cutoff neither slip touches is left.
    (_answer("two_strict_and_shallow_seed_0", ["i2"], seed=0), _TWO),
    # Shallow cutoffs only (no l2), and a skipped subtree given by its first leaf (n1 for G).
    (_answer("shallow_and_first_leaf", ["i2", "n1"]), {quiz_models.SHALLOW_ONLY, quiz_models.FIRST_LEAF_ONLY}),
]

CORRECT = [
    _answer("correct_sorted_list", ["i2", "l2", "n1", "n2", "o1", "o2"]),  # quizc1
    # quiz05: the pruned subtree G named by its letter. Kept as right, on purpose: the quiz reads an
    # inner node as all the leaves below it (which_leaves_are_pruned's docstring) and says so in a
    # note (test_hint_guesses.py asserts it); the cutoffs it shows are the right ones.
    _answer("subtree_by_its_letter", {"i2", "l2", "G"}),
]
