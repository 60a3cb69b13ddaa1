"""Leftovers of waves 33 and 34 (y86b, ``bug_zoo/blind86_leftovers_zoo``): the words told follow the student's
code, as each rule says."""

from __future__ import annotations

from pathlib import Path

from bug_zoo import blind86_leftovers_zoo as leftovers
from bug_zoo.blind_waves import CHECK, student
from bug_zoo.runs import checked

ZOO = Path(__file__).parent / "bug_zoo"


def _told(path: Path) -> str:
    return str(CHECK(student(path), quiet=True))


def test_a_negamax_that_negates_its_answer_and_no_child_is_not_told_of_negated_children() -> None:
    for stem, turned in (("w34_ng_04_so78276156_value_for_last_mover", "return max(valueList) * -1"),
                         ("own_ng_returns_minus_best", "return -best")):
        told = str(checked(CHECK, leftovers._ALL[stem]))
        assert "without negating it again" not in told
        assert f"(`{turned}`)" in told and "negate each child's value as you take it" in told


def test_one_stop_test_that_sees_only_wins_is_told_it_evaluates_the_won_games() -> None:
    for told in (_told(ZOO / "blind78_wave33" / "dl_02_alignment_only.py"),
                 str(checked(CHECK, leftovers._ALL["own_dl_won_or_depth_evaluated"]))):
        assert "evaluates every finished game" not in told
        assert "evaluates every won game, the only games its test sees as finished" in told


def test_a_wrong_end_read_is_told_with_the_comparison_the_code_has() -> None:
    told = _told(ZOO / "blind79_wave33_new" / "own_tt_dict_wrong_ends.py")  # >= alpha, <= beta
    assert "lower bound when it is at or above alpha" in told and "upper bound when it is at or below beta" in told
    told = str(checked(CHECK, leftovers._ALL["own_tt_mixed_ends"]))  # > alpha, <= beta
    assert "lower bound when it is above alpha" in told and "upper bound when it is at or below beta" in told
    told = _told(ZOO / "blind79_wave33_new" / "w33_tt_02_midhun_wrong_ends.py")  # > alpha, < beta
    assert "lower bound when it is above alpha" in told and "upper bound when it is below beta" in told


def test_an_entry_read_back_with_a_sign_turned_is_told_in_the_order_the_code_does_it() -> None:
    told = _told(ZOO / "blind83_wave34_new" / "w34_tt_03_negamax_sign_in_table.py")
    assert "(X's, say)" not in told
    assert "stored in the side to move's point of view, as the node returns it, and read back in another" in told
    assert "`return color * v`" in told


def test_a_negamax_quiescence_from_max_view_is_asked_to_sign_every_value_not_the_stand_pat_alone() -> None:
    told = _told(ZOO / "blind79_wave33_new" / "w33_q_07_connect4_opponent_wins.py")
    assert "score a finished game with sign * game.utility(state, game.players[0])" in told
    assert "return sign * the root's value" in told


def test_a_partial_line_test_is_read_with_its_loops_variable_and_on_a_flat_board() -> None:
    told = str(checked(CHECK, leftovers._ALL["own_wt_loop_stone_then_pair"]))
    assert "`board[0][i] != \".\" and board[1][i] == board[2][i]` compares only board[1][i] with board[2][i]" in told
    told = str(checked(CHECK, leftovers._ALL["own_wt_flat_stone_then_pair"]))
    assert "compares only cells[3 * r + 1] with cells[3 * r + 2]" in told
    assert "`cells[3 * r] == cells[3 * r + 1] == cells[3 * r + 2] != \".\"`" in told


def test_one_reader_tells_a_and_b_equals_c_whatever_the_cells_are_read_with() -> None:
    from bug_zoo import win_test as win_zoo

    from ttt_lab.exercises import check_win_test

    for fn, written in ((win_zoo.and_precedence, "board[a[0]][a[1]] and board[b[0]][b[1]] == board[c[0]][c[1]]"),
                        (win_zoo.and_precedence_rows, 'board[r][0] and board[r][1] == board[r][2] and board[r][1] != "."')):
        hint = check_win_test(fn, quiet=True).diagnosis[0].hint
        assert f"Your code writes `{written}`" in hint and "Python reads it as `" in hint


def test_a_read_is_placed_only_where_the_reading_is_sure() -> None:
    import ast

    from ttt_lab.exercises.hint_checks import Source
    from ttt_lab.exercises.win_cell_reads import LITERAL, Placing, Unplaced, flat_boards, placings

    def parsed(text: str) -> ast.AST:
        return ast.parse(text, mode="eval").body

    assert Placing(env=(("i", 1),)).cell(parsed("b[i][i + 1]")) == (1, 2)
    assert LITERAL.cell(parsed("b[i][0]")) is None and LITERAL.read(parsed("b[i][0]")) == Unplaced("b[i][0]")
    assert LITERAL.cell(parsed("line[4]")) is None  # an index of a list that is no flat board
    text = "def f(board):\n    cells = sum(board, [])\n    for i in range(0, 9, 3):\n        if cells[i]:\n            pass\n"
    source = Source((ast.parse(text),), (text,))
    assert flat_boards(source) == frozenset({"cells"})
    test = next(n.test for n in ast.walk(source.trees[0]) if isinstance(n, ast.If))
    assert [p.cell(test) for p in placings(source, test)] == [(0, 0), (1, 0), (2, 0)]


def test_a_start_on_the_wrong_side_is_read_with_the_one_reader_of_an_infinity() -> None:
    import ast

    from ttt_lab.exercises.hint_checks import Source
    from ttt_lab.exercises.start_models import wrong_side_start

    def source(text: str) -> Source:
        return Source((ast.parse(text),), (text,))

    minimum = "def f(xs):\n    v = float('-inf')\n    for x in xs:\n        v = min(v, x)\n    return v\n"
    assert wrong_side_start(source(minimum), "min") == ("v = float('-inf')", "v = min(v, x)")  # missed before
    maximum = "def f(xs):\n    v = INF\n    for x in xs:\n        v = max(v, x)\n    return v\n"
    assert wrong_side_start(source(maximum), "max") == ("v = INF", "v = max(v, x)")
    assert wrong_side_start(source(maximum.replace("INF", "-INF")), "max") is None


def test_a_quiescence_cap_tested_inside_the_loop_is_told_on_the_students_lines() -> None:
    report = checked(CHECK, leftovers._ALL["own_q_limit_in_loop"])
    told = str(report)
    assert "(`if depth == 0:` then `return best`)" in told and "leaves its loop early" not in told


def test_a_cut_chain_with_a_string_in_it_is_read_by_the_one_reader_for_the_short_lines_name() -> None:
    told = _told(ZOO / "blind78_wave33" / "wt_w77a_and_precedence_chain.py")
    assert "It takes row 1 for 2 cells" in told  # the short line the model shows, named by its cause
    assert 'Python reads it as `board[0][0] and (board[0][1] == board[0][2] != ".")`' in told


def test_a_negamax_form_models_own_hint_is_kept_and_the_catalogues_is_told_in_the_codes_form() -> None:
    from bug_zoo import blind51_open_new_zoo as open_new

    told = str(CHECK(open_new._ALL["w25_q_06_fixed_side_blocks_only"], quiet=True))
    assert "with the sign of game.to_move(state) there, not of the root's player" in told
