"""retrograde_names.flag_reset_per_position: a round's flag reset inside the loop over the positions stops the
rounds early; the table's draws are then undecided positions, and the hint says where the reset sits."""

from __future__ import annotations

import ast

from bug_zoo import blind53_wave28_new_zoo as wave28

from ttt_lab.exercises import check_retrograde, retrograde_names
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.retrograde_sweeps import loops_to_a_fixpoint


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


ROUND = "def f(ps, v):\n    changed = True\n    while changed:\n{reset_outer}        for p in ps:\n{reset_inner}" \
        "            if p not in v:\n                v[p] = 0\n                changed = True\n    return v\n"


def test_a_flag_reset_per_position_is_found_and_is_no_fixed_point() -> None:
    inner = _source(ROUND.format(reset_outer="", reset_inner="            changed = False\n"))
    outer = _source(ROUND.format(reset_outer="        changed = False\n", reset_inner=""))
    assert retrograde_names.flag_reset_per_position(inner) == ("changed", "for p in ps:")
    assert not loops_to_a_fixpoint(inner)
    assert retrograde_names.flag_reset_per_position(outer) is None
    assert loops_to_a_fixpoint(outer)


def test_rounds_stopped_by_a_reset_per_position_are_told_where_the_reset_sits() -> None:
    for stem, flag in (("w28_r_03_changed_reset_in_loop", "changed"), ("own_rg_progress_reset_per_state", "progress")):
        problem = check_retrograde(wave28._ALL[stem], quiet=True).diagnosis[0]
        assert problem.name == retrograde_names.UNDECIDED_AS_DRAW
        assert f"Your `{flag} = False` is inside `for " in problem.hint, problem.hint
        assert "a later round decides it" not in problem.hint


def test_a_reset_per_position_is_found_beside_a_reset_per_round() -> None:
    both = _source(ROUND.format(reset_outer="        changed = False\n", reset_inner="            changed = False\n"))
    assert retrograde_names.flag_reset_per_position(both) == ("changed", "for p in ps:")
    assert not loops_to_a_fixpoint(both)
