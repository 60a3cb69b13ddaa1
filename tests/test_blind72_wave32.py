"""Wave 32's first set (blind68), t72a's cases: what each fixed student is told, beyond the name the zoo asserts
(tests/bug_zoo/blind72_wave32_zoo.py): the words follow the code and the checker's point of view, and each rule keeps
off code without the mistake."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bug_zoo import blind72_wave32_zoo as wave32

from ttt_lab.exercises import negamax, random_pruning_quiz
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.sign_models import scaled_utility_words


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def _first(stem: str):  # type: ignore[no-untyped-def]
    report = wave32.CHECK(wave32._ALL[stem], quiet=True)
    return next(problem for problem in report.diagnosis if not problem.note)


def test_a_scaled_utility_in_negamax_is_told_the_side_to_moves_utility_and_its_own_factor() -> None:
    problem = _first("w32_ng_04_quick_win_scaling")
    assert "game.players[0]" not in problem.hint
    assert "game.utility(state, game.to_move(state))" in problem.hint and "negamax already prefers" in problem.hint
    assert "Drop the factor `(10 - depth)`" in problem.hint
    assert "`WIN_SCALE`" in _first("own_ng_scaled_by_constant").hint


def test_no_negamax_hint_says_a_finished_game_is_worth_maxs_utility() -> None:
    # Negamax's values are the side to move's: game.utility(state, game.players[0]) is right there only turned by the
    # side's sign (sign * ...), or quoted beside minimax's form for comparison.
    for mistake in negamax.MISTAKES:
        for at in range(len(mistake.hint)):
            if mistake.hint.startswith("game.utility(state, game.players[0])", at):
                assert mistake.hint[max(0, at - 7):at].strip().endswith("*") or "minimax" in mistake.hint, mistake


def test_the_factor_is_quoted_only_where_the_product_has_one() -> None:
    words = scaled_utility_words("b", "H.")
    assert words(_source("def f(g, s, d):\n    return (10 - d) * g.utility(s, g.to_move(s))\n")) == (
        "b", "H. Drop the factor `(10 - d)` from `(10 - d) * g.utility(s, g.to_move(s))`.")
    assert words(_source("def f(g, s):\n    return color * 100 * g.utility(s, 'X')\n")) is None  # a sign beside it
    assert words(_source("def f(g, s):\n    return g.utility(s, g.to_move(s))\n")) is None


def test_a_quiz_answer_one_leaf_early_is_named_so_and_not_sent_to_deep_cutoffs() -> None:
    problem = _first("w32_qz_03_marks_the_cutting_leaf")
    assert "the leaf whose value made its node stop" in problem.detail and "deep" not in problem.hint


def test_the_deep_cutoff_words_are_kept_for_answers_that_never_stop_below_the_deep_cut() -> None:
    quiz = random_pruning_quiz(seed=11)  # L (MIN) stops on A's alpha at l1: a deep cutoff; I at i1 on D's
    stops_at_l = quiz.check({"i2", "l1", "n1", "n2", "o1", "o2"}, quiet=True)  # l1 for l2, I right: no model
    missed = next(p for p in stops_at_l.diagnosis if p.name == "misses pruned leaves")
    assert "deep cutoff" not in missed.hint
    never_at_l = quiz.check({"i2", "n1", "n2", "o1"}, quiet=True)  # nothing below L, and no model fits
    missed = next(p for p in never_at_l.diagnosis if p.name == "misses pruned leaves")
    assert "deep cutoff" in missed.hint
