"""backpropagation_draws: a draw scored with the two values of one side's result, turned for the other side."""

from __future__ import annotations

from bug_zoo import blind41_wave23_new_zoo as zoo

from ttt_lab.exercises import backpropagation, backpropagation_draws, check_backpropagation


def test_a_draw_read_as_the_other_sides_win_is_named() -> None:
    for stem, side in (("w23_bp_04_result_flip_no_draws", "1 if X won"), ("own_bp_reward_for_o", "1 if O won")):
        problem = check_backpropagation(zoo._ALL[stem], quiet=True).diagnosis[0]
        assert problem.name == backpropagation_draws.DRAW_AS_ONE_SIDES
        assert side in problem.detail and "0.5 for a draw" in problem.hint


def test_the_root_is_told_only_where_it_is_wrong() -> None:
    # bp_04 skips the root on a draw (continue): the hint says so; the O-result shape gives the root its half.
    assert "root" in check_backpropagation(zoo._ALL["w23_bp_04_result_flip_no_draws"], quiet=True).diagnosis[0].hint
    assert "root" not in check_backpropagation(zoo._ALL["own_bp_reward_for_o"], quiet=True).diagnosis[0].hint


def test_a_right_draw_is_not_named() -> None:
    def backpropagate(path, winner):  # type: ignore[no-untyped-def]
        result = 1.0 if winner == "X" else 0.5 if winner is None else 0.0
        for node in path:
            node.visits += 1
            if node.mover is not None:
                node.wins += result if node.mover == "X" else 1 - result
            elif winner is None:
                node.wins += 0.5
    assert check_backpropagation(backpropagate, quiet=True).passed


def test_skipping_the_root_is_worded_from_the_loop() -> None:
    """"skips the root" names ``path[1:]`` only where a loop walks that slice (backpropagation_source)."""
    problem = check_backpropagation(zoo._ALL["w23_bp_02_skips_root"], quiet=True).diagnosis[0]
    assert problem.name == backpropagation.SKIPS_ROOT
    assert "path[1:]" not in problem.detail and "while parent[id(node)] is not None" in problem.detail

    def sliced(path, winner):  # type: ignore[no-untyped-def]
        for node in path[1:]:
            node.visits += 1
            node.wins += 0.5 if winner is None else float(node.mover == winner)
    assert "(path[1:])" in check_backpropagation(sliced, quiet=True).diagnosis[0].detail


def test_a_value_sum_with_the_root_skipped_is_read_off_the_counts() -> None:
    """MuZero's value_sum (+1, 0, -1) with the root's wins left alone: one model of the three amounts read off the
    counts (mcts_amounts._value_sum), named as the ±1 scale, the root as the code treats it; and the ±1 model with
    the root's own -1 is left to the catalogue."""
    from ttt_lab.exercises import mcts_amounts

    found = mcts_amounts._value_sum({1.0}, {0.0}, {-1.0}, {0.0}, {0.0})
    assert [m.name for m in found] == [mcts_amounts.LOSS_AS_MINUS_ONE]
    assert "leaves the root's wins alone" in found[0].because
    assert mcts_amounts._value_sum({1.0}, {0.0}, {-1.0}, {-1.0}, {0.0}) == []
    assert mcts_amounts._value_sum({1.0}, {0.5}, {-1.0}, {0.0}, {0.5}) == []  # draws half: not the ±1 scale
    assert mcts_amounts._value_sum({1.0}, {0.5}, {0.0}, {0.0}, {0.5}) == []  # the right amounts


def test_muzero_value_sum_is_named_by_its_scale() -> None:
    from bug_zoo import blind53_wave28_new_zoo as wave28

    from ttt_lab.exercises import check_backpropagation, mcts_amounts

    for stem in ("w28_bp_03_value_sum_pm1", "own_bp_flipped_sign_root_skipped"):
        report = check_backpropagation(wave28._ALL[stem], quiet=True)
        assert [p.name for p in report.diagnosis if not p.note] == [mcts_amounts.LOSS_AS_MINUS_ONE], report.message()
