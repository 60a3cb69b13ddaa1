"""A retrograde table lacking positions: its values' own mistake said first (retrograde_gaps), and a table lacking
exactly the unfinished draws named as draws never decided (retrograde_gaps) — wave 26's rg_02, told only "leaves
positions out" with a hint for the breadth-first search it already had."""

from __future__ import annotations

from typing import Any

from bug_zoo import blind47_wave26_new_zoo as zoo

from ttt_lab import exercises as ex
from ttt_lab.exercises import retrograde_gaps, retrograde_names


def _errors(fn: Any) -> list[Any]:
    return [p for p in ex.check_retrograde(fn, quiet=True).diagnosis if not p.note]


def test_a_search_stopped_by_a_wrongly_decided_start_names_the_rule_then_the_loop_that_stops() -> None:
    for stem, test in (("w26_rg_02_gamesman_no_ties", "len(queue) > 0 and not solved[0]"),
                       ("own_rg_stops_when_root_decided", "frontier and not done")):
        rule, left_out = _errors(zoo._ALL[stem])
        assert rule.name == retrograde_names.DRAW_AS_LOSS
        assert left_out.name == retrograde_names.LEAVES_OUT
        assert f"`{test}`" in left_out.hint and "breadth-first" not in left_out.hint


def test_a_table_lacking_exactly_the_unfinished_draws_is_told_draws_are_never_decided() -> None:
    (problem,) = _errors(zoo._ALL["own_rg_ties_never_passed_up"])
    assert problem.name == retrograde_gaps.NEVER_DRAWS
    assert "exactly the unfinished ones worth a draw" in problem.detail


def _drops_every_draw(game: Any) -> dict[Any, float]:
    """Right values (a memoised minimax), but a draw (0) never written: the finished draws are missing too."""
    memo: dict[Any, float] = {}

    def value(state: Any) -> float:
        key = game.key(state)
        if key not in memo:
            if game.is_terminal(state):
                memo[key] = game.utility(state, game.players[0])
            else:
                values = [value(game.result(state, move)) for move in game.actions(state)]
                memo[key] = max(values) if game.to_move(state) == game.players[0] else min(values)
        return memo[key]

    value(game.initial_state())
    return {key: v for key, v in memo.items() if v != 0}


def test_a_table_dropping_every_draw_is_not_told_draws_are_never_decided() -> None:
    names = [p.name for p in _errors(_drops_every_draw)]
    assert retrograde_gaps.NEVER_DRAWS not in names


def test_a_round_under_an_if_that_sets_its_own_flag_is_told_to_be_a_while() -> None:
    """wave 26's rg_05: `if changed:` where `while changed:` belongs, told only to "keep going round"."""
    for stem, flag in (("w26_rg_05_single_sweep", "changed"), ("own_rg_if_progress", "progress")):
        (problem,) = _errors(zoo._ALL[stem])
        assert problem.name == retrograde_names.UNDECIDED_AS_DRAW
        assert f"`if {flag}:`" in problem.hint and f"`while {flag}:`" in problem.hint
