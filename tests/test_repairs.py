"""One-token repairs of a student's code (ttt_lab.exercises.repairs), verified by the checker:
found on the right line, told in place of a wrong value no model named, bounded in time, and run
in copies of the student's tables so that a repaired run never changes what the student's left."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import textwrap
from pathlib import Path
from typing import Any

import pytest

from ttt_lab import exercises as ex
from ttt_lab.exercises import repair_rules, repairs, report
from ttt_lab.exercises.report import WRONG_VALUE, Problem, _report, gives_up


def _module(tmp_path: Path, source: str, name: str = "student") -> Any:
    """The student's code as a file of its own, loaded as a notebook cell's code is run: not in sys.modules."""
    path = tmp_path / f"{name}.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _add_one_checker() -> Any:
    """A checker of ``fn(n) -> n + 1`` that names nothing: a wrong value is all it says."""
    @gives_up
    def check_add_one(fn: Any, *, quiet: bool = False) -> report.CheckReport:
        wrong = [n for n in range(6) if fn(n) != n + 1]
        problems = [Problem(WRONG_VALUE, f"On {wrong[0]} it returned {fn(wrong[0])}; the right value is"
                            f" {wrong[0] + 1}.")] if wrong else []
        return _report("check_add_one", fn, problems, 6, len(wrong), quiet)
    return check_add_one


def test_equals_written_for_an_assignment_is_found_on_its_line(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def add_one(n):
            total = n
            total == n + 1
            return total
        """)
    found = repairs.find_repairs(student.add_one, lambda fn: all(fn(n) == n + 1 for n in range(5)), 10)
    assert [(r.name, r.line, r.before) for r in found] == [(repairs.ASSIGNS_WITH_EQUALS, 3, "total == n + 1")]
    assert found[0].after == "total = n + 1"


def test_a_name_written_for_its_partner_is_found_with_the_other_word_of_the_line(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def clamp(value, low, high):
            return max(high, min(value, high))
        """)
    cases = [(-5, 0, 10, 0), (5, 0, 10, 5), (15, 0, 10, 10)]
    found = repairs.find_repairs(student.clamp, lambda fn: all(fn(v, lo, hi) == want for v, lo, hi, want in cases), 10)
    assert found and found[0].name == repairs.NAME_SWAPPED and found[0].line == 2
    assert found[0].change == "`high` where `low` belongs"
    assert found[0].after == "return max(low, min(value, high))"


def test_a_method_of_the_students_class_is_repaired_too(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        class Counter:
            def __init__(self, start):
                self.start = start

            def next(self):
                return self.start - 1


        def add_one(n):
            return Counter(n).next()
        """)
    found = repairs.find_repairs(student.add_one, lambda fn: all(fn(n) == n + 1 for n in range(5)), 10)
    assert found and found[0].line == 6 and found[0].after == "return self.start + 1"


def test_a_repaired_run_starts_from_the_students_tables_as_the_check_found_them(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        import threading

        seen = {}
        locks = [threading.Lock()]  # cannot be copied, and the function never names it

        def add_one(n):
            if n in seen:
                return seen[n]
            seen[n] = n + 2
            return seen[n]
        """)
    told = _add_one_checker()(student.add_one, quiet=True)
    # Found at all: a repaired run did not read the wrong answers the student's run left in its table,
    # and it wrote its own in a copy: the table holds what the student's code put there.
    assert told.names == [repairs.OFF_BY_ONE] and "`2` where `1` belongs" in told.diagnosis[0].detail
    assert student.seen == {n: n + 2 for n in range(6)}


def test_a_checker_tells_an_unnamed_wrong_value_as_the_slip_and_keeps_what_it_said(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def add_one(n):
            return n + 2
        """)
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [repairs.OFF_BY_ONE]
    problem = told.diagnosis[0]
    assert problem.detail.startswith("On 0 it returned 2; the right value is 1.")
    assert "The slip is on line 2, `return n + 2`: `2` where `1` belongs." in problem.detail


