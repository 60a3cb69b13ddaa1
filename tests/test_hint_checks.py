"""Hints checked against the student's source (ttt_lab.exercises.hint_checks): a hint that asks
for what the code already does is replaced by the check's words; otherwise it is kept."""

from __future__ import annotations

from typing import Any

from ttt_lab.exercises.hint_checks import (
    assignments_to,
    calls_all_or_every_cell,
    calls_to,
    loops_twice_over_one_iterator,
    read_source,
    vet_hints,
    zip_without_star,
)
from ttt_lab.exercises.report import Problem


def _columns(board: Any) -> list[Any]:
    return list(zip(board))


def winner_with_helper(board: Any) -> Any:
    lines = [*board, *_columns(board)]
    for line in lines:
        if all(cell == line[0] for cell in line):
            return line[0]
    return None


def transposes_right(board: Any) -> Any:
    who = "X"
    return who if any(col == ("X",) * 3 for col in zip(*board, strict=True)) else None


def test_the_source_read_includes_the_helpers_of_the_students_module() -> None:
    source = read_source(winner_with_helper)
    assert len(source.trees) == 2
    assert zip_without_star(source) == "zip(board)"
    assert calls_all_or_every_cell(source)
    assert [source.segment(call) for call in calls_to(source, "_columns")] == ["_columns(board)"]


def test_a_zip_with_the_star_and_assignments_are_read_as_written() -> None:
    source = read_source(transposes_right)
    assert zip_without_star(source) is None
    assert assignments_to(source, "who") == ['who = "X"']


def test_a_hint_is_replaced_only_where_its_check_finds_the_code_doing_it() -> None:
    problems = [Problem("a", "detail", "old a"), Problem("b", "detail", "old b"), Problem("a", "d", "note", note=True)]

    def check(source: Any) -> str | None:
        return "new" if zip_without_star(source) else None

    vetted = vet_hints(problems, winner_with_helper, {"a": check})
    assert [p.hint for p in vetted] == ["new", "old b", "note"]  # notes are left alone
    assert [p.hint for p in vet_hints(problems, transposes_right, {"a": check})] == ["old a", "old b", "note"]


def test_code_without_source_keeps_every_hint() -> None:
    problems = [Problem("a", "detail", "old a")]
    assert vet_hints(problems, len, {"a": lambda source: "new"}) == problems
    compiled: dict[str, Any] = {}
    exec(compile("def f(board):\n    return zip(board)\n", "<string>", "exec"), compiled)
    assert vet_hints(problems, compiled["f"], {"a": lambda source: "new"}) == problems


