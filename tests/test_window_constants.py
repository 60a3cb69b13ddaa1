"""Alpha-beta hints worded from the code (wave 39). A bound handed to a child as an infinity is quoted in the hint (wave 39's ab_05, told "pass alpha and beta to
every call" though its MAX half passes both): the call and the bound it drops, from the student's code."""

from __future__ import annotations

import pytest
from bug_zoo import blind105_wave39_zoo as wave39

from ttt_lab.exercises import WINDOW_NOT_PASSED, check_alphabeta
from ttt_lab.exercises.alphabeta_models import BOUND_OVERWRITTEN
from ttt_lab.exercises.bound_overwrites import child_score_overwrite
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.window_constants import infinite_bound_words


@pytest.mark.parametrize(("stem", "call", "dropped"), [
    ("ab_05_min_resets_alpha", "my_alphabeta(game, game.result(state, move), -math.inf, beta)", "alpha"),
    ("ab_g103a_max_resets_beta", "min_value(game, game.result(state, move), alpha, INF)", "beta"),
])
def test_the_hint_quotes_the_call_that_hands_an_infinity(stem: str, call: str, dropped: str) -> None:
    report = check_alphabeta(wave39._ALL[stem], quiet=True)
    first = report.diagnosis[0]
    assert first.name == WINDOW_NOT_PASSED, report.message()
    assert f"`{call}`" in first.hint and f"the node's {dropped} belongs" in first.hint, report.message()
    assert "Pass the node's alpha and beta to every recursive call" not in first.hint


def test_calls_that_pass_no_bound_or_both_leave_the_general_hint() -> None:
    def no_window(game, state, alpha=-float("inf"), beta=float("inf")):  # type: ignore[no-untyped-def]
        return max((no_window(game, game.result(state, m)) for m in game.actions(state)), default=0)

    def both(game, state, alpha=-float("inf"), beta=float("inf")):  # type: ignore[no-untyped-def]
        return max((both(game, game.result(state, m), alpha, beta) for m in game.actions(state)), default=0)

    def one_infinity(game, state, alpha=-float("inf"), beta=float("inf")):  # type: ignore[no-untyped-def]
        return max((one_infinity(game, game.result(state, m), alpha, float("inf")) for m in game.actions(state)),
                   default=0)

    assert infinite_bound_words(read_source(no_window, levels=2)) is None
    assert infinite_bound_words(read_source(both, levels=2)) is None
    words = infinite_bound_words(read_source(one_infinity, levels=2))
    assert words is not None and "hands the child float('inf') where the node's beta belongs" in words


@pytest.mark.parametrize(("stem", "line"), [
    ("ab_08_coursera_alpha_overwritten", "alpha = score * SCORES[player]"),
    ("ab_g103a_negamax_alpha_is_last_score", "alpha = value"),
])
def test_a_bound_set_to_each_childs_score_is_told_from_its_line(stem: str, line: str) -> None:
    """Wave 39's ab_08 was told "alpha = v" (the best so far) where its code writes the child's score."""
    report = check_alphabeta(wave39._ALL[stem], quiet=True)
    first = report.diagnosis[0]
    assert first.name == BOUND_OVERWRITTEN, report.message()
    assert f"`{line}`" in first.detail and "score of each child" in first.detail, report.message()
    assert f"`{line}`" in first.hint and "alpha = v in MAX nodes" not in first.detail, report.message()


def test_a_narrowing_is_no_overwrite() -> None:
    def narrows(game, state, alpha, beta):  # type: ignore[no-untyped-def]
        for move in game.actions(state):
            score = -narrows(game, game.result(state, move), -beta, -alpha)
            alpha = max(alpha, score)
        return alpha

    assert child_score_overwrite(read_source(narrows, levels=2), "alpha") is None