def test_a_repair_that_never_ends_is_stopped_and_the_search_goes_on(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # i -= 0 and i -= 2 (the constant 1 off by one) loop forever; n + 1 for n + 2 comes after them.
    student = _module(tmp_path, """\
        def add_one(n):
            i = n
            while i != 0:
                i -= 1
            return n + 2
        """)
    monkeypatch.setattr(report, "CANDIDATE_SECONDS", 0.2)
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [repairs.OFF_BY_ONE]
    assert "line 5, `return n + 2`: `2` where `1` belongs" in told.diagnosis[0].detail


def test_a_repair_that_leaves_a_branch_dead_is_no_repair(tmp_path: Path) -> None:
    # n > 100 for n < 100 passes every graded case by never doubling: the slip is the 2, not the test.
    student = _module(tmp_path, """\
        def add_one(n):
            return n * 2 + 1 if n < 100 else n + 1
        """)
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [repairs.OFF_BY_ONE]
    assert "`2` where `1` belongs" in told.diagnosis[0].detail and "`<` where" not in told.diagnosis[0].detail


def test_a_repair_that_keeps_a_test_from_ever_holding_is_no_repair(tmp_path: Path) -> None:
    # budget + 1 for budget - 1 passes every graded case, because budget == 0 then never holds: the cap
    # the student wrote is switched off, no slip mended (wave 21's mm_06: a depth taken from the moves).
    student = _module(tmp_path, """\
        def add_one(n):
            return count(n, 3)


        def count(n, budget):
            if budget == 0:
                return 0
            if n == 0:
                return 1
            return 1 + count(n - 1, budget - 1)
        """)
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [WRONG_VALUE], told.message()


def test_what_the_repaired_runs_print_is_not_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    student = _module(tmp_path, """\
        def add_one(n):
            print("trying", n)
            return n + 2
        """)
    _add_one_checker()(student.add_one, quiet=True)
    assert capsys.readouterr().out.count("trying") == 6 + 1  # the check's own six calls, and the detail's one


def test_code_without_source_keeps_its_wrong_value() -> None:
    told = _add_one_checker()(lambda n: n, quiet=True)
    assert told.names == [WRONG_VALUE]
    told = _add_one_checker()(abs, quiet=True)
    assert told.names == [WRONG_VALUE]


def test_a_named_mistake_is_left_as_the_models_named_it(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def my_ucb(wins, visits, parent_visits, c=1.4142135623730951):
            import math
            return wins / visits + c * math.sqrt(math.log(parent_visits) / (visits + 1))
        """)
    told = ex.check_ucb(student.my_ucb, quiet=True)
    assert told.names and told.names[0] not in {repairs.OFF_BY_ONE, WRONG_VALUE}


def test_a_negamax_window_passed_in_the_wrong_order_is_told_on_its_line() -> None:
    from bug_zoo import repaired

    told = ex.check_quiescence(repaired.fail_hard_helper_window_unswapped, quiet=True)
    assert told.names == [repairs.ARGUMENTS_SWAPPED], told.message()
    lines, first = inspect.getsourcelines(repaired._window_search)
    line = first + next(i for i, text in enumerate(lines) if "-alpha, -beta" in text)
    assert f"The slip is on line {line}, `score = -_window_search(" in told.diagnosis[0].detail
    assert "`-alpha, -beta` where `-beta, -alpha` belongs" in told.diagnosis[0].detail


def test_in_a_notebook_the_slip_is_told_on_its_cells_line() -> None:
    """A notebook's cells are no module file: the student's function and helper are read from the
    kernel's own record of each cell, and the line is the cell's."""
    nbclient = pytest.importorskip("nbclient")
    nbformat = pytest.importorskip("nbformat")
    from bug_zoo import repaired

    helper = inspect.getsource(repaired._window_search).replace("_window_search", "search")
    cells = [helper, "import math\n\ndef my_quiescence(game, state, evaluate):\n"
             "    sign = 1 if game.to_move(state) == game.players[0] else -1\n"
             "    return sign * search(game, state, evaluate, -math.inf, math.inf)",
             "from ttt_lab.exercises import check_quiescence\nreport = check_quiescence(my_quiescence)"]
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(cell) for cell in cells])
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    shown = "".join(output.get("text", "") for output in notebook.cells[2].outputs)
    assert repairs.ARGUMENTS_SWAPPED in shown, shown
    line = 1 + next(i for i, text in enumerate(helper.splitlines()) if "-alpha, -beta" in text)
    assert f"The slip is on line {line}, `score = -search(game, game.result(board, move), evaluate, -alpha, -beta)`" \
        in shown


def _checker_of(reference: Any, cases: list[Any]) -> Any:
    """A checker of ``fn(*case) == reference(*case)`` that names nothing: a wrong value is all it says."""
    @gives_up
    def check_against(fn: Any, *, quiet: bool = False) -> report.CheckReport:
        wrong = [case for case in cases if fn(*case) != reference(*case)]
        problems = [Problem(WRONG_VALUE, f"On {wrong[0]} it returned {fn(*wrong[0])}; the right value is"
                            f" {reference(*wrong[0])}.")] if wrong else []
        return _report("check_against", fn, problems, len(cases), len(wrong), quiet)
    return check_against


def test_a_return_indented_into_its_loop_is_told_on_its_line(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def largest(xs):
            best = xs[0]
            for x in xs:
                if x > best:
                    best = x
                return best
        """)
    told = _checker_of(max, [([1, 5, 3],), ([4],), ([2, 2, 9],)])(student.largest, quiet=True)
    assert told.names == [repairs.RETURNS_IN_LOOP], told.message()
    assert "The slip is on line 6, `return best`: `return best` inside the loop, where it belongs after it." \
        in told.diagnosis[0].detail


def test_two_steps_in_the_wrong_order_are_told_with_both_lines(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def running_total(xs):
            total = 0
            seen = []
            for x in xs:
                seen.append(total)
                total += x
            return seen
        """)

    def reference(xs: list[int]) -> list[int]:
        return [sum(xs[:i + 1]) for i in range(len(xs))]
    told = _checker_of(reference, [([1, 2, 3],), ([5],), ([0, 4],)])(student.running_total, quiet=True)
    assert told.names == [repairs.STEPS_SWAPPED], told.message()
    assert "line 5, `seen.append(total)`: `seen.append(total)` and `total += x` in the other order" \
        in told.diagnosis[0].detail


def test_a_slip_made_in_both_halves_is_mended_in_both(tmp_path: Path) -> None:
    # The same `2` for `1` on two lines: neither edit alone passes; the pair does, told from the first line.
    student = _module(tmp_path, """\
        def add_one(n):
            if n % 2:
                return n + 2
            return n + 2
        """)
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [repairs.OFF_BY_ONE], told.message()
    assert "line 3, `return n + 2`: `2` where `1` belongs, and `2` where `1` belongs on line 4" \
        in told.diagnosis[0].detail


def test_an_index_from_the_end_one_off_is_told_as_such(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def anti_diagonal(board):
            return [board[i][-i] for i in range(len(board))]
        """)

    def reference(board: list[str]) -> list[str]:
        return [board[i][len(board) - 1 - i] for i in range(len(board))]
    told = _checker_of(reference, [(["abc", "def", "ghi"],), (["ab", "cd"],)])(student.anti_diagonal, quiet=True)
    assert told.names == [repairs.INDEX_OFF_BY_ONE], told.message()
    assert "`-i` where `-1 - i` belongs" in told.diagnosis[0].detail


def test_a_line_that_switches_off_a_test_the_student_wrote_is_no_repair(tmp_path: Path) -> None:
    # Dropping `previous = value` passes by leaving `previous is None or ...` always true: the
    # or-test and the comparison inside it start at one place, and each keeps its own ways.
    student = _module(tmp_path, """\
        def smoothed(xs):
            out = []
            previous = None
            for x in xs:
                if x < 0 or previous is None:
                    out.append(x)
                else:
                    out.append(x + previous)
                previous = x
            return out
        """)
    told = _checker_of(lambda xs: list(xs), [([1, 2, 3],), ([4, -1, 5],)])(student.smoothed, quiet=True)
    assert told.names == [WRONG_VALUE], told.message()


def test_a_repair_replaces_a_symptom_and_the_problems_it_explains() -> None:
    from bug_zoo.blind38_wave22_zoo import _ALL

    student = _ALL["ab_05_cut_before_update"]  # wave 22's, verbatim
    told = ex.check_alphabeta(student, quiet=True)
    assert [p.name for p in told.diagnosis] == [repairs.STEPS_SWAPPED], told.message()
    detail = told.diagnosis[0].detail
    assert detail.startswith("On AIMA Figure 5.2 from the root A it skipped d1=14")  # the symptom, kept as the example
    lines, first = inspect.getsourcelines(student)
    cut = first + next(i for i, text in enumerate(lines) if "if child >= beta" in text)
    twin = first + next(i for i, text in enumerate(lines) if "if child <= alpha" in text)
    assert f"line {cut}, `if child >= beta:`: `if child >= beta:` and `v = max(v, child)` in the other order," \
           f" and the same on line {twin}" in detail


def test_a_repair_search_that_fails_leaves_the_report_as_the_check_made_it(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    student = _module(tmp_path, """\
        def add_one(n):
            return n + 2
        """)

    def broken(fn: Any) -> Any:
        def search(problem: Problem, passes: Any, seconds: float) -> Problem | None:
            raise ValueError("the search itself went wrong")
        return search
    monkeypatch.setattr(report, "REPAIRERS", [broken])
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [WRONG_VALUE], told.message()


def test_an_ifs_two_halves_are_twins_only_in_their_own_function() -> None:
    # Wave 22's mm_01 (an INF of 10, a MAX half and a MIN half in one if, and helpers): its repair search crashed
    # the check, pairing an if's half with a block of another function.
    from bug_zoo.blind38_wave22_zoo import _ALL

    # Named by its -10 start since m50a (start_models.SENTINELS), before any repair is tried: the search is
    # asked directly, as the check would ask it, and must finish (its two slips leave no one-token repair).
    check = ex.check_minimax.__wrapped__  # the check itself, without the repair step around it
    found = repairs.find_repairs(_ALL["mm_01_inf_ten"], lambda program: check(program, quiet=True).passed, 60.0)
    assert found == []


def test_an_amount_added_is_told_as_the_wrong_amount_not_a_bound_off_by_one(tmp_path: Path) -> None:
    # Wave 27's bp_01 was told "is off by one" (a hint about the ends of a count) for `wins += 1` where nothing
    # belongs: a constant added is an amount, not a bound; one compared, or in `n + 1`, stays off by one.
    student = _module(tmp_path, """\
        def add_one(n):
            total = n
            total += 2
            return total
        """)
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [repair_rules.ADDS_WRONG_AMOUNT], told.message()
    assert "line 3, `total += 2`: `2` where `1` belongs" in told.diagnosis[0].detail
    assert "ends" not in told.diagnosis[0].hint


def test_an_amount_stored_in_a_table_is_told_as_the_wrong_amount(tmp_path: Path) -> None:
    student = _module(tmp_path, """\
        def add_one(n):
            steps = {}
            steps["size"] = 2
            return n + steps["size"]
        """)
    told = _add_one_checker()(student.add_one, quiet=True)
    assert told.names == [repair_rules.STORES_WRONG_AMOUNT], told.message()
    assert 'line 3, `steps["size"] = 2`: `2` where `1` belongs' in told.diagnosis[0].detail


def test_a_small_constant_is_an_amount_only_where_it_is_added_or_stored() -> None:
    def named(line: str) -> str:
        tree = ast.parse(line)
        constant = next(node for node in ast.walk(tree) if isinstance(node, ast.Constant))
        parent = next(node for node in ast.walk(tree) if constant in list(ast.iter_child_nodes(node)))
        return repair_rules.constant_slip(constant, parent)[0]
    assert named("node.wins += 1") == named("count -= 1") == repair_rules.ADDS_WRONG_AMOUNT
    assert named("node.wins = 1") == named("table[key] = 0") == repair_rules.STORES_WRONG_AMOUNT
    for bound in ("if depth == 0: pass", "range(1, n)", "search(child, depth - 1)", "k = 3", "x = n + 1"):
        assert named(bound) == repair_rules.OFF_BY_ONE, bound
