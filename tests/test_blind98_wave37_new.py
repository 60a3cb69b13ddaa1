"""Wave 37's new set (blind95), e97b's cases: what each fixed student is told, beyond the name the zoo asserts
(tests/bug_zoo/blind98_wave37_new_zoo.py): the words follow the code, and each rule keeps off code without the
mistake."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bug_zoo import blind98_wave37_new_zoo as wave37
from bug_zoo.runs import checked

from ttt_lab.exercises.backpropagation_searcher_cases import subtracted_win
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.retrograde_draw_seeds import draw_rule, draws_left_off_the_queue
from ttt_lab.exercises.retrograde_fixed_win import fixed_win_test
from ttt_lab.exercises.retrograde_names import never_skips_decided
from ttt_lab.exercises.table_probe_args import depths_searched, probe_given_other_depth


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def _first(stem: str):  # type: ignore[no-untyped-def]
    report = checked(wave37.CHECK, wave37._ALL[stem])
    return next(problem for problem in report.diagnosis if not problem.note)


def test_a_fixed_win_test_is_quoted_and_the_decided_parent_skip_is_not_denied() -> None:
    problem = _first("w37_rg_04_plus_one_wins_for_all")
    assert "`info.result == 1`" in problem.detail and "`info.result == 1`" in problem.hint
    assert "never asks whether the parent is decided" not in problem.detail
    assert "(O to move)" in problem.detail  # the example is a second player's position, where the test is wrong


def test_a_parent_skipped_through_its_record_counts_as_a_skip() -> None:
    for test in ("pred.result is not UNKNOWN", "pred.result != None", "pred.decided"):
        guarded = (f"def f():\n    for pred_key in info.predecessors:\n        pred = states[pred_key]\n"
                   f"        if {test}:\n            continue\n        pred.left -= 1\n")
        assert never_skips_decided(_source(guarded)) is None, test
    unguarded = ("def f():\n    for pred_key in info.predecessors:\n        pred = states[pred_key]\n"
                 "        pred.left -= 1\n")
    assert never_skips_decided(_source(unguarded)) == "for pred_key in info.predecessors:"


def test_a_fixed_win_test_is_read_only_against_plus_one() -> None:
    assert fixed_win_test(_source("def f():\n    if value[c] == 1:\n        pass\n")) == "value[c] == 1"
    assert fixed_win_test(_source("def f():\n    if 1 in values:\n        pass\n")) == "1 in values"
    assert fixed_win_test(_source("def f():\n    if value[c] == WIN:\n        pass\n"), {"WIN": 1}) == "value[c] == WIN"
    assert fixed_win_test(_source("def f():\n    if value[c] == win:\n        pass\n")) is None  # the mover's win
    assert fixed_win_test(_source("def f():\n    if value[c] == WIN:\n        pass\n"), {"WIN": True}) is None


def test_a_lookup_handed_the_ply_is_quoted_where_the_entries_record_the_depth() -> None:
    for stem, call in (("w37_tt_06_probe_with_ply", "`probe(table, key, ply, alpha, beta)` passes `ply`"),
                       ("own_tt_table_class_height", "`tt.lookup(key, height, alpha, beta)` passes `height`")):
        problem = _first(stem)
        assert call in problem.hint and "pass `depth`" in problem.hint, problem.hint
    # The depth read where the entry's other fields are whole numbers too (wave 37's tt_05 keeps its hint).
    assert "look at where you read them" in _first("w37_tt_05_exact_any_depth").hint


def test_a_lookup_given_the_depth_or_a_local_is_not_quoted() -> None:
    helper = "def probe(table, key, depth):\n    return table.get(key)\n"
    right = "def search(state, depth, ply):\n    return probe(t, k, depth)\n"
    wrong = "def search(state, depth, ply):\n    return probe(t, k, ply)\n"
    local = "def search(state, depth):\n    need = 3\n    return probe(t, k, need)\n"
    both = lambda caller: Source((ast.parse(caller), ast.parse(helper)), (caller, helper))  # noqa: E731
    assert probe_given_other_depth(both(right)) is None
    assert probe_given_other_depth(both(local)) is None
    assert probe_given_other_depth(both(wrong)) == ("probe(t, k, ply)", "ply", "depth", "depth")


def test_the_depth_field_is_the_one_that_is_the_depth_searched_in_both_entries() -> None:
    assert depths_searched((1, 0, 0.5), (2, 0, 0.25)) == (1, 2)
    assert depths_searched((1, 1, 0.5), (2, 2, 0.25)) is None  # two fields could be the depth
    assert depths_searched((0, 0, 0.5), (0, 1, 0.25)) is None

    class Entry:
        def __init__(self, depth: int, flag: int) -> None:
            self.depth, self.flag, self.value = depth, flag, 0.5

    assert depths_searched(Entry(1, 0), Entry(2, 0)) == (1, 2)
    assert depths_searched(Entry(1, 1), Entry(2, 2)) is None


def test_draws_left_off_the_queue_are_told_with_the_test_that_leaves_them_out() -> None:
    for stem, test in (("w37_rg_03_draws_not_seeded", "`if result[k] != DRAW:`"), ("own_rg_ties_skipped_at_seed",
                                                                                     "`if score == TIE:`")):
        problem = _first(stem)
        assert test in problem.detail and "Your code has the draw rule" in problem.detail, problem.detail
        assert "Decide the draws too" not in problem.hint and "the finished draws too" in problem.hint, problem.hint


def test_a_queue_test_is_read_only_where_it_keeps_draws_out() -> None:
    kept_out = "def f():\n    for k in ks:\n        if v[k] != 0:\n            q.append(k)\n"
    every = "def f():\n    for k in ks:\n        q.append(k)\n"
    other = "def f():\n    for k in ks:\n        if v[k] != 1:\n            q.append(k)\n"
    assert draws_left_off_the_queue(_source(kept_out)) == ("v[k] != 0", "q.append(k)")
    for test in ("v[k] in (WIN, LOSS)", "abs(v[k]) == 1", "v[k] in {1, -1}"):
        decisive = f"def f():\n    for k in ks:\n        if {test}:\n            q.append(k)\n"
        assert draws_left_off_the_queue(_source(decisive)) == (test, "q.append(k)"), test
    assert draws_left_off_the_queue(_source(every)) is None
    assert draws_left_off_the_queue(_source(other)) is None
    assert draw_rule(_source("def f():\n    return DRAW if seen else -win\n")) == "DRAW if seen else -win"
    assert draw_rule(_source("def f():\n    return WIN if mine else LOSS\n")) is None


def test_the_other_sides_wins_subtracted_are_told_with_the_line_and_the_draws() -> None:
    problem = _first("w37_bp_04_our_turn_psiorx")
    assert "`if not our_turn and score < 0: node.wins -= 1`" in problem.detail, problem.detail
    assert "a draw credits nobody" in problem.detail
    assert "a draw credits nobody" not in _first("own_bp_searcher_loses_for_others").detail  # its draws are right


def test_a_subtraction_from_the_wins_is_read_in_its_spellings_only() -> None:
    for line, said in (("node.wins -= 1", "node.wins -= 1"), ("node.wins += -1", "node.wins += -1"),
                       ("n.wins = n.wins - 1", "n.wins = n.wins - 1")):
        assert subtracted_win(_source(f"def f(n):\n    if x:\n        {line}\n")) == ("x", said)
    assert subtracted_win(_source("def f(n):\n    n.visits -= 1\n    n.wins += 1\n")) is None
