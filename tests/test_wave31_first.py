"""Wave 31's first set (blind64): the words told to the students fixed in ``bug_zoo/blind66_wave31_zoo``."""

from __future__ import annotations

from bug_zoo import blind66_wave31_zoo as wave31
from bug_zoo.runs import checked


def _told(stem: str) -> str:
    return str(checked(wave31.CHECK, wave31._ALL[stem]))


def test_a_line_grouped_under_a_cell_off_it_is_told_so_and_not_as_wrapping() -> None:
    told = _told("w31_win_04_antidiag_wrong_anchor")
    assert "arr[2] == arr[4] == arr[6]" in told and "arr[0], which is not on" in told
    assert "wrap" not in told and "some line it builds is not" not in told


def test_the_same_grouping_on_a_two_dimensional_board() -> None:
    told = _told("own_win_diag_under_corner")
    assert "b[0][2], which is not on b[0][0] == b[1][1] == b[2][2]" in told


def test_moves_played_on_top_of_each_other_are_told_on_their_line() -> None:
    told = str(checked(wave31.CHECK, wave31._ALL["w31_ng_05_board_never_restored"]))
    assert "temp_game = game.result(temp_game, move)" in told and "child = game.result(state, move)" in told
    assert "keeps searching after a win" not in told and "crashes" not in told


def test_a_child_made_from_the_node_each_time_is_not_told_so() -> None:
    assert checked(wave31.CHECK, wave31._ALL["w31_ng_06_node_class"]).passed


def test_a_draw_told_from_unfinished_by_its_utility_against_zero_is_quoted() -> None:
    for stem, test in (("w31_dl_02_draws_not_terminal", "w != 0"), ("own_dl_draw_utility_zero", "score != 0")):
        told = str(checked(wave31.CHECK, wave31._ALL[stem]))
        assert f"`{test}` misses a draw" in told and "before the depth" not in told


def test_cell_numbers_read_from_the_board_text_are_told_so() -> None:
    for stem in ("w31_ev_04_text_indices", "own_ev_text_cells_by_number"):
        told = str(checked(wave31.CHECK, wave31._ALL[stem]))
        assert "indexes the text of `game.board_text(state)` by number" in told and "leaves out some lines" not in told
