"""The win test's boards where the line's owner is not the side the count of stones says moved last, and the models
of code that tests only one side chosen by that count (win_last_mover)."""

from __future__ import annotations

from bug_zoo import blind70_leftovers_first_zoo as zoo

from ttt_lab.exercises.win_last_mover import LAST_MOVER_ONLY, TO_MOVE_ONLY, other_side_wins
from ttt_lab.games.mnk import TicTacToe


def test_every_board_holds_one_line_of_the_side_that_did_not_move_last_by_either_count() -> None:
    game = TicTacToe()
    boards = other_side_wins(game)
    assert {(winner, len(set(line))) for _, winner, line in boards} == {("X", 3), ("O", 3)}
    assert len(boards) == 8  # each direction, for each player
    for state, winner, line in boards:
        stones = [game.stone_at(state, cell) for cell in game.cells]
        x, o = stones.count("X"), stones.count("O")
        by_parity = "X" if (x + o) % 2 else "O"
        by_counts = "X" if x > o else "O"
        assert winner != by_parity and winner != by_counts
        assert all(game.stone_at(state, cell) == winner for cell in line)
        loser = "O" if winner == "X" else "X"
        assert not any(all(game.stone_at(state, cell) == loser for cell in other) for other in game.lines)


def test_one_side_chosen_by_the_count_is_named_and_a_correct_test_passes() -> None:
    names = {fn.__name__: zoo.CHECK(fn, quiet=True).names for fn, _ in zoo.BUGGY}
    assert names["w31_win_02_last_mover_only"] == [LAST_MOVER_ONLY]
    assert names["own_win_side_to_move"] == [TO_MOVE_ONLY]
    assert all(zoo.CHECK(fn, quiet=True).passed for fn in zoo.CORRECT)


def test_every_board_size_graded_with_k_holds_lines_of_the_side_that_did_not_move_last() -> None:
    """fn(board, k) is graded on 4x4 (k=3) and 5x4 (k=4) boards too: each size has its other-side boards."""
    from ttt_lab.exercises.win_cases import win_cases
    from ttt_lab.exercises.win_last_mover import last_movers

    for m, n, k in ((3, 3, 3), (4, 4, 3), (5, 4, 4)):
        boards = [case for case in win_cases(m, n, k) if case.kind == "other-side"]
        assert len(boards) == 8, (m, n, k)  # each direction, for each player
        assert all(case.expected not in last_movers(case.game, case.state) for case in boards)


def test_the_last_mover_tested_only_on_the_larger_boards_is_named_with_those_sizes() -> None:
    from bug_zoo import blind77_leftovers_zoo as leftovers

    report = leftovers.CHECK(leftovers._ALL["own_win_k_last_mover_on_large_boards"], quiet=True)
    assert report.names == [LAST_MOVER_ONLY], report.message()
    detail = report.diagnosis[0].detail
    assert "(a 4x4 board, k=3)" in detail and "on the 3x3 boards it finds such lines" in detail.replace("On the", "on the")
    assert leftovers.CHECK(leftovers._ALL["own_win_k_both_players_correct"], quiet=True).passed
