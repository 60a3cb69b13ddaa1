"""Wave 36's first set (blind89): the general rules a92a added, tested on the zoo's students and shapes of our own."""

from __future__ import annotations

from bug_zoo import blind87_wave35_zoo as wave35
from bug_zoo import blind92_wave36_zoo as wave36

from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.root_side_moves import root_loop_apart


def test_a_root_loop_apart_from_the_value_search_is_told_from_one_search_loop() -> None:
    """The root-side models need a loop that searches children with a function that never calls back into it."""
    for stem in ("mm_01_root_argmax_for_min", "mm_z87a_flag_root_as_min", "mm_z87a_root_gt_for_both"):
        assert root_loop_apart(read_source(wave35._ALL[stem], levels=2)), stem
    for stem in ("mm_02_negated_running_min", "mm_a92a_negated_min_pairs"):
        assert not root_loop_apart(read_source(wave36._ALL[stem], levels=2)), stem
