"""MCTS opened up: the trace of each iteration's four phases, UCB1's terms, the tree at any
phase, the stepper, and the checkers for UCB1 and backpropagation with their student bugs."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import buggy_mcts as student
import matplotlib
import pytest

from ttt_lab import TicTacToe
from ttt_lab import exercises as ex
from ttt_lab.search import MCTSTrace, RecordingLimitError, mcts, ucb_terms
from ttt_lab.search.mcts_trace import PHASES
from ttt_lab.widgets import MCTSStepper

matplotlib.use("Agg")

GAME = TicTacToe()
POSITION = GAME.parse("XO./.X./..O")


def traced(iterations: int = 60, seed: int = 1, **options: Any) -> tuple[Any, MCTSTrace]:
    trace = MCTSTrace()
    return mcts(GAME, POSITION, iterations=iterations, seed=seed, trace=trace, **options), trace


def test_a_trace_changes_nothing_the_search_does() -> None:
    with_trace, _ = traced()
    without = mcts(GAME, POSITION, iterations=60, seed=1)
    assert with_trace.stats["children"] == without.stats["children"] and with_trace.move == without.move


def test_each_iteration_is_recorded_with_its_four_phases_consistent_with_the_tree() -> None:
    result, trace = traced()
    assert len(trace) == result.stats["iterations"] == 60
    root = result.stats["tree"]
    for iteration in trace:
        # Backpropagation credits every node of the path, the root first, once.
        assert [credit.path for credit in iteration.credits] == [iteration.path[:i]
                                                                 for i in range(len(iteration.path) + 1)]
        assert all(credit.credit == (0.5 if iteration.winner is None else float(credit.mover == iteration.winner))
                   for credit in iteration.credits[1:])
    # The counts the trace adds up are those of the search's own tree.
    final, _ = trace.tree_at(len(trace) - 1)
    for child in root.children:
        node = next(n for n in final.children(final.root) if n.move == child.move)
        wins = child.wins + 0.5 * child.draws
        assert node.rule == f"{wins:g}/{child.visits}"
    assert final.root.rule == "60 visits" and len(final) == result.nodes


def test_selection_follows_the_largest_ucb_score_computed_by_ucb_terms() -> None:
    _, trace = traced(iterations=80)
    steps = [step for iteration in trace for step in iteration.selection]
    assert steps, "80 iterations from this position select below the root"
    for step in steps:
        best = max(candidate.score for candidate in step.candidates)
        chosen = next(candidate for candidate in step.candidates if candidate.move == step.chosen)
        assert math.isclose(chosen.score, best)
        for candidate in step.candidates:
            assert (candidate.exploitation, candidate.exploration) == ucb_terms(
                candidate.wins, candidate.visits, step.parent_visits, trace.exploration)


def test_the_tree_grows_one_node_per_expansion_and_counts_after_backpropagation() -> None:
    _, trace = traced(iterations=10)
    sizes = {phase: len(trace.tree_at(4, phase)[0]) for phase in PHASES}
    assert sizes["selection"] + 1 == sizes["expansion"] == sizes["playout"] == sizes["backpropagation"]
    before, _ = trace.tree_at(4, "playout")
    after, path = trace.tree_at(4, "backpropagation")
    assert before.root.rule == "4 visits" and after.root.rule == "5 visits" and path[0] == 0


def test_the_stepper_names_each_phase_with_ucb_arithmetic_and_goes_back() -> None:
    _, trace = traced(iterations=12)
    stepper = MCTSStepper(trace)
    assert stepper.last_error is None and "iteration 1 of 12 · selection" in stepper.message.value
    seen = {}
    for step in range(1, 4 * 12 + 1):
        stepper.step = step
        seen[step] = (stepper.message.value, stepper.picture.value)
    assert stepper.last_error is None
    selections = [seen[step][0] for step in range(1, 49, 4)]
    assert any("·√(ln " in text for text in selections)  # UCB1's terms, with their numbers
    stepper.step = 10
    assert (stepper.message.value, stepper.picture.value) == seen[10]
    with pytest.raises(ValueError, match="step must be"):
        stepper.step = 0


def test_a_trace_refuses_more_iterations_than_its_cap() -> None:
    with pytest.raises(RecordingLimitError, match="MCTSTrace"):
        mcts(GAME, POSITION, iterations=30, seed=1, trace=MCTSTrace(max_iterations=20))
    with pytest.raises(ValueError, match="iteration 5 is not recorded"):
        traced(iterations=5)[1].tree_at(5)


# ---------------------------------------------------------------------- the checkers


UCB_BUGGY: list[tuple[Callable[..., Any], str]] = [
    (student.ucb_no_unvisited_case, ex.UNVISITED_NOT_FIRST),
    (student.ucb_zero_for_unvisited, ex.UNVISITED_NOT_FIRST),
    (student.ucb_greedy, ex.NO_EXPLORATION),
    (student.ucb_swapped, ex.SWAPPED_VISITS),
    (student.ucb_parent_in_rate, ex.PARENT_IN_RATE),
    (student.ucb_no_sqrt, ex.NO_SQUARE_ROOT),
    (student.ucb_no_c, ex.IGNORES_C),
]
BACKPROPAGATION_BUGGY: list[tuple[Callable[..., Any], str]] = [
    (student.backpropagate_wrong_side, ex.WRONG_SIDE),
    (student.backpropagate_forgets_draws, ex.FORGETS_DRAWS),
    (student.backpropagate_no_draw_branch, ex.FORGETS_DRAWS),
    (student.backpropagate_leaf_only, ex.ONLY_LEAF),
    (student.backpropagate_counts_only_wins, ex.MISSES_VISITS),
    (student.backpropagate_draw_as_win, ex.DRAW_AS_WIN),
    (student.backpropagate_loss_as_minus_one, ex.LOSS_AS_MINUS_ONE),
    (student.backpropagate_credits_both, ex.CREDITS_BOTH),
]


@pytest.mark.parametrize(("check", "fn"), [(ex.check_ucb, student.ucb_correct), (ex.check_ucb, student.ucb_two_terms),
                                           (ex.check_backpropagation, student.backpropagate_correct)],
                         ids=lambda item: getattr(item, "__name__", ""))
def test_correct_mcts_pieces_pass(check: Callable[..., Any], fn: Callable[..., Any]) -> None:
    report = check(fn, quiet=True)
    assert report.passed, report.message()


@pytest.mark.parametrize(("check", "fn", "name"),
                         [(ex.check_ucb, fn, name) for fn, name in UCB_BUGGY]
                         + [(ex.check_backpropagation, fn, name) for fn, name in BACKPROPAGATION_BUGGY],
                         ids=lambda item: getattr(item, "__name__", str(item)[:20]))
def test_each_mcts_bug_is_caught_and_named_first(check: Callable[..., Any], fn: Callable[..., Any], name: str) -> None:
    report = check(fn, quiet=True)
    assert not report.passed and report.diagnosis[0].name == name, report.message()


def test_a_backpropagation_without_a_draw_branch_is_named_as_one_mistake_it_has() -> None:
    # `if node.mover == winner: node.wins += 1` and nothing for a draw: the root's mover None
    # equals the draw's winner None. The report must not send the student looking for a 0.5
    # they never wrote ("adds a draw's half win to the root alone and ... a whole win").
    message = ex.check_backpropagation(student.backpropagate_no_draw_branch, quiet=True).message()
    assert "half win" not in message and "whole win" in message and "root" in message, message


def test_a_plus_minus_one_reward_with_draws_zero_gets_both_names_the_minus_one_first() -> None:
    # Wave 8's bp03: +1/-1 flipped up the path (into the root), a draw 0. The case shown is a won
    # playout, where the -1 is what the student sees; the draw's 0 is the second mistake.
    from bug_zoo import backpropagation as zoo

    report = ex.check_backpropagation(zoo.bp03_two_flip_minus_one_draw_zero, quiet=True)
    assert [p.name for p in report.diagnosis] == [ex.backpropagation.LOSS_AS_MINUS_ONE,
                                                  ex.backpropagation.FORGETS_DRAWS], report.message()
