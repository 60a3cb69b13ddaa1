"""An entry whose stored "depth" is the ply from the root, told in the code's words (wave 26's tt_03)."""

from __future__ import annotations

import pytest
from bug_zoo import blind47_wave26_new_zoo as zoo

from ttt_lab.exercises import check_table_alphabeta, table_names


@pytest.mark.parametrize(("stem", "test"), [("w26_tt_03_ply_as_draft", 'entry["ply"] >= ply'),
                                            ("own_tt_height_from_root", "found.height >= height")])
def test_a_ply_from_the_root_stored_as_the_draft_is_quoted(stem: str, test: str) -> None:
    (problem,) = [p for p in check_table_alphabeta(zoo._ALL[stem], quiet=True).diagnosis if not p.note]
    assert problem.name == table_names.LESS_DEEP
    assert f"`{test}`" in problem.detail and "how far the position is from the root" in problem.detail
    assert "depth - 1" in problem.hint
