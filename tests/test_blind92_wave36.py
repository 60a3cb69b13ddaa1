"""Wave 36's first set (blind89): the general rules a92a added, tested on the zoo's students and shapes of our own."""

from __future__ import annotations

from bug_zoo import blind87_wave35_zoo as wave35
from bug_zoo import blind92_wave36_zoo as wave36
from bug_zoo.runs import checked

from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.root_side_moves import root_loop_apart


def test_a_root_loop_apart_from_the_value_search_is_told_from_one_search_loop() -> None:
    """The root-side models need a loop that searches children with a function that never calls back into it."""
    for stem in ("mm_01_root_argmax_for_min", "mm_z87a_flag_root_as_min", "mm_z87a_root_gt_for_both"):
        assert root_loop_apart(read_source(wave35._ALL[stem], levels=2)), stem
    for stem in ("mm_02_negated_running_min", "mm_a92a_negated_min_pairs"):
        assert not root_loop_apart(read_source(wave36._ALL[stem], levels=2)), stem


def test_a_winner_taken_from_the_count_is_named_with_the_line_that_picks_it() -> None:
    """Wave 36's wt_05 and its shapes: a line test that answers only whether there is a line, the winner the last mover."""
    from ttt_lab.exercises.win_last_mover import LAST_MOVER_NAMED

    for stem, line in (("wt_05_last_mover_wins", '"X" if x_count > o_count else "O"'),
                       ("wt_a92a_players_indexed_by_parity", '("O", "X")[stones % 2]')):
        report = checked(wave36.CHECK, wave36._ALL[stem])  # its checker: check_win_test
        first = report.diagnosis[0]
        assert first.name == LAST_MOVER_NAMED, report.message()
        assert f"`{line}`" in first.detail and f"`{line}`" in first.hint, report.message()


def test_a_running_best_tested_the_wrong_way_round_from_its_infinity_is_found_and_a_right_one_is_not() -> None:
    """move_records: `best[1] > u` from -inf never holds; `u > best[1]` from -inf, or a narrowing test, is left alone."""
    import ast
    import textwrap

    from ttt_lab.exercises.hint_checks import Source
    from ttt_lab.exercises.move_records import never_true_records

    def found(code: str) -> list[str]:
        code = textwrap.dedent(code)
        return [record.test for record in never_true_records(Source((ast.parse(code),), (code,)))]

    wrong = """
        def pick(game, state):
            if game.to_move(state) == game.players[0]:
                best = (None, -math.inf)
                for m in game.actions(state):
                    u = value(game, game.result(state, m))
                    if best[1] > u:
                        best = (m, u)
            else:
                best = (None, math.inf)
                for m in game.actions(state):
                    u = value(game, game.result(state, m))
                    if u > best[1]:
                        best = (m, u)
            return best[0]
        """
    assert found(wrong) == ["best[1] > u", "u > best[1]"]
    assert found(wrong.replace("best[1] > u", "u > best[1]").replace("u > best[1]:\n                        best = (m, u)\n            return",
                                                                      "u < best[1]:\n                        best = (m, u)\n            return")) == []