def test_code_whose_lines_now_hold_other_code_is_not_read_as_the_students(tmp_path: Any, monkeypatch: Any) -> None:
    # inspect finds a function's text by file name and line number. Two students' functions run
    # under one borrowed file name (or a file edited after its import) would hand the checker
    # someone else's code to judge; found when one student's check changed the next one's name.
    import importlib
    import linecache

    path = tmp_path / "student_negamax.py"
    path.write_text("def negamax(game, state):\n    best = -1\n    return best\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("student_negamax")
    assert [tree.body[0].name for tree in read_source(module.negamax).trees] == ["negamax"]  # type: ignore[attr-defined]

    path.write_text("def other_students_search(game, state):\n    best = float('inf')\n    return best\n")
    linecache.checkcache(str(path))
    assert read_source(module.negamax).trees == ()
    monkeypatch.delitem(__import__("sys").modules, "student_negamax")


def test_the_stand_pat_from_the_wrong_side_is_told_in_the_form_the_code_is_in() -> None:
    """mut3's class #2: negamax-form code that never turns the stand-pat to the side to move's view
    gives the values of minimax-form code that turns it: one name, a hint for each form, and words
    for both where the code cannot be read."""
    from bug_zoo import quiescence as zoo

    from ttt_lab import exercises as ex
    from ttt_lab.exercises import quiescence as q

    negamax_form = ex.check_quiescence(zoo.negamax_stand_pat_unsigned, quiet=True).diagnosis[0]
    minimax_form = ex.check_quiescence(zoo.stand_pat_for_mover, quiet=True).diagnosis[0]
    assert negamax_form.name == minimax_form.name == q.STAND_PAT_WRONG_SIDE
    assert "sign * evaluate(state)" in negamax_form.hint and "negamax form" in negamax_form.detail
    assert "use it as it is" in minimax_form.hint and "negamax form" not in minimax_form.detail
    compiled: dict[str, Any] = {"g": zoo.stand_pat_for_mover}
    exec(compile("def f(game, state, evaluate):\n    return g(game, state, evaluate)\n", "<string>", "exec"), compiled)
    unread = ex.check_quiescence(compiled["f"], quiet=True).diagnosis[0]
    assert unread.name == q.STAND_PAT_WRONG_SIDE
    assert "or, in negamax form" in unread.detail and "negated where MIN moves" in unread.hint


def test_never_prunes_says_mins_loop_raises_alpha_where_the_code_never_assigns_beta() -> None:
    """Wave 8's ab06: beta never lowered because MIN's half raises alpha; the hint says so, not the
    three candidate slips, and code that lowers beta keeps the general hint."""
    from bug_zoo import alphabeta as zoo

    from ttt_lab import exercises as ex

    report = ex.check_alphabeta(zoo.min_updates_alpha, quiet=True)
    assert report.names == [ex.NO_BETA_UPDATE], report.message()  # the cause the hint finds names it (i40c)
    assert "never assigns beta" in report.diagnosis[0].hint
    assert "`alpha = max(alpha, best_value)`" in report.diagnosis[0].hint
    other = ex.check_alphabeta(zoo.window_never_updated, quiet=True)
    assert "never assigns beta" not in other.diagnosis[0].hint

def test_a_marker_hint_fits_cells_read_from_the_board_text() -> None:
    """Cells read from game.board_text hold '.', not None: the hint says '.', for '' and for None;
    code that reads stone_at keeps None as the empty cell."""
    from bug_zoo import evaluation_reads as zoo

    from ttt_lab.exercises import check_evaluation

    for fn, marker in ((zoo.empty_is_empty_string, "''"), (zoo.printed_cells_tested_for_none, "None")):
        hint = check_evaluation(fn, quiet=True).message()
        assert f"tests a cell against {marker}" in hint and "holds '.'" in hint and "Test for '.'" in hint

    def stone_at_tested_for_empty_string(state: Any) -> float:
        cells = [zoo.GAME.stone_at(state, (r, c)) for r in range(3) for c in range(3)]
        return sum(cell == "" for cell in cells) / 10

    said = check_evaluation(stone_at_tested_for_empty_string, quiet=True).message()
    assert "holds '.'" not in said


def _two_loops_over_a_generator(path: list[Any]) -> None:
    nodes = (node for node in reversed(path))
    for node in nodes:
        node.visits += 1
    for node in nodes:
        node.wins += 1


def _two_loops_over_a_list(path: list[Any]) -> None:
    nodes = list(reversed(path))
    for node in nodes:
        node.visits += 1
    for node in nodes:
        node.wins += 1


def test_a_second_loop_over_a_used_up_generator_is_pointed_at_and_a_list_is_not() -> None:
    hint = loops_twice_over_one_iterator(read_source(_two_loops_over_a_generator))
    assert hint is not None and "`nodes = (node for node in reversed(path))`" in hint and "for node in nodes:" in hint
    assert loops_twice_over_one_iterator(read_source(_two_loops_over_a_list)) is None


def test_lines_missed_through_a_bool_compared_with_a_cell_are_told_so_and_a_missing_row_loop_is_not() -> None:
    from bug_zoo import win_test as zoo

    from ttt_lab import exercises as ex

    message = ex.check_win_test(zoo.wave11_bool_compare_rows, quiet=True).message()
    assert "`board[i][0] == board[i][1]` is True or False, not a cell" in message
    assert "A row is board[r]" not in message
    columns = ex.check_win_test(zoo.bool_compared_in_columns, quiet=True).message()
    assert "`board[0][c] == board[1][c]` is True or False" in columns

    def rows_never_read(board: Any) -> Any:
        for c in range(3):
            if board[0][c] != "." and board[0][c] == board[1][c] == board[2][c]:
                return board[0][c]
        for line in ((board[0][0], board[1][1], board[2][2]), (board[0][2], board[1][1], board[2][0])):
            if line[0] != "." and line[0] == line[1] == line[2]:
                return line[0]
        return None

    assert "A row is board[r]" in ex.check_win_test(rows_never_read, quiet=True).message()


def test_never_prunes_quotes_a_child_called_without_bounds_or_every_child_searched_at_once() -> None:
    from bug_zoo import alphabeta as zoo

    from ttt_lab import exercises as ex

    def hint(fn: Any) -> str:
        report = ex.check_alphabeta(fn, quiet=True)
        assert [p.name for p in report.diagnosis] == [ex.NEVER_PRUNES], report.message()
        return report.diagnosis[0].hint

    assert "calls `wave11_no_window_passed(game, game.result(state, a))` without alpha and beta" in hint(
        zoo.wave11_no_window_passed)
    assert "calls `_nw_min(game, game.result(state, a))` without alpha and beta" in hint(zoo.helpers_called_without_bounds)
    assert "searches every child at once, in `[wave11_listcomp_children(" in hint(zoo.wave11_listcomp_children)
    assert "searches every child at once, in `(generator_into_max(game, c, alpha, beta) for c in children)`" in hint(
        zoo.generator_into_max)


def test_a_start_on_the_wrong_side_quotes_reduces_initial_value() -> None:
    from bug_zoo import minimax as zoo

    from ttt_lab import exercises as ex

    for fn, call in ((zoo.wave11_reduce_zero, "`functools.reduce(pick, values, 0)`"),
                     (zoo.reduce_lambda_zero, "`functools.reduce(lambda a, b: max(a, b), [v for v, _ in scored], 0)`")):
        report = ex.check_minimax(fn, with_move=True, quiet=True)
        assert [p.name for p in report.diagnosis] == [ex.WRONG_START], report.message()
        assert f"with reduce's initial value, {call}" in report.diagnosis[0].hint


def test_a_mover_utility_turned_by_a_colour_is_pointed_at_and_a_plain_max_utility_is_not() -> None:
    from bug_zoo import negamax as zoo

    from ttt_lab import exercises as ex
    from ttt_lab.exercises import negamax as nm

    for fn, product in ((zoo.wave14_color_twice, "`color * game.utility(state, game.to_move(state))`"),
                        (zoo.mover_utility_signed, "`game.utility(state, player) * sign`")):
        report = ex.check_negamax(fn, quiet=True)
        assert [p.name for p in report.diagnosis] == [nm.UTILITY_FOR_MAX], report.message()
        assert product in report.diagnosis[0].hint
    plain = ex.check_negamax(zoo.leaf_for_max, quiet=True)
    assert plain.diagnosis[0].hint == nm._HINTS[nm.UTILITY_FOR_MAX]


def test_expectimax_min_copied_from_max_is_pointed_at_its_test_not_at_to_move() -> None:
    """Wave 15's exp02 asks game.to_move at every node: the hint names MIN's copied `>` instead."""
    from bug_zoo import expectimax as zoo

    from ttt_lab import exercises as ex

    report = ex.check_expectimax(zoo.exp02_min_copy_paste_greater, quiet=True)
    problem = next(p for p in report.diagnosis if not p.note)
    assert problem.name == ex.NOT_ALTERNATING
    assert "e02_min_value keeps MAX's test `v > best`" in problem.hint
    assert "game.to_move" not in problem.hint


def _e01_value(game: Any, state: Any) -> float:
    if game.to_move(state) == game.players[0]:
        return _e01_max_value(game, state)
    return _e01_min_value(game, state)


def _e01_max_value(game: Any, state: Any) -> float:
    cur = -float("inf")
    for action in game.actions(state):
        nex = _e01_value(game, game.result(state, action))
        cur = nex if cur <= nex else cur
    return cur


def _e01_min_value(game: Any, state: Any) -> float:
    cur = float("inf")
    for action in game.actions(state):
        nex = _e01_value(game, game.result(state, action))
        cur = nex if cur >= nex else cur  # the child written second: it keeps the smaller, rightly
    return cur


def test_a_min_function_keeping_the_smaller_child_written_second_is_not_a_copy_of_max() -> None:
    from ttt_lab.exercises.hint_checks import read_source
    from ttt_lab.exercises.loop_source import min_compares_as_max

    assert min_compares_as_max(read_source(_e01_value, levels=3)) is None


def test_one_value_everywhere_from_a_clamp_with_max_and_min_exchanged_is_told_so() -> None:
    """blind28's ev04: max(0.9, min(-0.9, x)) is 0.9 on every board; the hint names the crossed clamp,
    in either nesting and with a name for the bound, and never asks to compute from the stones."""
    from bug_zoo import evaluation as zoo

    from ttt_lab.exercises import check_evaluation

    for fn, shown, fixed in ((zoo.wave17_clamp_swapped, "max(0.9, min(-0.9, score / 30))", "max(-0.9, min(0.9, score))"),
                             (zoo.clamp_swapped_by_name, "min(-_W17_LIMIT, max(_W17_LIMIT,", "max(-0.95, min(0.95, score))")):
        hint = check_evaluation(fn, quiet=True).diagnosis[0].hint
        assert shown in hint and "bounds are exchanged" in hint and fixed in hint
        assert "compute it from the stones" not in hint


def test_never_prunes_with_a_copied_window_says_the_copies_are_never_passed() -> None:
    """blind28's ab07 (a, b = alpha, beta, the copies narrowed, alpha and beta passed) and another shape:
    the hint names the copies, never 'never updates them', which the code does to its copies."""
    from bug_zoo import alphabeta as zoo

    for student, copies in ((zoo.wave17_bounds_not_passed, "a, b"), (zoo.window_copied_to_low_high, "high, low")):
        problem = zoo.CHECK(student, quiet=True).diagnosis[0]
        assert problem.name == "never prunes"
        assert f"narrows {copies}, copies of alpha, beta" in problem.hint and "never updates" not in problem.hint


def test_a_count_left_out_of_the_sum_is_pointed_at_not_a_table_of_weights() -> None:
    """blind28's ev01 (O2 computed, 3 * O1 + O1 summed) and another shape: the hint names the unused count."""
    from bug_zoo import evaluation as zoo

    from ttt_lab.exercises import check_evaluation

    for fn, name in ((zoo.wave17_o2_typo, "O2"), (zoo.x_singles_left_out, "x_ones")):
        problem = check_evaluation(fn, quiet=True).diagnosis[0]
        assert problem.name == "weights open lines wrongly"
        assert f"Your code computes {name}" in problem.hint and "table of weights" not in problem.hint


def test_a_missed_line_is_told_as_a_wrong_cell_only_where_the_code_types_that_cell() -> None:
    """blind30's w03 (j - x from the left columns) and another shape: no cell is typed in the code, so
    the missed line is told as diagonals wrapped round through negative indices, not as a wrong cell."""
    from bug_zoo import win_test as zoo

    for student in (zoo.wave18_short_windows, zoo.falling_diagonals_from_the_left):
        report = zoo.CHECK(student, quiet=True)
        missed = next(p for p in report.diagnosis if p.name.startswith("misses"))
        assert "wrap round the board" in missed.detail and "wrong cell" not in missed.detail
        assert "in place of" not in missed.hint and "range(k - 1" in missed.hint


def test_a_stop_where_the_window_is_open_is_not_blamed_on_right_cut_tests() -> None:
    """blind30's a04 (root window swapped) and a05 (range(0, 2) over the moves), with another shape each:
    their cut tests are right, so the hint never asks for v >= beta / v <= alpha; it says what stopped them."""
    from bug_zoo import alphabeta as zoo

    for student, words in ((zoo.wave18_swapped_initial_window, "alpha = -1000000, beta = 1000000"),
                           (zoo.root_window_given_high_low, "alpha = -1000000000"),
                           (zoo.wave18_two_children_lab, "range(2)"), (zoo.first_two_moves_sliced, "range(2)")):
        problem = zoo.CHECK(student, quiet=True).diagnosis[0]
        assert words in problem.hint and "stops when v >= beta" not in problem.hint
