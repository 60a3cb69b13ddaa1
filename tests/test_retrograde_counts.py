"""retrograde_counts: what a count of open moves in the student's code says about a table decided too early or
twice (a loss that waits for the count refutes "a loss when one move loses"; a win that falls through into the
counting is decided again)."""

from __future__ import annotations

import ast
import re

from bug_zoo import blind41_wave23_new_zoo as zoo
from bug_zoo import blind53_wave28_new_zoo as wave28
from bug_zoo import retrograde as older

from ttt_lab.exercises import check_retrograde, retrograde_counts, retrograde_names
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.games.mnk import TicTacToe


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


def test_the_count_of_positions_that_disagree_is_the_students_own_table_s() -> None:
    """Wave 28's r_03 was told "24 positions disagree with their own moves" where its own table contradicts
    380 (24 of them drawn with no drawing move): the count is every position whose value is not the best of
    its moves' values in the student's table, counted here from that table; the rule's share said apart."""
    fn = wave28._ALL["w28_r_03_changed_reset_in_loop"]
    game = TicTacToe()
    table = fn(game)
    states, todo = {game.key(game.initial_state()): game.initial_state()}, [game.initial_state()]
    while todo:
        state = todo.pop()
        for move in [] if game.is_terminal(state) else game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in states:
                states[game.key(child)] = child
                todo.append(child)
    disagree = 0
    for key, state in states.items():
        if game.is_terminal(state):
            continue
        values = [table[game.key(game.result(state, move))] for move in game.actions(state)]
        disagree += table[key] != (max(values) if game.to_move(state) == game.players[0] else min(values))
    (problem,) = check_retrograde(fn, quiet=True).diagnosis
    said = re.search(r"([\d,]+) positions disagree with their own moves in your table \(([\d,]+) of them", problem.detail)
    assert said is not None, problem.detail
    assert int(said.group(1).replace(",", "")) == disagree and int(said.group(2).replace(",", "")) < disagree
