"""A bound handed to a child as an infinity is quoted in the hint (wave 39's ab_05, told "pass alpha and beta to
every call" though its MAX half passes both): the call and the bound it drops, from the student's code."""

from __future__ import annotations

import pytest
from bug_zoo import blind105_wave39_zoo as wave39

from ttt_lab.exercises import WINDOW_NOT_PASSED, check_alphabeta
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
