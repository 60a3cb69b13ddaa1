"""retrograde_counts: what a count of open moves in the student's code says about a table decided too early or
twice (a loss that waits for the count refutes "a loss when one move loses"; a win that falls through into the
counting is decided again)."""

from __future__ import annotations

import ast

from bug_zoo import blind41_wave23_new_zoo as zoo
from bug_zoo import retrograde as older

from ttt_lab.exercises import check_retrograde, retrograde_counts, retrograde_names
from ttt_lab.exercises.hint_checks import Source, read_source


def test_a_loss_under_the_count_waits_for_every_move() -> None:
    assert retrograde_counts.loss_waits_for_the_count(read_source(zoo._ALL["w23_rg_02_expands_duplicates"]))
    # A loss declared outside the count (on the first losing move) does not wait.
    assert not retrograde_counts.loss_waits_for_the_count(read_source(older.lost_on_the_first_losing_move))


def test_a_win_that_falls_through_into_the_count() -> None:
    win, later = retrograde_counts.win_falls_through(read_source(zoo._ALL["w23_rg_04_win_without_continue"])) or ("", "")
    assert win == "val[p] = mover_win" and later.startswith("val[p] = 0 if draw_seen[p]")
    # The right analysis continues after the win: nothing falls through.
    assert retrograde_counts.win_falls_through(read_source(older.correct_by_layers)) is None


def test_a_move_counted_twice_is_named_from_the_repeated_moves() -> None:
    report = check_retrograde(zoo._ALL["own_rg_recursive_walk_parents"], quiet=True)
    first = next(problem for problem in report.diagnosis if not problem.note)
    assert first.name == retrograde_counts.COUNTS_A_MOVE_TWICE
    assert "more than once" in first.detail and "already seen" in first.hint
    # Without a position expanded twice, only what the table shows: decided before every move is known.
    report = check_retrograde(zoo._ALL["own_rg_first_parent_listed_twice"], quiet=True)
    assert report.diagnosis[0].name == retrograde_names.DECIDES_EARLY


def test_the_source_rules_read_other_names() -> None:
    code = ast.parse("def f(g):\n    for q in ups[k]:\n        if t[k] == w:\n            t[q] = w\n        n[q] -= 1\n"
                     "        if n[q] <= 0:\n            t[q] = -w\n")
    source = Source((code,), (ast.unparse(code),))
    assert retrograde_counts.loss_waits_for_the_count(source)
    assert retrograde_counts.win_falls_through(source) == ("t[q] = w", "t[q] = -w")
