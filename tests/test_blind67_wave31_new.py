"""Wave 31's new set (blind65), r66b's cases: what each fixed student is told, beyond the name the zoo asserts
(tests/bug_zoo/blind67_wave31_new_zoo.py): the words follow the code, and each rule keeps off code without the
mistake."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bug_zoo import blind67_wave31_new_zoo as wave31
from bug_zoo.runs import checked

from ttt_lab.exercises.backpropagation_carried import carried_gains, carried_shrink_mistakes
from ttt_lab.exercises.expectimax_samples import random_draw
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.retrograde_names import never_skips_decided


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def _first(stem: str):  # type: ignore[no-untyped-def]
    report = checked(wave31.CHECK, wave31._ALL[stem])
    return next(problem for problem in report.diagnosis if not problem.note)


def test_a_sampled_chance_node_is_told_with_its_draw_and_no_word_of_stopping_early() -> None:
    problem = _first("w31_ex_05_catan_sampled_dice")
    assert "random.choices(moves, weights=weights, k=DICE_SAMPLE_SIZE)" in problem.detail
    assert "however the first ones turned out" not in problem.hint and "every outcome" in problem.hint


def test_a_random_draw_is_read_only_from_a_random_module_or_generator() -> None:
    assert random_draw(_source("def f(o):\n    return random.sample(o, 2)\n")) == "random.sample(o, 2)"
    assert random_draw(_source("def f(o):\n    return rng.choice(o)\n")) == "rng.choice(o)"
    assert random_draw(_source("def f(o):\n    return sample(o)\n")) is None  # a helper of one's own
    assert random_draw(_source("def f(o):\n    return game.choice(o)\n")) is None
    assert random_draw(_source("def f(o):\n    return sum(p * v for v, p in o)\n")) is None


def test_the_overwrite_is_told_on_the_loop_over_preds() -> None:
    problem = _first("w31_rg_02_no_solved_guard")
    assert "`for parent in preds[key]:` never asks whether the parent is decided already" in problem.detail


def test_a_loop_over_preds_with_a_guard_skips_the_decided() -> None:
    guarded = "def f():\n    for p in preds[key]:\n        if p in value:\n            continue\n        left[p] -= 1\n"
    assert never_skips_decided(_source(guarded)) is None
    unguarded = "def f():\n    for p in preds[key]:\n        left[p] -= 1\n"
    assert never_skips_decided(_source(unguarded)) == "for p in preds[key]:"
    unrelated = "def f():\n    for move in moves:\n        left[move] -= 1\n"
    assert never_skips_decided(_source(unrelated)) is None


def test_a_carried_value_shrunk_at_each_level_is_told_with_its_step() -> None:
    problem = _first("w31_bp_05_aggro_discount")
    assert "shrinks it toward 0 by 0.0001 at each level" in problem.detail
    assert "exactly 0" in problem.detail  # its root's draw test on the carried value


def test_a_carried_value_without_a_step_is_the_right_update() -> None:
    assert carried_gains([None, "X", "O", "X"], "X", (0.0, "right")) == [0.0, 1.0, 0.0, 1.0]
    assert carried_gains([None, "X", "O"], None, (0.0, "right")) == [0.5, 0.5, 0.5]
    assert carried_shrink_mistakes([((None, "X"), (2, 1), (1.0, 0.5), "X")], [((3, 1.0), (2, 1.5))]) == []  # the right gain
