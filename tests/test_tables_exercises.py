"""Tables: the retrograde and transposition-table checkers (correct variants pass, each
plausible bug is named first) and null-window tests / MTD(f) on the m,n,k solver."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import buggy_retrograde as retro
import buggy_tables as tables
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttt_lab import exercises as ex
from ttt_lab.bench import random_position
from ttt_lab.exercises.bitwise_joins import BITWISE_JOIN
from ttt_lab.exercises.retrograde_found_order import ONE_PASS_FOUND_ORDER
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import alphabeta, solve
from ttt_lab.search.census import reachable_positions
from ttt_lab.search.mnk.null_window import mtdf, null_window_test
from ttt_lab.search.mnk.solver import MNKSolver

RETROGRADE_CORRECT = [retro.retrograde_queue, retro.retrograde_rounds, retro.retrograde_states_as_keys]
RETROGRADE_BUGGY: list[tuple[Callable[..., Any], str]] = [
    (retro.retrograde_any_win_decides, ex.LOSS_TOO_EARLY),
    (retro.retrograde_first_draw_decides, ex.DRAW_TOO_EARLY),
    (retro.retrograde_negated, ex.WIN_WITHOUT_MOVE),
    (retro.retrograde_two_rounds, ex.UNDECIDED_AS_DRAW),
    (retro.retrograde_finished_for_mover, ex.FINISHED_WRONG),
    (retro.retrograde_without_finished, ex.retrograde.NEVER_VALUED),  # found, then dropped
    (retro.retrograde_list, ex.NOT_A_TABLE),
]

TABLE_CORRECT = [tables.table_correct, tables.table_fail_hard, tables.table_no_window]
TABLE_BUGGY: list[tuple[Callable[..., Any], str]] = [
    (tables.table_bound_as_exact, ex.BOUND_AS_EXACT),
    (tables.table_bare_values, ex.BOUND_AS_EXACT),
    (tables.table_ignores_depth, ex.LESS_DEEP),
    (tables.table_swapped_bounds, ex.SWAPPED_BOUNDS),
    (tables.table_never_stores, ex.NEVER_STORES),
    (tables.table_never_reads, ex.NEVER_READS),
    (tables.table_wrong_search, ex.DEPTH_OFF_BY_ONE),
]


@pytest.mark.parametrize("fn", RETROGRADE_CORRECT, ids=lambda fn: fn.__name__)
def test_a_correct_retrograde_analysis_passes(fn: Callable[..., Any]) -> None:
    report = ex.check_retrograde(fn, quiet=True)
    assert report.passed, report.message()


@pytest.mark.parametrize(("fn", "name"), RETROGRADE_BUGGY, ids=[fn.__name__ for fn, _ in RETROGRADE_BUGGY])
def test_each_retrograde_bug_is_named_first(fn: Callable[..., Any], name: str) -> None:
    report = ex.check_retrograde(fn, quiet=True)
    assert not report.passed and report.diagnosis[0].name == name, report.message()
    assert name in report.message()


def test_the_retrograde_checker_compares_with_solve_on_every_tic_tac_toe_position() -> None:
    game = TicTacToe()
    table = retro.retrograde_queue(game)
    assert table.keys() == reachable_positions(game).keys()  # every position (5,478, FACTS.md)
    one = next(key for key, value in table.items() if value == 1 and key)
    table[one] = 0  # one wrong value among them all
    report = ex.check_retrograde(lambda g: table if repr(g) == repr(game) else retro.retrograde_queue(g), quiet=True)
    assert not report.passed and f"1 of {len(table):,} values are wrong" in report.diagnosis[0].detail


def test_a_crash_in_the_students_table_is_reported_with_its_line() -> None:
    def broken(game: Any) -> dict[Any, float]:
        return {game.key(game.initial_state()): 1 / 0}

    report = ex.check_retrograde(broken, quiet=True)
    assert report.names == [ex.CRASHES] and "ZeroDivisionError" in report.diagnosis[0].detail


@pytest.mark.parametrize("fn", TABLE_CORRECT, ids=lambda fn: fn.__name__)
def test_a_correct_alphabeta_with_a_table_passes(fn: Callable[..., Any]) -> None:
    report = ex.check_table_alphabeta(fn, quiet=True)
    assert report.passed, report.message()


@pytest.mark.parametrize(("fn", "name"), TABLE_BUGGY, ids=[fn.__name__ for fn, _ in TABLE_BUGGY])
def test_each_table_bug_is_named_first(fn: Callable[..., Any], name: str) -> None:
    report = ex.check_table_alphabeta(fn, quiet=True)
    assert not report.passed and report.diagnosis[0].name == name, report.message()
    assert name in report.message()


def test_storing_bare_values_is_both_bugs_and_says_so() -> None:
    assert ex.check_table_alphabeta(tables.table_bare_values, quiet=True).names == [ex.BOUND_AS_EXACT, ex.LESS_DEEP]


def _own_dict_search(own: dict[Any, float]) -> Callable[..., float]:
    """Alpha-beta that keeps every value, bound or not, in ``own`` keyed by board and depth."""

    def search(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any) -> float:
        if game.is_terminal(state):
            return game.utility(state, "X")
        if depth == 0:
            return evaluate(state)
        if (game.key(state), depth) in own:
            return own[(game.key(state), depth)]
        maximizing = game.to_move(state) == "X"
        best = -math.inf if maximizing else math.inf
        for move in game.actions(state):
            value = search(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            best = max(best, value) if maximizing else min(best, value)
            alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
            if alpha >= beta:
                break
        own[(game.key(state), depth)] = best
        return best

    return search


def test_a_table_of_its_own_is_named_and_given_back_what_it_held() -> None:
    own: dict[Any, float] = {}
    report = ex.check_table_alphabeta(_own_dict_search(own), quiet=True)
    assert report.names == [ex.OWN_TABLE, ex.BOUND_AS_EXACT], report.message()
    assert "`own`" in report.message() and "never writes the table it is given" in report.message()
    assert own, "the probe left the student's dict empty, not as it found it"


def test_a_table_of_its_own_emptied_before_each_search_is_not_said_to_outlive_it() -> None:
    own: dict[Any, float] = {}
    search = _own_dict_search(own)
    report = ex.check_table_alphabeta(lambda *args: (own.clear(), search(*args))[1], quiet=True)
    assert report.names == [ex.BOUND_AS_EXACT], report.message()  # not the plain search's fault


def test_the_table_checkers_answers_follow_alphabetas_window_promise() -> None:
    """The rule a student's window answer is held to, on alpha-beta's own answers."""
    from ttt_lab.exercises.table_searches import _allowed, _Search
    from ttt_lab.search import line_evaluation

    game = TicTacToe()
    for text in ("X../.../...", "XO./.X./..."):
        for alpha, beta in ((-0.2, -0.15), (0.05, 0.1), (0.3, 0.35)):
            value = alphabeta(game, game.parse(text), depth=3, evaluate=line_evaluation(game), alpha=alpha,
                              beta=beta).value
            assert _allowed(_Search(text, 3, alpha, beta), value)
    assert not _allowed(_Search("X../.../...", 3), 0.5)


@pytest.mark.parametrize(("m", "n", "k"), [(3, 3, 3), (4, 3, 3), (4, 4, 3), (4, 4, 4), (5, 4, 4)])
def test_mtdf_finds_the_solvers_value_in_at_most_two_tests(m: int, n: int, k: int) -> None:
    game = MNK(m, n, k)
    start = game.initial_state()
    value = MNKSolver(game).value(start)
    for guess in (-1, 0, 1):
        result = mtdf(MNKSolver(game, pairing=False, potential_bound=False), start, guess)
        assert result.value == value and 1 <= len(result.tests) <= 2
        assert all(test.nodes > 0 for test in result.tests)  # each test searched (the root at least)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 12))
def test_null_window_tests_answer_as_the_value_does(seed: int, empties: int) -> None:
    import random

    game = MNK(4, 3, 3)
    state = random_position(game, empties, random.Random(seed))
    value = solve(game, state).value
    solver = MNKSolver(game)
    assert [null_window_test(solver, state, beta).passed for beta in (0, 1)] == [value >= 0, value >= 1]


def test_null_window_thresholds_and_guesses_are_checked() -> None:
    game = TicTacToe()
    solver = MNKSolver(game)
    with pytest.raises(ValueError, match="beta must be 0 or 1"):
        null_window_test(solver, game.initial_state(), 2)
    with pytest.raises(ValueError, match="guess must be -1, 0 or \\+1"):
        mtdf(solver, game.initial_state(), 0.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a position"):
        mtdf(solver, MNK(4, 4, 4).initial_state())


def test_a_question_is_cheaper_than_the_answer_on_a_drawn_board() -> None:
    """Proving "X does not lose" on 4x4 k=4 costs less than the full solve (counted, not timed)."""
    game = MNK(4, 4, 4)
    full = MNKSolver(game, pairing=False, potential_bound=False)
    full.value(game.initial_state())
    test = null_window_test(MNKSolver(game, pairing=False, potential_bound=False), game.initial_state(), 0)
    assert test.passed and test.nodes < full.nodes


def test_the_solver_settles_roots_with_null_windows_and_they_pay_on_7x5k4() -> None:
    """Notebook 12's claim: on the empty 7x5 board with k=4, MTD(f) needs far fewer nodes than one
    full window; and the switch off gives the full-window search, with the same value."""
    game = MNK(7, 5, 4)
    empty = game.initial_state()
    full, null = MNKSolver(game, null_windows=False), MNKSolver(game)
    assert full.value(empty) == null.value(empty) == 1
    assert null.nodes * 2 < full.nodes


def test_a_table_search_that_cuts_only_on_alpha_above_beta_passes_with_the_strict_convention_noted() -> None:
    from bug_zoo import tables as zoo

    report = ex.check_table_alphabeta(zoo.strict_cut, quiet=True)
    assert report.passed, report.message()
    assert [p.name for p in report.diagnosis if p.note] == [ex.STRICT], report.message()


def test_a_table_search_that_never_prunes_is_told_it_scores_every_position() -> None:
    from bug_zoo import tables as zoo

    report = ex.check_table_alphabeta(zoo.continue_after_cutoff, quiet=True)
    assert report.names == [ex.KEEPS_VISITING], report.message()
    assert "scored 336 positions where alpha-beta scores 128" in report.message()


def test_check_retrograde_gives_up_on_a_function_that_never_returns(monkeypatch: pytest.MonkeyPatch) -> None:
    """The time limit decorates the checker itself (it had slid onto a hint helper above it)."""
    from ttt_lab.exercises import report

    monkeypatch.setattr(report, "CHECK_SECONDS", 0.5)

    def forever(game: Any) -> dict[Any, float]:
        while True:
            pass

    result = ex.check_retrograde(forever, quiet=True)
    assert [problem.name for problem in result.diagnosis] == ["runs too long"] and not result.passed


def test_check_quiescence_gives_up_on_a_function_that_never_returns(monkeypatch: pytest.MonkeyPatch) -> None:
    """As for retrograde: the time limit decorates the checker itself, not a hint helper."""
    from ttt_lab.exercises import report

    monkeypatch.setattr(report, "CHECK_SECONDS", 0.5)

    def forever(game: Any, state: Any, evaluate: Any) -> float:
        while True:
            pass

    result = ex.check_quiescence(forever, quiet=True)
    assert [problem.name for problem in result.diagnosis] == ["runs too long"] and not result.passed


def test_bounds_labelled_the_wrong_way_where_stored_are_not_sent_to_the_probe() -> None:
    """Labels swapped where an entry is stored, with Wikipedia's (right) probe, return every value a
    probe that narrows the wrong way does: the root's entry after a fail high says 'upper', so the
    store is named, and the hint never asks for alpha = max(alpha, v), which the probe already does.
    Numeric flags tell neither place: both are named, the probe's test not claimed wrong."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from bug_zoo import table_slips

    stored = ex.check_table_alphabeta(table_slips.flags_flipped_at_store, quiet=True).diagnosis
    assert [p.name for p in stored] == [ex.SWAPPED_BOUNDS]
    assert "says 'upper'" in stored[0].detail and "swap only the labels you write" in stored[0].hint
    assert "alpha = max(alpha, v)" not in stored[0].hint
    numbers = ex.check_table_alphabeta(table_slips.number_flags_swapped_at_store, quiet=True).diagnosis
    assert [p.name for p in numbers] == [ex.SWAPPED_BOUNDS]
    assert "where you store or where you read" in numbers[0].hint
    probe = ex.check_table_alphabeta(table_slips.read_bounds_flipped, quiet=True).diagnosis
    assert [p.name for p in probe] == [table_slips.tables.NARROWS_WRONG_WAY]


