"""Backpropagation that updates each node's parent with the node's own result (backpropagation_parents)."""

from __future__ import annotations

from ttt_lab.exercises import backpropagation, backpropagation_parents
from ttt_lab.exercises.backpropagation_parents import parent_update
from ttt_lab.exercises.hint_checks import read_source


def shifted_by_index(path, winner):  # type: ignore[no-untyped-def]
    i = len(path) - 1
    while i > 0:
        above = path[i - 1]
        above.visits += 1
        if winner is None:
            above.wins += 0.5
        elif path[i].mover == winner:
            above.wins += 1
        i -= 1


def parent_by_its_own_mover(path, winner):  # type: ignore[no-untyped-def]
    i = len(path) - 1
    while i > 0:
        above = path[i - 1]
        above.visits += 1
        if winner is None:
            above.wins += 0.5
        elif above.mover == winner:
            above.wins += 1
        i -= 1


def shifted_without_parent(path, winner):  # type: ignore[no-untyped-def]
    # the same counts, but through zip: no node one step up is written, so the model is not told
    for child, node in zip(path[1:], path[:-1], strict=True):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif child.mover == winner:
            node.wins += 1


def test_a_parent_updated_with_the_childs_result_is_named_as_one_shift_quoting_the_index() -> None:
    report = backpropagation.check_backpropagation(shifted_by_index, quiet=True)
    assert [p.name for p in report.diagnosis if not p.note] == [backpropagation_parents.UPDATES_PARENT]
    assert "`path[i - 1]`" in report.message() and "`path[i].mover == winner`" in report.message()
    assert "reward = 1 - reward" not in report.message()  # no story of a flip the code does not have


def test_a_parent_credited_by_its_own_mover_only_skips_the_new_node() -> None:
    report = backpropagation.check_backpropagation(parent_by_its_own_mover, quiet=True)
    assert [p.name for p in report.diagnosis if not p.note] == [backpropagation.SKIPS_NEW_NODE]


def test_the_shift_is_not_told_over_code_that_writes_no_parent() -> None:
    assert parent_update(read_source(shifted_without_parent)) is None
    report = backpropagation.check_backpropagation(shifted_without_parent, quiet=True)
    assert backpropagation_parents.UPDATES_PARENT not in [p.name for p in report.diagnosis]
