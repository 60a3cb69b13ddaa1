"""Wave 30's new set (blind59), q62b's cases: what each fixed student is told, beyond the name the zoo asserts
(tests/bug_zoo/blind63_wave30_new_zoo.py): the words follow the code, and each rule keeps off code without the
mistake."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bug_zoo import blind63_wave30_new_zoo as wave30
from bug_zoo.runs import checked

from ttt_lab.exercises.backpropagation_shifts import shifted_credit_mistakes
from ttt_lab.exercises.expectimax_negamax_words import negamax_chance_call
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.retrograde_known_moves import loss_over_known_moves
from ttt_lab.exercises.table_windows_kept import window_test_turned


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def _first(stem: str):  # type: ignore[no-untyped-def]
    report = checked(wave30.CHECK, wave30._ALL[stem])
    return next(problem for problem in report.diagnosis if not problem.note)


def test_a_shallower_bound_kept_under_a_deeper_depth_is_shown_with_the_three_searches() -> None:
    problem = _first("w30_tt_03_one_depth_two_bounds")
    assert "at depth 1 with the full window" in problem.detail  # the shallower search, first
    assert "That is what the depth-1 search returned" in problem.detail
    assert "stored only a bound" in problem.detail and "keep a depth for each bound" in problem.hint


def test_every_credit_off_by_one_constant_is_said_with_the_three_amounts() -> None:
    problem = _first("w30_bp_06_aggro_decay")
    assert "0.9999 for a win (1 - 0.0001)" in problem.detail and "every credit off by 0.0001" in problem.detail
    # Amounts off by different numbers (doubled), or one amount off alone, are other slips, named elsewhere.
    assert shifted_credit_mistakes({2.0}, {1.0}, {0.0}, set(), set()) == []
    assert shifted_credit_mistakes({1.5}, {0.5}, {0.0}, set(), set()) == []
    assert shifted_credit_mistakes({1.01}, {0.51}, {0.01}, {0.5}, set()) == []  # the root credited apart


def test_a_kept_windows_inclusion_test_turned_round_is_told_at_the_test_with_the_right_one() -> None:
    for stem, test, right in (("w30_tt_02_window_inside", "entry.alpha >= alpha and entry.beta <= beta",
                               "entry.alpha <= alpha and entry.beta >= beta"),
                              ("own_tt_window_dict_inside", 'alpha <= entry["alpha"] and beta >= entry["beta"]',
                               'entry["alpha"] <= alpha and entry["beta"] >= beta')):
        problem = _first(stem)
        assert f"`{test}` reuses an entry when its window lies inside the current one" in problem.detail
        assert right in problem.hint
    right_way = ("def f(game, state, depth, evaluate, alpha, beta, table):\n    e = table[state]\n"
                 "    if e.alpha <= alpha and e.beta >= beta:\n        return e.value\n")
    assert window_test_turned(_source(right_way), "alpha", "beta") is None


def test_a_loss_from_the_moves_known_so_far_is_told_as_a_decision_before_every_move_is_known() -> None:
    problem = _first("w30_rg_01_loss_on_known")
    assert "`known and all(v == WIN for v in known)` asks only the moves known so far" in problem.detail
    assert "when one move loses" not in problem.detail + problem.hint and "len(known)" in problem.hint
    counted = ("def f(succ, result, k):\n    known = [result[c] for c in succ[k] if result[c] is not None]\n"
               "    if len(known) == len(succ[k]):\n        if all(v == 1 for v in known):\n            result[k] = -1\n")
    assert loss_over_known_moves(_source(counted)) is None


def test_negamax_flipped_at_a_roll_is_worded_with_its_sign_not_a_flag() -> None:
    problem = _first("w30_ex_05_negamax_chance_flip")
    assert "flips `color` at every call" in problem.detail and "a flag" not in problem.detail
    assert "game.to_move(state) == game.players[0]" in problem.hint
    kept = ("def negamax(game, state, color):\n"
            "    return sum(p * negamax(game, game.result(state, a), color) for a, p in game.outcomes(state))\n")
    assert negamax_chance_call(_source(kept)) is None
