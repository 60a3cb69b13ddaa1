"""A checker's message is the same on every run of the same code: every call of a student's function
starts from one fixed seed of the global ``random`` (student_random.fixed_random), and the caller's
own random sequence goes on as if no check had run."""

from __future__ import annotations

import random

import pytest
from bug_zoo import blind67_wave31_new_zoo as wave31_new

from ttt_lab import exercises as ex
from ttt_lab.exercises.backpropagation_draws import DRAW_AS_ONE_SIDES
from ttt_lab.exercises.harness import _Printed
from ttt_lab.exercises.student_random import fixed_random

SAMPLED_DICE = wave31_new._ALL["w31_ex_05_catan_sampled_dice"]


def test_the_sampling_students_whole_message_is_the_same_on_every_run() -> None:
    """Wave 31's ex_05 averages random.choices(...) of a chance node's outcomes: its message named other
    outcomes "never tried" on each run before the seed was fixed."""
    first = ex.check_expectimax(SAMPLED_DICE, quiet=True).message()
    random.seed(2026)
    [random.random() for _ in range(17)]  # the notebook's own draws between two checks
    second = ex.check_expectimax(SAMPLED_DICE, quiet=True).message()
    random.seed()  # seeded from the system: any state at all
    third = ex.check_expectimax(SAMPLED_DICE, quiet=True).message()
    assert first == second == third
    assert "never tried the outcomes" in first


def test_a_check_leaves_the_callers_random_sequence_where_it_was() -> None:
    random.seed(5)
    expected = [random.random() for _ in range(3)]
    random.seed(5)
    got = [random.random()]
    ex.check_expectimax(SAMPLED_DICE, quiet=True)
    got += [random.random(), random.random()]
    assert got == expected


def test_each_call_through_the_checkers_door_starts_from_the_same_seed() -> None:
    draws = _Printed().wrap(lambda: [random.random() for _ in range(3)])
    assert draws() == draws()
    with fixed_random():
        assert draws() == [random.random() for _ in range(3)]  # the seed a call sees, and no other


def test_the_callers_state_comes_back_when_the_student_raises() -> None:
    def draws_then_fails() -> None:
        random.random()
        raise ValueError("student bug")

    random.seed(9)
    expected = random.random()
    random.seed(9)
    with pytest.raises(ValueError):
        _Printed().wrap(draws_then_fails)()
    assert random.random() == expected


def test_a_side_picked_at_random_for_a_draw_is_still_told_as_random_and_alike_on_every_run() -> None:
    """Under one seed for every call, code that picks a draw's side at random picks the same side each time and
    looked like code that always credits O ("encodes the result with two values"); the probe that reruns it does
    so under seeds of its own (student_random.seeded_by), fixed, so the message is still the same on every run."""
    from bug_zoo import blind45_wave25_new_zoo as wave25_new

    coin = wave25_new._ALL["w25_bp_06_draw_random_winner"]
    first = ex.check_backpropagation(coin, quiet=True)
    random.seed()
    second = ex.check_backpropagation(coin, quiet=True)
    assert first.message() == second.message()
    assert first.diagnosis[0].name == DRAW_AS_ONE_SIDES
    assert "Your code picks that side at random" in first.diagnosis[0].detail, first.message()