def test_moves_to_positions_found_earlier_never_counted_are_named_by_the_code_that_drops_them() -> None:
    """A parent recorded only when a position is new, and one pass in the order the positions were
    found, return the same table (undecided positions filled with draws). Each is named by its cause where the
    code shows it; neither hint tells code that already works from a queue to work from one."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from bug_zoo import retrograde_parents as zoo

    queue = ex.check_retrograde(zoo.first_parent_then_draws, quiet=True)
    one_pass = ex.check_retrograde(zoo.one_pass_found_order, quiet=True)
    assert [p.name for p in queue.diagnosis] == [zoo.retrograde.ONE_PARENT]
    assert [p.name for p in one_pass.diagnosis] == [ONE_PASS_FOUND_ORDER]
    for report in (queue, one_pass):
        assert "work from a queue" not in report.diagnosis[0].hint
    # Named by its cause where the code shows it: the parent recorded once, the pass over the order found.
    assert "tells only the parent that found it first" in queue.diagnosis[0].detail
    for fn, loop in ((zoo.one_pass_found_order, "for s in reversed(order):"),
                     (zoo.r04_one_reverse_pass_dfs_order, "for k in reversed(order):")):
        (problem,) = ex.check_retrograde(fn, quiet=True).diagnosis
        assert problem.name == ONE_PASS_FOUND_ORDER
        assert "tells only the parent that found it first" not in problem.detail
        assert f"in the order your code found them (`{loop}`)" in problem.detail
        assert "Keep sweeping until a sweep changes nothing" in problem.hint
    assert "also when the position is already known" in queue.diagnosis[0].hint


def test_a_search_past_its_depth_limit_is_stopped_there_and_named() -> None:
    """tab_04 of the ninth wave (`len(moves) == 0 | depth == 0`, | binding tighter than ==) searched to
    the end of the game on every case and the check ran out of time. Now the searches of depth 0 and
    1 come first, each stopped once it plays a move 3 plies below its limit: the student's whole
    check plays a few thousand moves, and hears which test goes wrong."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from bug_zoo import table_slips

    report = ex.check_table_alphabeta(table_slips.hive_precedence, quiet=True)
    assert [p.name for p in report.diagnosis] == [BITWISE_JOIN]  # the code's own test, read (bitwise_joins)
    assert "`len(game.actions(state)) == 0 or depth == 0`" in report.diagnosis[0].hint
    assert "ignores the depth limit" in report.diagnosis[0].detail
    assert "4 plies below the board" in report.diagnosis[0].detail

    calls = [0]

    def minimax_to_the_end(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                           table: Any) -> float:  # no pruning, no limit: ~60,000 positions per search
        calls[0] += 1
        if game.is_terminal(state):
            return game.utility(state, "X")  # type: ignore[no-any-return]
        values = [minimax_to_the_end(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
                  for m in game.actions(state)]
        return max(values) if game.to_move(state) == "X" else min(values)

    report = ex.check_table_alphabeta(minimax_to_the_end, quiet=True)
    assert [p.name for p in report.diagnosis] == [ex.IGNORES_DEPTH]
    assert "Stop at the depth limit" in report.diagnosis[0].hint
    assert calls[0] < 12 * 400  # 12 searches, each stopped within a few hundred positions


def test_the_error_models_searches_are_held_to_a_budget() -> None:
    """A pair of slips searching to the end of the game from an early position predicts nothing
    past its budget, rather than running the check long."""
    from ttt_lab.exercises.error_model import Budget, ModelTooLargeError, mistaken_value
    from ttt_lab.search import line_evaluation

    game = TicTacToe()
    state = game.parse("X../.../...")
    with pytest.raises(ModelTooLargeError):
        mistaken_value(game, state, {"no_depth": True, "stuck": "min"}, 2, line_evaluation(game), Budget(1_000))
    budget = Budget(5_000)
    value = mistaken_value(game, state, {"depth_shift": 1}, 2, line_evaluation(game), budget)
    assert budget.left > 0 and value == alphabeta(game, state, depth=3, evaluate=line_evaluation(game)).value


def test_a_kind_chosen_by_the_side_at_a_cutoff_is_told_only_of_the_nodes_stored_exact() -> None:
    """`"lower" if maximizing else "upper"` where the loop cuts is right at the cutoff: the message
    says only what the code gets wrong (no cutoff, stored exact), never that MIN's cutoff is mislabelled,
    which it says of `"lower" if cutoff else "exact"`."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from bug_zoo import table_unsearched as zoo

    for fn in (zoo.t04_flag_by_cutoff_only, zoo.cutoff_kind_by_side_if_statement):
        (problem,) = ex.check_table_alphabeta(fn, quiet=True).diagnosis
        assert problem.name == ex.tables.BOUND_AS_EXACT
        assert "The cutoff's kind is right" in problem.detail and "not a lower one" not in problem.detail
    (problem,) = ex.check_table_alphabeta(zoo.cutoff_flag_means_lower, quiet=True).diagnosis
    assert "A cutoff where MIN moves (value <= alpha) gives an upper bound" in problem.detail


def test_one_read_test_wrong_is_told_which_not_to_swap_the_two() -> None:
    """A lower bound's read test copied for the upper bound (value >= beta twice): swapping the two tests
    changes nothing, so the message names the upper bound's test, quoted from the code; tests truly swapped
    keep the advice to swap them."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from bug_zoo import blind4_wave3_zoo as wave3
    from bug_zoo import table_unsearched as zoo

    for fn, quoted in ((zoo.t03_upper_condition_copy_paste, '`bound == "upper" and value >= beta`'),
                       (zoo.upper_read_written_beta_first, '`beta <= entry["value"]`')):
        (problem,) = ex.check_table_alphabeta(fn, quiet=True).diagnosis
        assert problem.name == ex.SWAPPED_BOUNDS
        assert f"your upper bound's test {quoted} is wrong" in problem.detail
        assert "swap" not in problem.hint and "<= alpha" in problem.hint
    read = wave3.CHECK(wave3._ALL["tb_f_read_conditions_swapped"], quiet=True).diagnosis[0]
    assert "swap the two tests" in read.hint


def test_a_table_read_whose_entries_never_answer_is_not_told_it_never_reads() -> None:
    """Wave 29's tt_04: a search that looks the position up but lets no entry answer a repeated search (only a
    strictly deeper one seeds its running best) is told that it reads and what an entry must do, never "never
    reads the table back", whose hint asks for the lookup it has; a search that reads nothing still is."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from bug_zoo import blind57_wave29_new_zoo as wave29
    from bug_zoo import blind61_open_new_zoo as open_new

    from ttt_lab.exercises import table_entries, table_seeds

    # No model of what the entry does fits (it only narrows the window): told the symptom, that the code reads.
    (problem,) = ex.check_table_alphabeta(open_new._ALL["own_tt_entry_only_narrows_window"], quiet=True).diagnosis
    assert problem.name == table_entries.READ_NEVER_ANSWERS
    assert "though it read the table" in problem.detail and "look it up" not in problem.hint
    # Where the seeded running best reproduces every value, that is what it is told (never "never reads").
    for fn in (wave29._ALL["w29_tt_04_seeds_best_with_cache"], wave29._ALL["own_tt_lookup_only_seeds_alpha"]):
        (problem,) = ex.check_table_alphabeta(fn, quiet=True).diagnosis
        assert problem.name == table_seeds.SEEDS_BEST
        assert "an entry searched deeper than the node" in problem.detail and "look it up" not in problem.hint
    assert ex.check_table_alphabeta(tables.table_never_reads, quiet=True).diagnosis[0].name == ex.NEVER_READS
    # Looked up only to be dropped (behind `if False:`): what it read changes no later search.
    from bug_zoo import blind4_wave3_zoo as wave3
    assert wave3.CHECK(wave3._ALL["tb_e_never_reads"], quiet=True).diagnosis[0].name == ex.NEVER_READS


def test_a_seeded_running_best_is_named_only_where_its_model_fits() -> None:
    """p60b: an entry taken as the node's starting best (the node searched anyway) is named by a model of that seed
    only where it reproduces every value; a right table, and a read that only narrows the window, are not it."""
    from ttt_lab.exercises import table_seeds
    from ttt_lab.exercises.table_models import table_value
    from ttt_lab.search import alphabeta

    def seeded(game, state, depth, evaluate, alpha, beta, table):  # type: ignore[no-untyped-def]
        # The model's own knob as a student: an entry at least as deep only starts the running best.
        return table_value(game, state, depth, evaluate, alpha, beta, table, {"read": "seed_as_deep"})

    problem = table_seeds.seeded_best_problem(seeded)
    assert problem is not None and problem.name == table_seeds.SEEDS_BEST and "the position's entry" in problem.detail

    def no_table(game, state, depth, evaluate, alpha, beta, table):  # type: ignore[no-untyped-def]
        return alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=alpha, beta=beta).value

    assert table_seeds.seeded_best_problem(no_table) is None
